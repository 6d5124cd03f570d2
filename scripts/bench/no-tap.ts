/**
 * What a phone fetches before anyone touches it: each page opened as the interactions phase's phone
 * and left alone for 5 s; every script requested in that time, each address once, sized as
 * first-load JS is. One page of each kind (`pageKinds`), several at once in one Chromium, a page
 * that had not settled measured again with fewer at once (docs/performance.md, "Scripts fetched
 * without a tap").
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../browser';
import type { BenchPage } from './pages';
import { openPhonePage } from './phone-page';
import { gzipSize, jsFiles } from './sizes';

/** How long a page is left alone after its navigation is asked for. */
export const NO_TAP_WINDOW_MS = 5_000;
/**
 * The phone's CPU at full speed, not slowed as in the interactions phase: what a page fetches
 * unasked comes at idle or as an island nears the screen, so a faster CPU fetches the same files,
 * only sooner: within the window, never fewer. Slowed 4x, pages crowded each other out of it.
 */
const CPU_SLOWDOWN = 1;

/** A script request seen in the window, ms after the navigation was asked for. */
export interface ScriptRequest {
  url: string;
  atMs: number;
}

export interface NoTapFile extends ScriptRequest {
  gzip: number;
}

/** A page to measure, and the pages of its kind judged by its figure. */
export interface NoTapPlan {
  page: BenchPage;
  alike: BenchPage[];
}

export interface NoTapResult extends NoTapPlan {
  /** Each distinct script, in the order first requested. */
  files: NoTapFile[];
  /** Their sizes summed, gzip level 9. */
  gzip: number;
  /** The load event, ms after the navigation was asked for (null: not within the window). */
  loadMs: number | null;
  /**
   * When the page had done what it does unasked (`settledAt`), ms after the navigation was asked
   * for; null: not within the window, and the figure may leave out what it would have fetched next.
   */
  settledMs: number | null;
  /** How many pages were open at once in the pass this figure comes from. */
  workers: number;
  error?: string;
}

/**
 * One page of each kind: the same template and deferred islands in the HTML, in any locale (the
 * browser code is the same file in every locale: texts come in the page, not in scripts). The
 * kind's page is a key page where it has one, else its first page in `pages` order.
 */
export function pageKinds(pages: readonly { page: BenchPage; islands: readonly string[] }[], keyPaths: readonly string[] = []): NoTapPlan[] {
  const kinds = new Map<string, BenchPage[]>();
  for (const { page, islands } of pages) {
    const kind = `${page.template} ${islands.join('+')}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), page]);
  }
  return [...kinds.values()].map((members) => {
    const page = members.find((p) => keyPaths.includes(p.path)) ?? members[0]!;
    return { page, alike: members.filter((p) => p !== page) };
  });
}

/**
 * The distinct scripts requested within the window, each at its first request, in that order.
 * Requests at or after `windowMs` are not counted.
 */
export function distinctScripts(requests: readonly ScriptRequest[], windowMs = NO_TAP_WINDOW_MS): ScriptRequest[] {
  const first = new Map<string, ScriptRequest>();
  for (const r of [...requests].sort((a, b) => a.atMs - b.atMs)) {
    if (r.atMs >= windowMs || first.has(r.url)) continue;
    first.set(r.url, r);
  }
  return [...first.values()];
}

/** The page's files with their sizes, and their sum: its figure. */
export function noTapFigure(
  requests: readonly ScriptRequest[],
  sizeOf: (url: string) => number,
  windowMs = NO_TAP_WINDOW_MS,
): { files: NoTapFile[]; gzip: number } {
  const files = distinctScripts(requests, windowMs).map((r) => ({ ...r, gzip: sizeOf(r.url) }));
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/** How long the page's main thread must have been idle without a break to count as settled. */
export const QUIET_MS = 1_000;
/**
 * The longest time between two idle periods that still counts as idle throughout: an idle period
 * lasts up to 50 ms, and a short task (a frame, a timer) between two does not break it; a long
 * task, hydration (sliced, but the next slice is always queued) or a module's evaluation does.
 */
export const IDLE_GAP_MS = 150;

/**
 * When the page had done what it does unasked: the start of the first `QUIET_MS` stretch of
 * idleness (idle periods no more than `IDLE_GAP_MS` apart) after its load event and after the last
 * of its scripts arrived. Through such a stretch no task waited, every idle callback the page had
 * asked for ran, and nothing was on its way. Two idle periods would not do: the main thread is idle
 * while a module is compiled off it, between its arrival and its evaluation, and while React waits
 * for the payload. Null when no such stretch ended within the window: no load event (`loadMs`
 * null), a script that had not arrived (null in `arrivals`), or no long enough idleness; the page
 * might then have fetched more. All times in ms after the navigation was asked for.
 */
export function settledAt(loadMs: number | null, arrivals: readonly (number | null)[], idle: readonly number[], windowMs = NO_TAP_WINDOW_MS): number | null {
  const within = (t: number | null): t is number => t !== null && t <= windowMs;
  if (!within(loadMs) || !arrivals.every(within)) return null;
  const after = Math.max(loadMs, ...(arrivals as number[]));
  const quiet = idle.filter((t) => t > after && t <= windowMs).sort((a, b) => a - b);
  let start = 0;
  for (let i = 1; i < quiet.length; i++) {
    if (quiet[i]! - quiet[i - 1]! > IDLE_GAP_MS) start = i;
    else if (quiet[i]! - quiet[start]! >= QUIET_MS) return Math.round(quiet[start]!);
  }
  return null;
}

/**
 * The figure kept for a page measured again: the later run's, unless it failed or counted less than
 * an earlier run that did not fail (the site is the same: less means the later run missed a file).
 */
export function keptRun(earlier: NoTapResult, again: NoTapResult): NoTapResult {
  if (earlier.error) return again;
  if (again.error || again.gzip < earlier.gzip) return earlier;
  return again;
}

/** How many times a page is measured at most (it is measured again only while it had company). */
export const MAX_TRIES = 5;
/** One more at once after this many times as many settled runs in a row as there are at once. */
const RAISE_AFTER = 3;

/**
 * `items` through `run`, up to `most` at once, the results in the items' order: as many at once as
 * the machine lets settle. A run that is not `done` halves the number at once (once for all the runs
 * that were going when it was cut: they met the same crowd), and its item is run again later,
 * unless it ran alone (nothing would change) or has had `MAX_TRIES` runs; its runs are merged by
 * `keep`. After `RAISE_AFTER` times as many `done` runs in a row as there are at once, one more may
 * go: slowly, as a run that does not settle costs a whole window. Starts are `spacingMs(at once)`
 * apart, so that the pages' busiest moments (their first second or two) do not coincide. `run` is
 * told how many may be at once as it starts.
 */
export async function inAdaptivePool<T, R>(
  items: readonly T[],
  most: number,
  run: (item: T, atOnce: number) => Promise<R>,
  done: (result: R) => boolean,
  keep: (earlier: R, again: R) => R,
  spacingMs: (atOnce: number) => number = () => 0,
): Promise<R[]> {
  const results: (R | undefined)[] = new Array<R | undefined>(items.length);
  const tries = new Array<number>(items.length).fill(0);
  const queue = items.map((_, i) => i);
  const going = new Set<{ seq: number; peak: number }>();
  let atOnce = Math.max(1, Math.floor(most));
  let streak = 0;
  let starts = 0;
  /** Runs started before the last cut (sequence numbers below it) do not cut again. */
  let cutBefore = 0;
  let lastStart = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<R[]>((resolve, reject) => {
    const pump = () => {
      if (!queue.length && !going.size) return resolve(results as R[]);
      while (queue.length && going.size < atOnce) {
        const wait = lastStart + spacingMs(atOnce) - Date.now();
        if (wait > 0) {
          timer ??= setTimeout(() => {
            timer = undefined;
            pump();
          }, wait);
          return;
        }
        const i = queue.shift()!;
        const entry = { seq: starts++, peak: 0 };
        going.add(entry);
        for (const g of going) g.peak = Math.max(g.peak, going.size);
        lastStart = Date.now();
        tries[i]!++;
        run(items[i]!, atOnce).then((result) => {
          going.delete(entry);
          results[i] = results[i] === undefined ? result : keep(results[i]!, result);
          if (done(result)) {
            if (++streak >= RAISE_AFTER * atOnce) {
              atOnce = Math.min(Math.max(1, Math.floor(most)), atOnce + 1);
              streak = 0;
            }
          } else {
            if (entry.seq >= cutBefore) {
              atOnce = Math.max(1, Math.floor(atOnce / 2));
              cutBefore = starts;
            }
            streak = 0;
            if (!done(results[i]!) && entry.peak > 1 && tries[i]! < MAX_TRIES) queue.push(i);
          }
          pump();
        }, reject);
      }
    };
    pump();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Notes each idle period from the first script on (init scripts are not subject to the page's CSP):
 * an idle callback that asks for the next one. The page's own idle callbacks, asked for earlier,
 * run before it in the same period or in an earlier one.
 */
const IDLE_PROBE = `(() => {
  const seen = (window.__benchIdle = []);
  if (!('requestIdleCallback' in window)) return;
  const probe = () => {
    seen.push(performance.now());
    if (seen.length < 5000) requestIdleCallback(probe);
  };
  requestIdleCallback(probe);
})();`;

/** How long to wait for this process to hear of each request the page says it made. */
const HEAR_MS = 2_000;

/** One page, left alone for the window: its script requests, its load event, when it settled. */
async function watchPage(browser: Browser, url: string): Promise<{ requests: ScriptRequest[]; loadMs: number | null; settledMs: number | null }> {
  const { context, page } = await openPhonePage(browser, CPU_SLOWDOWN);
  try {
    await page.addInitScript(IDLE_PROBE);
    // Every address the page requested: its resource type, and when this process heard of it.
    const heard = new Map<string, { type: string; atMs: number }>();
    let started = 0;
    page.on('request', (request) => {
      if (!heard.has(request.url())) heard.set(request.url(), { type: request.resourceType(), atMs: Date.now() - started });
    });
    started = Date.now();
    // Only the navigation's answer is awaited: the page is then left to itself, nothing is done in it.
    const response = await page.goto(url, { waitUntil: 'commit', timeout: NO_TAP_WINDOW_MS });
    if (response?.status() !== 200) throw new Error(`status ${response?.status()}`);
    await sleep(started + NO_TAP_WINDOW_MS - Date.now());
    // What the page itself says, in its clock (0: its navigation's start), moved to this one's
    // (both read the system's clock): its load event, each resource's request and arrival (Resource
    // Timing), its idle periods. What came after the window is left out below.
    const seen = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return {
        origin: performance.timeOrigin,
        loadEnd: nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : null,
        resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
          url: e.name,
          start: e.startTime,
          end: e.responseEnd,
        })),
        idle: (window as unknown as { __benchIdle?: number[] }).__benchIdle ?? [],
      };
    });
    // A request reaches this process a little after the page made it, later on a busy machine.
    const deadline = Date.now() + HEAR_MS;
    while (seen.resources.some((r) => !heard.has(r.url)) && Date.now() < deadline) await sleep(50);
    const ours = (t: number) => Math.round(t + seen.origin - started);
    const timing = new Map(seen.resources.map((r) => [r.url, r]));
    // When each script was requested: as the page timed it, or (still on its way) as heard here.
    const requests = distinctScripts(
      [...heard].filter(([, h]) => h.type === 'script').map(([u, h]) => ({ url: u, atMs: timing.has(u) ? ours(timing.get(u)!.start) : h.atMs })),
    );
    const arrivals = requests.map((r) => {
      const end = timing.get(r.url)?.end ?? 0;
      return end > 0 ? ours(end) : null;
    });
    const loadMs = seen.loadEnd === null ? null : ours(seen.loadEnd);
    return {
      requests,
      loadMs: loadMs !== null && loadMs <= NO_TAP_WINDOW_MS ? loadMs : null,
      settledMs: settledAt(loadMs, arrivals, seen.idle.map(ours)),
    };
  } finally {
    await context.close();
  }
}

let running: Browser | null = null;
/** For Ctrl-C: closes the browser of a run in progress. */
export async function closeNoTapBrowser() {
  await running?.close().catch(() => {});
  running = null;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const summary = (r: NoTapResult) =>
  r.error
    ? `ERROR ${r.error}`
    : `${r.files.length} scripts, ${kib(r.gzip)} gzip, load ${r.loadMs ?? '-'} ms, ` +
      `${r.settledMs === null ? 'NOT settled' : `settled ${r.settledMs} ms`} (${r.workers} at once)`;

/** Each planned page, up to `workers` at once, fewer while pages do not settle (`inAdaptivePool`). */
export async function measureNoTap(origin: string, plan: NoTapPlan[], workers: number): Promise<NoTapResult[]> {
  running = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const browser = running;
  const fetchJs = jsFiles();
  const measure = async ({ page, alike }: NoTapPlan, width: number): Promise<NoTapResult> => {
    let result: NoTapResult;
    try {
      const { requests, loadMs, settledMs } = await watchPage(browser, origin + page.path);
      const sizes = new Map<string, number>();
      for (const r of requests) sizes.set(r.url, gzipSize(await fetchJs(r.url)));
      result = { page, alike, ...noTapFigure(requests, (u) => sizes.get(u)!), loadMs, settledMs, workers: width };
    } catch (error) {
      const message = String((error as Error).message ?? error).split('\n')[0]!;
      result = { page, alike, files: [], gzip: 0, loadMs: null, settledMs: null, workers: width, error: message };
    }
    console.log(`no-tap ${page.path.padEnd(44)} ${summary(result)}`);
    return result;
  };
  try {
    return await inAdaptivePool(
      plan,
      workers,
      measure,
      (r) => !r.error && r.settledMs !== null,
      keptRun,
      (width) => NO_TAP_WINDOW_MS / width,
    );
  } finally {
    await closeNoTapBrowser();
  }
}
