/**
 * The Wilson score interval of one variant's click-through rate (clicks of impressions). Chosen over
 * the textbook "p ± 1.96·SE" because it stays inside [0, 1] and keeps its coverage for the small
 * rates and small counts banners have (a 1% CTR on 200 impressions): Wilson, JASA 1927.
 */

/** z of a two-sided 95% interval: Φ⁻¹(0.975). */
export const Z_95 = 1.959963984540054;

export function wilsonInterval(clicks: number, impressions: number, z = Z_95): [number, number] | null {
  if (impressions <= 0) return null;
  const p = clicks / impressions;
  const z2 = z * z;
  const denominator = impressions + z2;
  const centre = (clicks + z2 / 2) / denominator;
  const half = (z * Math.sqrt(impressions * p * (1 - p) + z2 / 4)) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
