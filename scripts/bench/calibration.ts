/**
 * Lighthouse's CPU slowdown calibrated to the machine's speed around each run: its
 * `benchmarkIndex` over the reference phone's, as Lighthouse's CPU slowdown calculator and
 * Chromium's calibration derive it, so a host half as fast gets half the slowdown
 * (docs/performance.md, "The CPU slowdown, calibrated"; the readings: ./calibrated-run.ts).
 */
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
