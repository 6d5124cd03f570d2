/**
 * Lighthouse's CPU slowdown calibrated to how fast this machine is at the moment of each run
 * (docs/performance.md, "The CPU slowdown, calibrated"). Lantern multiplies every task it observed
 * by `cpuSlowdownMultiplier`; with a fixed 4x, a host that other work slows twofold is simulated as
 * a phone twice as slow as the budgets mean. Here the slowdown is the host's `benchmarkIndex`
 * (Lighthouse's own CPU benchmark, measured in the run's Chromium right before the page loads)
 * over the reference phone's, as Lighthouse's CPU slowdown calculator and Chromium's calibration
 * derive it (docs/throttling.md, "Calibrating the CPU slowdown"): a host half as fast gets half the
 * slowdown, and the simulated phone stays the same.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The phone the budgets were set for: Lighthouse's default 4x on this benchmark machine when quiet
 * (benchmarkIndex 2200-2450, 4x of 2300). It sits in the middle of Lighthouse's "mid-tier mobile"
 * bracket (125-800). Lighthouse's calculator reads its 4x on a 1533 desktop, a phone of 383: on this
 * machine 6x, every simulated task half as long again as when the budgets were set; choosing that
 * phone is a change of budgets (`--cpu-reference 383`), not of method.
 */
export const REFERENCE_PHONE_INDEX = 575;

/**
 * Below this a reading is taken as a machine too busy to measure on, not as a slowdown: at most a
 * fourfold correction downwards (a host four times slower than the phone).
 */
const MIN_SLOWDOWN = 0.25;

/**
 * The slowdown that makes a host with this `benchmarkIndex` the phone with `phoneIndex`. A host
 * slower than the phone (other work on it) gets less than 1x: Lantern then shortens the tasks the
 * load stretched, as it lengthens them on a fast host. Two decimals, as recorded.
 */
export function cpuSlowdownFor(benchmarkIndex: number, phoneIndex = REFERENCE_PHONE_INDEX): number {
  if (!Number.isFinite(benchmarkIndex) || !(benchmarkIndex > 0) || !(phoneIndex > 0)) throw new Error(`No CPU slowdown for benchmarkIndex ${benchmarkIndex}`);
  return Math.round(Math.max(MIN_SLOWDOWN, benchmarkIndex / phoneIndex) * 100) / 100;
}

interface Target {
  id: string;
  webSocketDebuggerUrl: string;
}

/**
 * Lighthouse's benchmark (`computeBenchmarkIndex`: a second of string building and array copying)
 * in a blank tab of the Chromium on `port`, over the DevTools protocol; the tab is closed after.
 */
export async function measureBenchmarkIndex(port: number): Promise<number> {
  const base = `http://127.0.0.1:${port}/json`;
  const target = (await (await fetch(`${base}/new?about:blank`, { method: 'PUT' })).json()) as Target;
  try {
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    try {
      const reply = new Promise<{ result?: { result?: { value?: unknown } }; error?: { message: string } }>((resolve) => {
        socket.addEventListener('message', (event) => resolve(JSON.parse(String(event.data))), { once: true });
      });
      const expression = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
      socket.send(JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression, returnByValue: true } }));
      const { result, error } = await reply;
      const value = result?.result?.value;
      if (typeof value !== 'number') throw new Error(`benchmark index: ${error?.message ?? 'no number returned'}`);
      return value;
    } finally {
      socket.close();
    }
  } finally {
    await fetch(`${base}/close/${target.id}`).catch(() => undefined);
  }
}
