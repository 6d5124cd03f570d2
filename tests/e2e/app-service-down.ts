/**
 * The browser tests' worker whose app service is down: the same build with `APP_SERVICE_URL` on a
 * loopback port where nothing listens, so every valuation, credit report, application and tag check
 * call finds no connection (the other servers use the sample service). Its `RUM_SAMPLE_RATE` is 0:
 * real visitors' web vitals off (tests/e2e/vitals.spec.ts).
 */
export const DOWN_PORT = Number(process.env.E2E_PORT ?? 8799) + 3;
export const DOWN_STATE = '.wrangler/e2e-app-service-down-state';
export const DOWN_ORIGIN = `http://127.0.0.1:${DOWN_PORT}`;
export const DEAD_APP_SERVICE = 'http://127.0.0.1:9';
