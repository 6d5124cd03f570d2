import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findTestBrowser } from './scripts/browser';
import { BANNERS_PORT, BANNERS_STATE, IMAGE_HOST } from './tests/e2e/banner-server';
import { DEAD_APP_SERVICE, DOWN_PORT, DOWN_STATE } from './tests/e2e/app-service-down';
import { CHAT_ID, CHAT_PORT, CHAT_STATE, MAPS_KEY } from './tests/e2e/chat-server';

/** The browser tests' own port and local state, apart from `npm start`'s. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8799);
export const E2E_STATE = '.wrangler/e2e-state';

const launchOptions = { executablePath: findTestBrowser(), args: CHROMIUM_ARGS };

/** Where a test server that stopped during the run is recorded (`npm test` reports it). */
export const SERVER_RESTARTS_LOG = '.wrangler/e2e-server-restarts.log';

/**
 * Starts a test server again when it exits. On 23 November a CI run lost its server halfway and
 * failed every test after (connection refused); a restarted server costs the tests in flight only.
 * Playwright (or `npm test`, for the servers it starts) ends the whole process group at the end of
 * the run, this loop with it.
 */
export const keepServing = (command: string, port: number) =>
  `while true; do ${command}; code=$?; ` +
  `echo "$(date -u +%H:%M:%S) the test server on port ${port} exited with code $code; starting it again" | tee -a ${SERVER_RESTARTS_LOG} >&2; ` +
  `sleep 1; done`;

/**
 * The browser tests' servers: the built worker in workerd (wrangler dev), four times with their
 * own state and vars. `prepare` makes a server's state; `serve` starts it. Playwright starts them
 * (below) one after the other; `npm test` (scripts/test.ts) starts them itself, side by side while
 * the worker tests run, and tells Playwright to use them (E2E_SERVERS_UP=1).
 */
export interface TestServer {
  port: number;
  /** Makes the server's local state from nothing; a server without it uses its state as it is. */
  prepare?: string;
  serve: string;
  /** What `npm test` does instead of `prepare`: a copy of the browser tests' seeded state. */
  copyOfSeededState?: string;
  timeout: number;
}

/**
 * `--inspector-port 0`: any free port for the debugger. Left to itself, each wrangler dev probes
 * for 9229 and the next ones; three starting at once took the same port and one exited
 * ("Address already in use (127.0.0.1:9229)").
 */
const wranglerDev = (port: number, state: string, vars: string[] = []) =>
  `node_modules/.bin/wrangler dev --ip 127.0.0.1 --port ${port} --inspector-port 0 --persist-to ${state}${vars.map((v) => ` --var ${v}`).join('')} --log-level warn`;

export const TEST_SERVERS: TestServer[] = [
  // The built worker in workerd, as `npm start` serves it, with state seeded for the tests
  // (`npm run seed -- --persist-to .wrangler/e2e-state`, which `npm test` runs first).
  { port: E2E_PORT, serve: wranglerDev(E2E_PORT, E2E_STATE), timeout: 60_000 },
  // The same build with a state of its own for the banner tests (tests/e2e/banner-server.ts),
  // taking banner pictures from the other test server as marketing's image host.
  {
    port: BANNERS_PORT,
    prepare: `rm -rf ${BANNERS_STATE} && node_modules/.bin/tsx scripts/seed-local.ts --persist-to ${BANNERS_STATE}`,
    copyOfSeededState: BANNERS_STATE,
    serve: wranglerDev(BANNERS_PORT, BANNERS_STATE, [`BANNER_IMAGE_ORIGINS:${IMAGE_HOST}`]),
    timeout: 90_000,
  },
  // The same build with the web chat and the maps library switched on (tests/e2e/chat-server.ts). Seeded too: the
  // console's test (tests/e2e/admin.spec.ts) switches maintenance on for every visitor of its
  // server for a moment, which only this server's tests (the web chat's) can bear.
  {
    port: CHAT_PORT,
    prepare: `rm -rf ${CHAT_STATE} && node_modules/.bin/tsx scripts/seed-local.ts --persist-to ${CHAT_STATE}`,
    copyOfSeededState: CHAT_STATE,
    serve: wranglerDev(CHAT_PORT, CHAT_STATE, [`WEB_CHAT_ID:${CHAT_ID}`, `MAPS_API_KEY:${MAPS_KEY}`]),
    timeout: 90_000,
  },
  // The same build with its app service unreachable (tests/e2e/app-service-down.ts), for what a
  // visitor sees when the valuation, the credit report or the tag check cannot be reached. Its
  // pages and app-service endpoints read no seeded state. Web vitals off there (RUM_SAMPLE_RATE 0).
  { port: DOWN_PORT, serve: wranglerDev(DOWN_PORT, DOWN_STATE, [`APP_SERVICE_URL:${DEAD_APP_SERVICE}`, 'RUM_SAMPLE_RATE:0']), timeout: 90_000 },
];

export const SERVER_ENV = { CI: 'true', WRANGLER_SEND_METRICS: 'false' };
export const serverUrl = (server: TestServer) => `http://127.0.0.1:${server.port}/`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on 2 cores: a browser test spends part of its time waiting (a page arriving slowly, a
  // poll of the database), and a third worker fills it. 26 November, load 6–9:
  // 310 tests in 312 s with three, 359 s with two, all passing.
  workers: 3,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Its own folder, which Playwright empties when it starts: `npm test` writes the other layers'
  // reports to test-results/ while the browser tests run.
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // A test whose subject does not change with the screen size runs in one project: tagged
  // `@desktop` (or `@phone`, for the phone's own layout), it is left out of the other, not started
  // there to be skipped (which set up its page for nothing: 99 skips took 14.5 s of the workers).
  projects: [
    // A phone's screen, touch and user agent at one device pixel per CSS pixel: no page here changes
    // with the pixel density (no srcset, no resolution query: tests/unit/pixel-density.test.ts),
    // and drawing Pixel 7's 2.625 in software made the phone tests a third slower (26 November:
    // shell, calculator and content tests, 23 s against 15.5 s). What density costs a visitor's
    // phone is Lighthouse's to measure (`npm run bench`).
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, launchOptions }, grepInvert: /@desktop/ },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions }, grepInvert: /@phone/ },
  ],
  webServer: TEST_SERVERS.map((server) => ({
    command: [server.prepare, keepServing(server.serve, server.port)].filter(Boolean).join(' && '),
    url: serverUrl(server),
    // Fresh servers on fresh state, except those `npm test` has just started so.
    reuseExistingServer: process.env.E2E_SERVERS_UP === '1',
    timeout: server.timeout,
    env: SERVER_ENV,
  })),
});
