import type { Context } from 'hono';
import { AppServiceError } from '../app-service/client';
import type { AppEnv } from '../env';
import type { ApiFailure } from '../../src/shared/api-contract';

/**
 * The answer when the app service gave none usable. Down, slow or erring: 503 with Retry-After
 * (`retryAfterSeconds`), so the page keeps what the visitor typed and tries again. Refusing the
 * request or answering nonsense: 502, not retryable. The service's own words are never passed on.
 */
export function appServiceFailure(c: Context<AppEnv>, error: unknown, retryAfterSeconds: number) {
  const reason = error instanceof AppServiceError ? error.reason : 'unreachable';
  if (reason === 'bad_answer' || reason === 'refused') return c.json({ error: 'unavailable', reason, retryable: false } satisfies ApiFailure, 502);
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json({ error: 'unavailable', reason, retryable: true } satisfies ApiFailure, 503);
}
