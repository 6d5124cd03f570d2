/**
 * The browser tests' worker whose app service is down: the same build served with
 * `APP_SERVICE_URL` set to a loopback port where nothing listens (9, the discard port, is never
 * served here), so every call behind the valuation, the credit report, applications and the tag
 * check finds no connection, as when the business's service is unreachable. The other test
 * servers leave `APP_SERVICE_URL` unset and get the sample service inside the worker.
 *
 * Its `RUM_SAMPLE_RATE` is 0, real visitors' web vitals off (tests/e2e/vitals.spec.ts: nothing is
 * fetched or sent), where the local config measures every page view.
 */
export const DOWN_PORT = Number(process.env.E2E_PORT ?? 8799) + 3;
export const DOWN_STATE = '.wrangler/e2e-app-service-down-state';
export const DOWN_ORIGIN = `http://127.0.0.1:${DOWN_PORT}`;
export const DEAD_APP_SERVICE = 'http://127.0.0.1:9';
