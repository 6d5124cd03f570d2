import { execFileSync } from 'node:child_process';
import puppeteer, { type ElementHandle, type KeyInput } from 'puppeteer-core';
import { describeTarget, findTarget, type EnginePage, type Target } from './engine';
import { callExpression } from './page-script';

const FIREFOX = '/usr/bin/firefox-esr';

/**
 * Firefox ESR (Debian's `firefox-esr`) over WebDriver BiDi, with Puppeteer as the client: Firefox
 * speaks BiDi itself, so no geckodriver is needed. In a real window on the virtual screen: headless
 * Firefox sends no focus events, which the popups' focus handling relies on.
 */
export async function launchFirefox(display: string, origin: string): Promise<EnginePage> {
  const version = execFileSync(FIREFOX, ['--version'], { encoding: 'utf8', env: { ...process.env, DISPLAY: display } }).trim();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: false,
    env: { ...process.env, DISPLAY: display },
    extraPrefsFirefox: {
      // Nothing of its own goes out: this machine has no network.
      'network.captive-portal-service.enabled': false,
      'browser.safebrowsing.update.enabled': false,
      // No back/forward cache: Puppeteer over BiDi loses a page Firefox restores from it (its URL
      // stays the old one and the next navigation waits forever), seen with Firefox ESR 153. Back
      // then loads the page afresh, which the journeys' checks hold to as well.
      'browser.sessionhistory.max_total_viewers': 0,
      'fission.bfcacheInParent': false,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  page.setDefaultTimeout(30_000);

  const element = async (target: Target): Promise<ElementHandle<Element>> => {
    const handle = (await page.evaluateHandle(callExpression(findTarget, [target]))).asElement() as ElementHandle<Element> | null;
    if (!handle) throw new Error(`Firefox: nothing rendered matches ${describeTarget(target)}`);
    // In the middle of the screen, clear of the fixed header and the bottom bar.
    await handle.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
    return handle;
  };

  return {
    name: 'Firefox',
    version,
    async goto(path) {
      await page.goto(origin + path, { waitUntil: 'load' });
    },
    async resize(width, height) {
      await page.setViewport({ width, height });
      return page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
    },
    run: (fn, ...args) => page.evaluate(callExpression(fn as never, args)) as never,
    evaluate: (expression) => page.evaluate(expression) as never,
    async click(target) {
      await (await element(target)).click();
    },
    async type(target, text) {
      const handle = await element(target);
      await handle.focus();
      await handle.evaluate((el) => (el as HTMLInputElement).select());
      await page.keyboard.press('Backspace');
      await handle.type(text);
    },
    async select(target, value) {
      const handle = await element(target);
      await handle.select(value);
    },
    press: (key) => page.keyboard.press(key as KeyInput),
    // As the visitor's Back button: the page may come from the back/forward cache, with no load
    // event to wait for (Puppeteer's goBack would wait for one); the journey waits for what it expects.
    async back() {
      await page.evaluate(() => history.back());
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    url: async () => page.url(),
    close: () => browser.close(),
  };
}
