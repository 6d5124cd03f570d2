import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import type { z } from 'zod';
import { fieldErrors } from '../../src/shared/leads/schema';
import type { AppEnv } from '../env';
import type { ApiFailure } from '../../src/shared/api-contract';

/** Forms are small; anything bigger is not a form. */
const MAX_BODY_BYTES = 8 * 1024;

/** JSON bodies only, as `application/json` (a charset may follow): what the validator reads. */
const jsonContentType: MiddlewareHandler<AppEnv> = async (c, next) => {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/json') return c.json({ error: 'unsupported_media_type' } satisfies ApiFailure, 415);
  await next();
};

/**
 * Hono's body limit stops reading a body of unknown length (chunked) at the limit and answers 413,
 * leaving the request's stream locked and half read. wrangler dev's proxy then answered 503 "Your
 * worker restarted mid-request" (for that request and others in flight; `npm run stress`'s fuzzer
 * found 8 in 3,000). The body is handed to the limit through a reader this step holds, which reads
 * it to its end once the answer is given if it was started but not finished (what the edge did
 * before the limit was Hono's: it read every body whole, then measured it). A body never started
 * (415, a declared length over the limit) is left alone, as it always was.
 */
const closeHalfReadBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const body = c.req.raw.body;
  if (!body) return next();
  const reader = body.getReader();
  let started = false;
  let done = false;
  // One read at a time: workerd's request stream takes no second read while one is pending.
  let last: Promise<unknown> = Promise.resolve();
  const read = () => {
    const chunk = last.then(() => reader.read());
    last = chunk.then((r) => void (done ||= r.done));
    return chunk;
  };
  const relay = new ReadableStream<Uint8Array>({
    async pull(controller) {
      started = true;
      const chunk = await read();
      if (chunk.done) controller.close();
      else controller.enqueue(chunk.value);
    },
  });
  // `duplex` is what the Fetch standard asks of a stream body (Node requires it; workerd ignores it).
  c.req.raw = new Request(c.req.raw, { body: relay, duplex: 'half' } as RequestInit);
  await next();
  // What is left is read and dropped: cancelling the stream was not enough for the proxy.
  await last;
  if (started) while (!done) await read();
};

/**
 * The body must be UTF-8 JSON. Checked here, strictly: the Fetch API's decoding, which Hono's
 * validator uses, would replace bad bytes and let them into a name. The bytes stay in Hono's body
 * cache, and the validator parses them again (8 KB at most) once this step has shown they parse.
 */
const utf8Json: MiddlewareHandler<AppEnv> = async (c, next) => {
  try {
    // ignoreBOM false is the default (a leading BOM is dropped); the Workers types ask for it spelled out.
    JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(await c.req.arrayBuffer()));
  } catch {
    return c.json({ error: 'malformed' } satisfies ApiFailure, 400);
  }
  await next();
};

/**
 * What every write API checks before its fields, each with its own answer: wrong content type 415,
 * too large 413 (declared or counted while reading), not UTF-8 or not JSON 400 `malformed`.
 */
export const jsonBody = every(
  jsonContentType,
  closeHalfReadBody,
  bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: 'too_large' } satisfies ApiFailure, 413) }),
  utf8Json,
);

/**
 * The body's fields, checked with a shared schema (src/shared): invalid fields are 400 with the
 * field -> message key map the form shows in the visitor's language. The handler reads the
 * checked value with `c.req.valid('json')`.
 */
export const validJson = <S extends z.ZodType>(schema: S) =>
  zValidator('json', schema, (result, c) => {
    if (!result.success) return c.json({ error: 'invalid', fields: fieldErrors(result.error) } satisfies ApiFailure, 400);
  });
