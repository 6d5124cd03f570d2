/**
 * Text that never collides, on every page in every locale (and the not-found pages) at 320, 390,
 * 768 and 1280 px, in Chromium and in Firefox ESR (whose form controls size themselves otherwise):
 * no visible text overlaps another, none is cut off, no figure breaks, no page scrolls sideways.
 * The check itself is the browser tests' (tests/e2e/text-layout.ts), which run it on one page per
 * page kind and locale at phone widths; the cross-engine smoke runs it on its pages in WebKit too.
 */
import { chromium } from '@playwright/test';
import { publishedPages } from '../../src/shared/routes/availability';
import { TEXT_LAYOUT_SCRIPT } from '../../tests/e2e/text-layout';
import { startDisplay } from '../../tests/engines/display';
import { waitUntil } from '../../tests/engines/engine';
import { launchFirefox } from '../../tests/engines/firefox';
import { CHROMIUM_ARGS, ensureOtherEngines, ensureTestBrowser } from '../browser';

export const LAYOUT_WIDTHS = [320, 390, 768, 1280];

export interface LayoutReport {
  pages: number;
  /** "problem" -> the pages and widths it was found on. */
  problems: Map<string, string[]>;
}

const auditedPaths = () => [...publishedPages().map((p) => p.path), '/no-such-page', '/en/no-such-page', '/zh-CN/no-such-page'];

export async function checkLayout(origin: string): Promise<LayoutReport> {
  const chromium = await checkInChromium(origin);
  const firefox = await checkInFirefox(origin);
  for (const [problem, where] of firefox) chromium.problems.set(problem, [...(chromium.problems.get(problem) ?? []), ...where]);
  return chromium;
}

async function checkInChromium(origin: string): Promise<LayoutReport> {
  const paths = auditedPaths();
  const browser = await chromium.launch({ executablePath: ensureTestBrowser(), args: CHROMIUM_ARGS });
  const problems = new Map<string, string[]>();
  try {
    for (const width of LAYOUT_WIDTHS) {
      // A phone's screen below the desktop breakpoint, as the browser tests' phone project.
      const phone = width < 822;
      const context = await browser.newContext({ viewport: { width, height: phone ? 800 : 900 }, isMobile: phone, hasTouch: phone });
      await context.route('https://member.example.com/**', (route) => route.fulfill({ body: '' }));
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(origin + path);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        for (const problem of await page.evaluate<string[]>(TEXT_LAYOUT_SCRIPT)) {
          problems.set(problem, [...(problems.get(problem) ?? []), `${path} at ${width}px`]);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { pages: paths.length, problems };
}

/** The same check in Firefox ESR over WebDriver BiDi, in a window on a virtual screen. */
async function checkInFirefox(origin: string): Promise<Map<string, string[]>> {
  ensureOtherEngines();
  const display = await startDisplay();
  const problems = new Map<string, string[]>();
  try {
    const page = await launchFirefox(display.display, origin);
    try {
      for (const width of LAYOUT_WIDTHS) {
        await page.resize(width, width < 822 ? 800 : 900);
        for (const path of auditedPaths()) {
          await page.goto(path);
          await waitUntil(page, () => document.documentElement.hasAttribute('data-hydrated'));
          for (const problem of await page.evaluate<string[]>(TEXT_LAYOUT_SCRIPT)) {
            problems.set(problem, [...(problems.get(problem) ?? []), `${path} at ${width}px in Firefox`]);
          }
        }
      }
    } finally {
      await page.close();
    }
  } finally {
    display.stop();
  }
  return problems;
}
