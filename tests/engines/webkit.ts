import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Key, WebDriver, type WebElement } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import { describeTarget, findTarget, type EnginePage, type Target } from './engine';
import { callExpression } from './page-script';

const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
/** WebKitGTK's MiniBrowser does not make its window narrower than this. */
export const WEBKIT_MIN_WIDTH = 447;

const KEYS = { Escape: Key.ESCAPE, Tab: Key.TAB, Enter: Key.ENTER } as const;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitForDriver(url: string, driver: ReturnType<typeof spawn>) {
  const started = Date.now();
  while (Date.now() - started < 15_000) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${driver.exitCode}`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('WebKitWebDriver did not answer within 15 s');
}

/**
 * WebKitGTK (Debian's `webkit2gtk-driver`: WebKitWebDriver and its MiniBrowser, Safari's engine)
 * over W3C WebDriver, with Selenium's client. WebKitGTK's driver offers no BiDi, so no console:
 * the recording proxy's in-page recorder reports what went wrong instead.
 */
export async function launchWebKit(display: string, origin: string): Promise<EnginePage> {
  const port = await freePort();
  const process_ = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
  const url = `http://127.0.0.1:${port}`;
  await waitForDriver(url, process_);
  const driver = WebDriver.createSession(new Executor(new HttpClient(url)), { browserName: 'MiniBrowser' });
  const capabilities = await driver.getCapabilities();
  await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 });

  const run = <T>(fn: (...args: never[]) => unknown, args: unknown[]) => driver.executeScript<T>(`return ${callExpression(fn, args)};`);
  const element = async (target: Target): Promise<WebElement> => {
    const el = await run<WebElement | null>(findTarget as never, [target]);
    if (!el) throw new Error(`WebKit: nothing rendered matches ${describeTarget(target)}`);
    // In the middle of the screen: WebDriver's own scrolling puts it at the bottom edge, under
    // the bottom bar on a phone.
    await driver.executeScript('arguments[0].scrollIntoView({ block: "center", inline: "nearest" })', el);
    return el;
  };

  return {
    name: 'WebKit',
    version: `WebKitGTK ${capabilities.getBrowserVersion()}`,
    async goto(path) {
      await driver.get(origin + path);
    },
    async resize(width, height) {
      const window = driver.manage().window();
      await window.setRect({ width: Math.max(width, WEBKIT_MIN_WIDTH), height });
      // The window's frame takes some of it: grow the window by that once.
      const inner = await driver.executeScript<{ width: number; height: number }>('return { width: innerWidth, height: innerHeight }');
      const rect = await window.getRect();
      if (inner.width < width || inner.height < height) {
        await window.setRect({ width: rect.width + Math.max(0, width - inner.width), height: rect.height + Math.max(0, height - inner.height) });
      }
      return driver.executeScript<{ width: number; height: number }>('return { width: innerWidth, height: innerHeight }');
    },
    run: (fn, ...args) => run(fn as never, args),
    evaluate: (expression) => driver.executeScript(`return ${expression};`),
    async click(target) {
      await (await element(target)).click();
    },
    async type(target, text) {
      const el = await element(target);
      await el.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
      await el.sendKeys(text);
    },
    async select(target, value) {
      const el = await element(target);
      const option = await driver.executeScript<WebElement | null>(
        'return Array.from(arguments[0].options).find((o) => o.value === arguments[1]) || null',
        el,
        value,
      );
      if (!option) throw new Error(`WebKit: no option ${value} in ${describeTarget(target)}`);
      await option.click();
    },
    async press(key) {
      await driver.actions().sendKeys(KEYS[key]).perform();
    },
    back: () => driver.navigate().back(),
    reload: () => driver.navigate().refresh(),
    url: () => driver.getCurrentUrl(),
    async close() {
      await driver.quit().catch(() => undefined);
      process_.kill();
    },
  };
}
