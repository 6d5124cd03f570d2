import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, REFERENCE_PHONE_INDEX } from '../../scripts/bench/calibration';

/**
 * Lighthouse's published figures (docs/throttling.md, "Calibrating the CPU slowdown", and the CPU
 * slowdown calculator it links): the slowdown that brings a host with this benchmarkIndex to its
 * mid-tier phone, with the calculator's range. Written out here, not derived from the bench's code.
 */
const CALCULATOR = [
  { benchmarkIndex: 800, slowdown: 2, range: [1.25, 2.75] },
  { benchmarkIndex: 1300, slowdown: 3, range: [2.25, 3.75] },
  { benchmarkIndex: 1533, slowdown: 4, range: [3.25, 4.75] },
  { benchmarkIndex: 2000, slowdown: 6, range: [4.5, 7.5] },
] as const;
/** The calculator's phone: Lighthouse's default 4x is meant for a desktop of 1533. */
const CALCULATOR_PHONE = 1533 / 4;

/** The docs' table: a host bracket's benchmarkIndex and the range of slowdowns to a mid-tier phone. */
const BRACKETS = [
  { host: 'high-end desktop', index: [1500, 2000], slowdown: [2, 10] },
  { host: 'low-end desktop', index: [1000, 1500], slowdown: [1, 5] },
  { host: 'high-end mobile', index: [800, 1200], slowdown: [1, 5] },
] as const;

describe('npm run bench: the CPU slowdown calibrated from Lighthouse’s benchmark index', () => {
  it('for Lighthouse’s phone: its default 4x on the 1533 desktop, within the calculator’s range elsewhere', () => {
    expect(cpuSlowdownFor(1533, CALCULATOR_PHONE)).toBe(4);
    for (const { benchmarkIndex, slowdown, range } of CALCULATOR) {
      const ours = cpuSlowdownFor(benchmarkIndex, CALCULATOR_PHONE);
      expect(ours, `benchmarkIndex ${benchmarkIndex} (calculator ${slowdown}x)`).toBeGreaterThanOrEqual(range[0]);
      expect(ours, `benchmarkIndex ${benchmarkIndex} (calculator ${slowdown}x)`).toBeLessThanOrEqual(range[1]);
    }
  });

  it('within the docs’ table of host brackets, at both ends of each', () => {
    for (const { host, index, slowdown } of BRACKETS) {
      for (const benchmarkIndex of index) {
        const ours = cpuSlowdownFor(benchmarkIndex, CALCULATOR_PHONE);
        expect(ours, `${host} at ${benchmarkIndex}`).toBeGreaterThanOrEqual(slowdown[0]);
        expect(ours, `${host} at ${benchmarkIndex}`).toBeLessThanOrEqual(slowdown[1]);
      }
    }
  });

  it('a host that other work makes half as fast gets half the slowdown: the phone simulated stays the same', () => {
    expect(cpuSlowdownFor(2300)).toBe(4);
    expect(cpuSlowdownFor(1150)).toBe(2);
    expect(cpuSlowdownFor(2300) / cpuSlowdownFor(1150)).toBe(2);
    // The bench's phone: Lighthouse's 4x on this machine quiet (benchmarkIndex 2200-2450).
    expect(cpuSlowdownFor(2200)).toBeCloseTo(3.83, 2);
    expect(cpuSlowdownFor(2450)).toBeCloseTo(4.26, 2);
  });

  it('a host slower than the phone gets less than 1x, down to a quarter; no reading is an error, not a figure', () => {
    expect(cpuSlowdownFor(REFERENCE_PHONE_INDEX)).toBe(1);
    expect(cpuSlowdownFor(REFERENCE_PHONE_INDEX / 2)).toBe(0.5);
    expect(cpuSlowdownFor(REFERENCE_PHONE_INDEX / 10)).toBe(0.25);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/benchmarkIndex/);
    expect(() => cpuSlowdownFor(0)).toThrow(/benchmarkIndex/);
  });
});
