/**
 * Finds the browsers the scripts and tests drive. Chromium: $CHROMIUM_PATH or Debian's packages (Playwright's
 * own download does not work on these machines). The browser (`chromium`) for Lighthouse and the
 * images, what visitors run; its headless shell for the browser tests, about half the time
 * (docs/architecture.md, "Tests"; docs/decisions.md). Firefox ESR and WebKitGTK for the smoke in
 * the other engines, also from Debian's packages (ensureOtherEngines).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const HEADLESS_SHELLS = ['/usr/bin/chromium-headless-shell'];

const fromEnv = (): string | undefined => {
  const path = process.env.CHROMIUM_PATH;
  return path && existsSync(path) ? path : undefined;
};

/** The browser a visitor runs: $CHROMIUM_PATH or the system's Chromium. */
export function findChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return fromEnv();
  return BROWSERS.find((path) => existsSync(path));
}

/** What the browser tests drive: $CHROMIUM_PATH, else the headless shell, else the browser. */
export function findTestBrowser(): string | undefined {
  if (process.env.CHROMIUM_PATH) return fromEnv();
  return HEADLESS_SHELLS.find((path) => existsSync(path)) ?? findChromium();
}

/** Flags Chromium needs here: headless, as root, with no network of its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** True when fontconfig knows a font with Chinese glyphs (what a visitor's phone always has). */
function hasChineseFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=zh-hk', 'family'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '';
  } catch {
    return false;
  }
}

/**
 * Installs those of `packages` whose binary is missing, and the CJK fonts when fontconfig has none,
 * when this is a Debian machine where we are root. The fonts matter beyond screenshots: without a
 * font for a character, Chromium searches for a fallback on every layout, and the first layouts of
 * a page took 700 ms each on a 4x-throttled CPU, which Lighthouse counted as blocking time.
 */
function installMissing(packages: { name: string; present: boolean }[]) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const canInstall = isRoot && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  const missing = [...packages.filter((p) => !p.present).map((p) => p.name), ...(hasChineseFont() ? [] : ['fonts-noto-cjk'])];
  if (missing.length && canInstall) {
    console.log(`Installing Debian packages: ${missing.join(', ')}...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
    } catch (error) {
      // Without Chromium nothing can run (the callers' errors say so); without the fonts the tests
      // still can, with the warning.
      console.warn(`Installing ${missing.join(', ')} failed: ${(error as Error).message}`);
    }
  }
  if (!hasChineseFont()) {
    console.warn('No Chinese font found (fc-list :lang=zh-hk): Chinese pages render as boxes, and layout timings are inflated.');
  }
}

const notFound = (what: string, pkg: string) =>
  new Error(
    `No ${what} found. Install one (Debian/Ubuntu: \`sudo apt-get install ${pkg}\`) ` +
      'or point the scripts at a Chromium with CHROMIUM_PATH=/path/to/chromium.',
  );

let ensuredBrowser: string | undefined;
let ensuredTestBrowser: string | undefined;

/** The browser (for Lighthouse), installing Debian's `chromium` and the fonts where it can. */
export function ensureChromium(): string {
  if (ensuredBrowser) return ensuredBrowser;
  installMissing([{ name: 'chromium', present: Boolean(process.env.CHROMIUM_PATH || findChromium()) }]);
  ensuredBrowser = findChromium();
  if (ensuredBrowser) return ensuredBrowser;
  throw notFound('Chromium', 'chromium');
}

/**
 * What the browser tests drive, installing Debian's `chromium-headless-shell` and the fonts where
 * it can; the full browser when the shell cannot be had.
 */
export function ensureTestBrowser(): string {
  if (ensuredTestBrowser) return ensuredTestBrowser;
  const shell = HEADLESS_SHELLS.some((path) => existsSync(path));
  installMissing([{ name: 'chromium-headless-shell', present: Boolean(process.env.CHROMIUM_PATH) || shell }]);
  ensuredTestBrowser = findTestBrowser();
  if (ensuredTestBrowser) return ensuredTestBrowser;
  throw notFound('Chromium for the browser tests', 'chromium-headless-shell');
}

/** The other engines' smoke (tests/engines/): Debian's packages and the binary each puts in place. */
const OTHER_ENGINES = [
  { name: 'firefox-esr', binary: '/usr/bin/firefox-esr' },
  { name: 'webkit2gtk-driver', binary: '/usr/bin/WebKitWebDriver' },
  // Their windows' screen: headless Firefox gets no focus events, and MiniBrowser has no headless mode.
  { name: 'xvfb', binary: '/usr/bin/Xvfb' },
];

/**
 * Firefox ESR, WebKitGTK's WebDriver and Xvfb for the cross-engine smoke, installed from Debian's
 * packages where it can, as Chromium is. Throws, naming the packages, when one is still missing.
 */
export function ensureOtherEngines(): void {
  installMissing(OTHER_ENGINES.map((e) => ({ name: e.name, present: existsSync(e.binary) })));
  const missing = OTHER_ENGINES.filter((e) => !existsSync(e.binary));
  if (missing.length) {
    throw new Error(
      `The cross-engine smoke needs ${missing.map((e) => e.binary).join(', ')}: \`sudo apt-get install ${missing.map((e) => e.name).join(' ')}\``,
    );
  }
}
