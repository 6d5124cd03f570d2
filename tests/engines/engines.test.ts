import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ensureOtherEngines } from '../../scripts/browser';
import { startDisplay } from './display';
import type { EnginePage } from './engine';
import { launchFirefox } from './firefox';
import { JOURNEYS, type Sizes } from './journeys';
import { startRecordingProxy, type RecordingProxy } from './proxy';
import { LOAD_FAILURE_DELAY_MS } from './recorder';
import { launchWebKit, WEBKIT_MIN_WIDTH } from './webkit';

/**
 * The key journeys in Firefox ESR and WebKitGTK, on the browser tests' server (E2E_PORT, started by
 * `npm test` or `npm run test:engines`), each through a recording proxy: a journey fails on a
 * console error, an uncaught error, a CSP violation or a failed answer, as the Chromium tests do.
 */
const UPSTREAM_PORT = Number(process.env.E2E_PORT ?? 8799);

/** This run's part of the client addresses: a run right after another starts with a fresh write limit. */
const RUN = Math.floor(Math.random() * 250);

const ENGINES = [
  // Client addresses of their own: each engine's lead and callback count against its own write limit.
  { engine: 'Firefox ESR', launch: launchFirefox, client: `10.251.${RUN}.1`, phoneWidth: 390 },
  // MiniBrowser's window is never narrower than 447 px: its phone is that wide.
  { engine: 'WebKitGTK', launch: launchWebKit, client: `10.251.${RUN}.2`, phoneWidth: WEBKIT_MIN_WIDTH },
];

let display: Awaited<ReturnType<typeof startDisplay>>;
beforeAll(async () => {
  ensureOtherEngines();
  display = await startDisplay();
});
afterAll(() => display?.stop());

describe.each(ENGINES)('$engine', ({ launch, client, phoneWidth }) => {
  let proxy: RecordingProxy;
  let page: EnginePage;
  const sizes: Sizes = {
    phone: { width: phoneWidth, height: 844 },
    laptop: { width: 1280, height: 800 },
    desktop: { width: 1440, height: 900 },
  };

  beforeAll(async () => {
    proxy = await startRecordingProxy(UPSTREAM_PORT, client);
    page = await launch(display.display, proxy.origin);
    console.log(`${page.name}: ${page.version}`);
  });
  afterAll(async () => {
    await page?.close();
    await proxy?.close();
  });

  const forget = () => {
    for (const list of [proxy.requests, proxy.problems, proxy.failedResponses]) list.length = 0;
  };
  beforeEach(forget);

  /** What the recorder saw in the pages of this journey, and the failed answers. */
  afterEach(async () => {
    // What the last page still holds back, then what leaving it sends.
    await new Promise((resolve) => setTimeout(resolve, LOAD_FAILURE_DELAY_MS + 200));
    await page.goto('/robots.txt');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...proxy.problems, ...proxy.failedResponses], 'console errors, CSP violations and failed requests').toEqual([]);
  });

  test('the recorder sees what it must report (a CSP violation, an uncaught error)', async () => {
    await page.goto('/faq');
    // A stylesheet the page's policy does not name, and an error nobody catches.
    await page.run(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red }';
      document.head.appendChild(style);
      setTimeout(() => {
        throw new Error('planted');
      });
    });
    await expect
      .poll(() => [...proxy.problems], { timeout: 5_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/^\/faq: CSP violation: style-src/), expect.stringMatching(/^\/faq: uncaught error: .*planted/)]));
    await page.goto('/robots.txt');
    forget();
  });

  for (const journey of JOURNEYS) {
    test(journey.name, () => journey.run(page, sizes, proxy));
  }
});
