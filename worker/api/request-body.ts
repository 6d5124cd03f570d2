import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldErrors } from '../../src/shared/leads/schema';
import type { AppEnv } from '../env';

/** Forms are small; anything bigger is not a form. */
const MAX_BODY_BYTES = 8 * 1024;

export type BodyResult<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * Reads a JSON body and validates it with a shared schema, answering every kind of bad input
 * cleanly: wrong content type 415, too large 413, not JSON 400, invalid fields 400 with the
 * field -> message key map the form shows.
 */
export async function readBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<BodyResult<z.output<S>>> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    return { ok: false, response: c.json({ error: 'unsupported_media_type' }, 415) };
  }
  const declared = Number(c.req.header('Content-Length') ?? '0');
  if (declared > MAX_BODY_BYTES) return { ok: false, response: c.json({ error: 'too_large' }, 413) };
  let text: string;
  try {
    const buffer = await c.req.arrayBuffer();
    if (buffer.byteLength > MAX_BODY_BYTES) return { ok: false, response: c.json({ error: 'too_large' }, 413) };
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return { ok: false, response: c.json({ error: 'malformed' }, 400) };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, response: c.json({ error: 'malformed' }, 400) };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, response: c.json({ error: 'invalid', fields: fieldErrors(parsed.error) }, 400) };
  return { ok: true, value: parsed.data };
}

/** The client a write is counted against: Cloudflare's connecting IP (never stored). */
const clientKey = (c: Context<AppEnv>) => c.req.header('CF-Connecting-IP') ?? 'local';

/** 429 with Retry-After when this client has written too often. */
export async function rateLimited(c: Context<AppEnv>): Promise<Response | null> {
  const limiter = c.env.WRITE_LIMITER;
  if (!limiter) return null;
  const { success } = await limiter.limit({ key: clientKey(c) });
  if (success) return null;
  c.header('Retry-After', '60');
  return c.json({ error: 'too_many_requests' }, 429);
}
