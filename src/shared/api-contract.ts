import type { ErrorKey } from './leads/schema';

/**
 * What the contracts of the site's write APIs share (docs/product-rules.md §7). Each contract's own
 * types (the body a client sends, the answer on success) are beside its schema: src/shared/leads,
 * valuation, credit-report, tag-check and application `schema.ts`.
 */

/**
 * The answers when an API takes nothing, shared by the worker, which answers with them
 * (`satisfies ApiFailure`), and the callers that read them.
 */
export type ApiFailure =
  /** 400: the fields the schema refused, each with its message key (`lead.errors.*`). */
  | { error: 'invalid'; fields: Record<string, ErrorKey> }
  /** 400 not UTF-8 JSON, 413, 415, 429 (the write limit; `daily_limit`: the contact cap), 404, 500. */
  | { error: 'malformed' | 'too_large' | 'unsupported_media_type' | 'too_many_requests' | 'daily_limit' | 'not_found' | 'internal' }
  /** 503 (D1 or the app service; with Retry-After) or 502 (the app service refused or talked nonsense). */
  | { error: 'unavailable'; retryable: boolean; reason?: string };

/** An answer as it arrives: the contract's field names, each value still to be checked before use. */
export type Unread<T> = { [K in keyof T]?: unknown };

type Loose<V> = V extends true ? boolean : V extends string ? string : V;

/**
 * A body as a form holds it before the schema has checked it (the worker checks it again): the
 * contract's fields, a box that must be ticked as any boolean and a choice among words as any
 * string. A renamed field or a changed type still fails where the body is built.
 */
export type Unchecked<T> = { [K in keyof T]: Loose<T[K]> };
