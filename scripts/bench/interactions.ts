/**
 * Interactions on the served build in Chromium as a phone (./phone-page.ts), the CPU slowed to the
 * reference phone's speed (./calibration.ts), latency read from Event Timing as INP reads it
 * (./inp.ts). Each scenario loads a fresh context, acts right after the load event, closes the
 * thing and does it again; a tap that does nothing before hydration is tapped again after 3 s
 * (docs/performance.md, "Interactions on the reference phone").
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../browser';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { cpuSlowdownFor } from './calibration';
import { groupInteractions, latencies, type EventEntry } from './inp';
import { openPhonePage } from './phone-page';

export interface InteractionResult {
  scenario: string;
  page: string;
  /** Latency of each interaction of the first round (right after load), ms. */
  first: number[];
  /** The same, done again once the first round is over. */
  repeat: number[];
  /** Event names of the slowest interaction (e.g. "pointerdown+pointerup+click"). */
  slowest: string;
  /** Taps and keys of the first round beyond the ones the scenario needs (a tap that did nothing). */
  lostTaps: number;
  /** The round in which a tap loaded a new page instead of acting in this one (before hydration). */
  reloaded: 'first' | 'repeat' | null;
  /** The CPU slowdown the scenario ran with, from the machine's benchmark right before it. */
  cpuSlowdown: number;
  error?: string;
}

interface Scenario {
  name: string;
  paths: string[];
  /** Taps and keys it takes when each does what it should. */
  needs: (round: 'first' | 'repeat') => number;
  /** Does the thing; resolves once its effect shows. Returns how many taps and keys it took. */
  act(page: Page, round: 'first' | 'repeat'): Promise<number>;
  /** Puts the page back for the repeat (its interactions are not counted). */
  reset(page: Page): Promise<void>;
}

const EFFECT_TIMEOUT_MS = 10_000;
const KEY_DELAY_MS = 120;
/** How long a visitor waits for a tap to do something before tapping again. */
const TAP_AGAIN_MS = 3_000;
const MAX_TAPS = 4;

/**
 * Taps `target` until `effect` shows, as a visitor would: a tap before the page's scripts have
 * hydrated it can do nothing. Returns the taps it took (each is an interaction, measured too).
 */
async function tapUntil(page: Page, target: string, effect: string): Promise<number> {
  for (let taps = 1; ; taps++) {
    await page.locator(target).click({ timeout: EFFECT_TIMEOUT_MS });
    try {
      await page.locator(effect).waitFor({ state: 'visible', timeout: taps < MAX_TAPS ? TAP_AGAIN_MS : EFFECT_TIMEOUT_MS });
      return taps;
    } catch {
      if (taps >= MAX_TAPS) throw new Error(`${taps} taps on ${target} did not show ${effect}`);
    }
  }
}

const digitsFor = (round: 'first' | 'repeat') => (round === 'first' ? '50000' : '120000');

const SCENARIOS: Scenario[] = [
  {
    name: 'open the mobile menu',
    paths: ['/', '/loan/n-loan', '/contactus', '/en', '/en/loan/n-loan', '/en/contactus'],
    needs: () => 1,
    act: (page) => tapUntil(page, 'header .menu-button', '#mobile-panel-2'),
    reset: async (page) => {
      await page.keyboard.press('Escape');
      await page.locator('#mobile-panel-2').waitFor({ state: 'hidden', timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    name: 'open the lead popup (apply)',
    paths: ['/', '/loan/n-loan', '/contactus', '/en', '/en/loan/n-loan', '/en/contactus'],
    needs: () => 1,
    act: (page) => tapUntil(page, 'nav.bottom-bar a[data-apply-button]', 'dialog.lead-popup form[data-lead-form]'),
    reset: async (page) => {
      await page.keyboard.press('Escape');
      await page.locator('dialog.lead-popup').waitFor({ state: 'hidden', timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    name: 'type an amount in the calculator',
    paths: ['/loan/n-loan', '/en/loan/n-loan'],
    // The tap, Control and A (one interaction each), then one per digit.
    needs: (round) => 3 + digitsFor(round).length,
    act: async (page, round) => {
      const amount = page.locator('.calc .calc-field__input').first();
      // A tap into the box, the old amount selected, then the new one key by key.
      await amount.click({ timeout: EFFECT_TIMEOUT_MS });
      await page.keyboard.press('ControlOrMeta+A');
      const digits = digitsFor(round);
      await page.keyboard.type(digits, { delay: KEY_DELAY_MS });
      await page.waitForFunction(
        ([selector, typed]) => (document.querySelector<HTMLInputElement>(selector!)?.value ?? '').replace(/\D/g, '') === typed,
        ['.calc .calc-field__input', digits] as const,
        { timeout: EFFECT_TIMEOUT_MS },
      );
      return 3 + digits.length;
    },
    reset: async () => {},
  },
];

/** Collects Event Timing entries from the first script on (CSP does not apply to init scripts). */
const OBSERVE = `(() => {
  const seen = (window.__benchEvents = []);
  const keep = (list) => {
    for (const e of list.getEntries()) seen.push({ name: e.name, interactionId: e.interactionId || 0, duration: e.duration, startTime: e.startTime });
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
})();`;

/** The entries so far, emptied: an entry arrives after the frame it waited for was painted. */
async function takeEntries(page: Page): Promise<EventEntry[]> {
  // Two frames and a little more: the last interaction's entry is dispatched after its paint.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
  return page.evaluate(() => {
    const w = window as unknown as { __benchEvents: EventEntry[] };
    return w.__benchEvents.splice(0);
  });
}

/**
 * Lighthouse's machine benchmark (its `benchmarkIndex`, a 1 s loop) in a blank page of its own,
 * unthrottled: the host's speed right now, beside whatever else it is doing.
 */
async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  } finally {
    await page.close();
  }
}

async function measure(browser: Browser, origin: string, scenario: Scenario, path: string, cpuSlowdown: number): Promise<InteractionResult> {
  const { context, page } = await openPhonePage(browser, cpuSlowdown);
  try {
    await page.addInitScript(OBSERVE);
    await page.goto(origin + path, { waitUntil: 'load' });
    // A tap on a link before hydration (the apply button is `<a href="?form=1">`) loads a new
    // page: what it shows then is not an in-page interaction, and the Event Timing entries are gone.
    let loads = 0;
    page.on('load', () => loads++);
    const firstCount = await scenario.act(page, 'first');
    const reloadedFirst = loads > 0;
    const firstEntries = groupInteractions(await takeEntries(page));
    await scenario.reset(page);
    // The page settles as it would while a visitor looks at it, then the same again.
    await page.waitForTimeout(1_000);
    await takeEntries(page);
    const repeatCount = await scenario.act(page, 'repeat');
    const repeatEntries = groupInteractions(await takeEntries(page));
    const reloaded = loads > 0 ? (reloadedFirst ? 'first' : 'repeat') : null;
    const slowest = [...firstEntries, ...repeatEntries].sort((a, b) => b.durationMs - a.durationMs)[0];
    if (new URL(page.url()).pathname !== new URL(origin + path).pathname) throw new Error(`the page navigated to ${page.url()}`);
    return {
      scenario: scenario.name,
      page: path,
      first: latencies(firstEntries, firstCount),
      repeat: latencies(repeatEntries, repeatCount),
      slowest: slowest?.events ?? '',
      lostTaps: firstCount - scenario.needs('first') + repeatCount - scenario.needs('repeat'),
      reloaded,
      cpuSlowdown,
    };
  } finally {
    await context.close();
  }
}

/** The error's first line, and what covered the element when a click could not land. */
function errorLine(error: unknown): string {
  const lines = String((error as Error).message ?? error).split('\n');
  const covering = lines.find((line) => line.includes('intercepts pointer events'));
  return [lines[0], covering?.trim()].filter(Boolean).join(': ').slice(0, 300);
}

let running: Browser | null = null;
/** For Ctrl-C: closes the browser of a run in progress. */
export async function closeInteractionsBrowser() {
  await running?.close().catch(() => {});
  running = null;
}

export async function runInteractions(origin: string, only?: (path: string) => boolean): Promise<InteractionResult[]> {
  running = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const results: InteractionResult[] = [];
  try {
    for (const scenario of SCENARIOS) {
      for (const path of scenario.paths.filter((p) => !only || only(p))) {
        let result: InteractionResult;
        const cpuSlowdown = cpuSlowdownFor(await benchmarkIndex(running));
        try {
          result = await measure(running, origin, scenario, path, cpuSlowdown);
        } catch (error) {
          result = {
            scenario: scenario.name,
            page: path,
            first: [],
            repeat: [],
            slowest: '',
            lostTaps: 0,
            reloaded: null,
            cpuSlowdown,
            error: errorLine(error),
          };
        }
        results.push(result);
        const all = [...result.first, ...result.repeat];
        console.log(
          `interactions ${scenario.name.padEnd(34)} ${path.padEnd(18)} ${cpuSlowdown.toFixed(2)}x ` +
            (result.error
              ? `ERROR ${result.error}`
              : `first ${result.first.join(' ')} | repeat ${result.repeat.join(' ')} ms (worst ${Math.max(...all)})${result.lostTaps ? `, ${result.lostTaps} tap(s) did nothing` : ''}${result.reloaded ? `, the ${result.reloaded} round loaded a new page` : ''}`),
        );
      }
    }
  } finally {
    await closeInteractionsBrowser();
  }
  return results;
}
