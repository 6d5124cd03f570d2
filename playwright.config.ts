import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findTestBrowser } from './scripts/browser';
import { BANNERS_PORT, BANNERS_STATE, IMAGE_HOST } from './tests/e2e/banner-server';
import { CHAT_ID, CHAT_PORT, CHAT_STATE } from './tests/e2e/chat-server';

/** The browser tests' own port and local state, apart from `npm start`'s. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8799);
export const E2E_STATE = '.wrangler/e2e-state';

const launchOptions = { executablePath: findTestBrowser(), args: CHROMIUM_ARGS };

/** Where a test server that stopped during the run is recorded (`npm test` reports it). */
export const SERVER_RESTARTS_LOG = '.wrangler/e2e-server-restarts.log';

/**
 * Starts a test server again when it exits. On 23 November a CI run lost its server halfway and
 * failed every test after (connection refused); a restarted server costs the tests in flight only.
 * Playwright ends the whole process group at the end of the run, this loop with it.
 */
const keepServing = (command: string, port: number) =>
  `while true; do ${command}; code=$?; ` +
  `echo "$(date -u +%H:%M:%S) the test server on port ${port} exited with code $code; starting it again" | tee -a ${SERVER_RESTARTS_LOG} >&2; ` +
  `sleep 1; done`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions } },
  ],
  webServer: [
    {
      // The built worker in workerd, as `npm start` serves it, with state seeded for the tests.
      command: keepServing(`node_modules/.bin/wrangler dev --ip 127.0.0.1 --port ${E2E_PORT} --persist-to ${E2E_STATE} --log-level warn`, E2E_PORT),
      url: `http://127.0.0.1:${E2E_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    },
    {
      // The same build with a state of its own for the banner tests (tests/e2e/banner-server.ts),
      // taking banner pictures from the other test server as marketing's image host.
      command:
        `rm -rf ${BANNERS_STATE} && node_modules/.bin/tsx scripts/seed-local.ts --persist-to ${BANNERS_STATE} && ` +
        keepServing(
          `node_modules/.bin/wrangler dev --ip 127.0.0.1 --port ${BANNERS_PORT} --persist-to ${BANNERS_STATE} --var BANNER_IMAGE_ORIGINS:${IMAGE_HOST} --log-level warn`,
          BANNERS_PORT,
        ),
      url: `http://127.0.0.1:${BANNERS_PORT}/`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: { CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    },
    {
      // The same build with the web chat switched on (tests/e2e/chat-server.ts); pages only, so
      // its state needs no seed.
      command: keepServing(
        `node_modules/.bin/wrangler dev --ip 127.0.0.1 --port ${CHAT_PORT} --persist-to ${CHAT_STATE} --var WEB_CHAT_ID:${CHAT_ID} --log-level warn`,
        CHAT_PORT,
      ),
      url: `http://127.0.0.1:${CHAT_PORT}/`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: { CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    },
  ],
});
