/**
 * Finds the Chromium the browser tests drive. Playwright's own browser download does not work on
 * these machines, so the tests use a system Chromium: $CHROMIUM_PATH, or Debian's package.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
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

let ensured: string | undefined;

/**
 * Returns a Chromium path, installing Debian's `chromium` and CJK fonts when they are missing and
 * this is a Debian machine where we are root. The fonts matter beyond screenshots: without a font
 * for a character, Chromium searches for a fallback on every layout, and the first layouts of a
 * page took 700 ms each on a 4x-throttled CPU, which Lighthouse counted as blocking time.
 */
export function ensureChromium(): string {
  if (ensured) return ensured;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const canInstall = isRoot && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  const missing = [...(findChromium() ? [] : ['chromium']), ...(hasChineseFont() ? [] : ['fonts-noto-cjk'])];
  if (missing.length && canInstall) {
    console.log(`Installing Debian packages: ${missing.join(', ')}...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
    } catch (error) {
      // Without Chromium nothing can run (the error below says so); without the fonts the tests
      // still can, with the warning.
      console.warn(`Installing ${missing.join(', ')} failed: ${(error as Error).message}`);
    }
  }
  if (!hasChineseFont()) {
    console.warn('No Chinese font found (fc-list :lang=zh-hk): Chinese pages render as boxes, and layout timings are inflated.');
  }
  ensured = findChromium();
  if (ensured) return ensured;
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or point the tests at one with CHROMIUM_PATH=/path/to/chromium.',
  );
}
