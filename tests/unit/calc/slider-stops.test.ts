import { describe, expect, it } from 'vitest';
import { amountStops, linearStops, nearestStop } from '../../../src/components/calculators/slider-stops';

describe('amountStops', () => {
  it('runs from the minimum to the maximum in steps that grow with the amount', () => {
    const stops = amountStops(5_000, 3_000_000);
    expect(stops[0]).toBe(5_000);
    expect(stops.at(-1)).toBe(3_000_000);
    expect(stops).toContain(10_000);
    expect(stops).toContain(49_000);
    expect(stops).toContain(55_000);
    expect(stops).not.toContain(51_000);
    expect(stops).toContain(1_050_000);
    // Strictly ascending, and few enough for a slider.
    expect(stops.every((v, i) => i === 0 || v > (stops[i - 1] ?? 0))).toBe(true);
    expect(stops.length).toBeLessThan(250);
  });

  it('ends on an odd maximum and copes with a range of one value', () => {
    expect(amountStops(5_000, 12_345).at(-1)).toBe(12_345);
    expect(amountStops(100_000, 10_000_000).at(-1)).toBe(10_000_000);
    expect(amountStops(5_000, 5_000)).toEqual([5_000]);
  });
});

describe('linearStops', () => {
  it('counts steps so fractions do not drift', () => {
    const ratios = linearStops(0, 0.9, 0.05);
    expect(ratios).toHaveLength(19);
    expect(ratios[14]).toBe(0.7);
    expect(ratios.at(-1)).toBe(0.9);
    expect(linearStops(6, 60, 1)).toHaveLength(55);
  });
});

describe('nearestStop', () => {
  it('finds the position of the closest stop', () => {
    const stops = [5_000, 6_000, 7_000];
    expect(nearestStop(stops, 6_400)).toBe(1);
    expect(nearestStop(stops, 1)).toBe(0);
    expect(nearestStop(stops, 1e9)).toBe(2);
  });
});
