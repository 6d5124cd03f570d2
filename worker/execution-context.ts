import type { Context } from 'hono';
import type { AppEnv } from './env';

/**
 * Runs `work` after the answer, through the request's waitUntil: the visitor never waits for it.
 * Where there is no execution context (a test's app.request) it runs at once and the promise is
 * returned. A failure is logged with `what` and the error's name only, never with request data.
 */
export function afterAnswer(c: Context<AppEnv>, what: string, work: () => Promise<void>): Promise<void> | undefined {
  const run = work().catch((error) => console.error(`${what} not recorded (${(error as Error).name})`));
  try {
    c.executionCtx.waitUntil(run);
    return undefined;
  } catch {
    return run;
  }
}
