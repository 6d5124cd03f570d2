/**
 * The banner tests' own worker: banners in KV would put a popup over every other browser test's
 * pages, so these tests run against a second `wrangler dev` with its own local state.
 */
export const BANNERS_PORT = Number(process.env.E2E_PORT ?? 8799) + 1;
export const BANNERS_STATE = '.wrangler/e2e-banners-state';
export const BANNERS_ORIGIN = `http://127.0.0.1:${BANNERS_PORT}`;
/**
 * Marketing's image host in the banner tests: the other test server, a loopback origin that is not
 * the banner server's own, which serves the sample pictures. The banner server is started with it
 * as BANNER_IMAGE_ORIGINS (playwright.config.ts), so banners may take their pictures from it.
 */
export const IMAGE_HOST = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8799)}`;
