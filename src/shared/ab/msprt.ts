/**
 * The sequential test that compares two variants' click-through rates: a mixture sequential
 * probability ratio test (mSPRT) with a normal mixture, as in Johari, Koomen, Pekelis & Walsh,
 * "Peeking at A/B tests" (KDD 2017), the method behind Optimizely's Stats Engine.
 *
 * With Δ̂ = CTR_B − CTR_A and V = its variance (p̂A(1−p̂A)/nA + p̂B(1−p̂B)/nB), the likelihood ratio
 * of "the difference is θ" against a N(θ, τ²) mixture of alternatives is
 *
 *     Λ(θ) = sqrt(V / (V + τ²)) · exp( τ² (Δ̂ − θ)² / (2 V (V + τ²)) )
 *
 * Under θ, Λ is (approximately) a non-negative martingale with mean 1, so by Ville's inequality
 * P(Λ ever reaches 1/α) ≤ α, however often and whenever the results are looked at. Hence:
 * - the always-valid p-value after looks 1..n is min over the looks of 1/Λ(0), and
 * - the always-valid (1 − α) interval of the difference is the intersection over the looks of
 *   { θ : Λ(θ) < 1/α } = Δ̂ ± sqrt( V (V + τ²) / τ² · (2 ln(1/α) + ln((V + τ²) / V)) ).
 * p ≤ α exactly when the interval leaves out 0, so the two never disagree.
 *
 * τ, the spread of the effects the test expects, is the minimum detectable effect marketing sets
 * (relative, e.g. 10%) times the pooled CTR: the test is most sensitive to effects of that size.
 */

export interface Arm {
  /** Visitors who saw the variant. */
  impressions: number;
  /** Of those, visitors who clicked it. */
  clicks: number;
}

/** One look at the data: both arms' cumulative counts at that time (e.g. at the end of a day). */
export interface Look {
  base: Arm;
  other: Arm;
}

export interface SequentialResult {
  /** Always-valid p-value (1 until there is any evidence). */
  pValue: number;
  /** Always-valid (1 − α) interval of CTR_other − CTR_base; null before both arms have variance. */
  interval: [number, number] | null;
}

const ctr = (a: Arm) => a.clicks / a.impressions;

/** The estimate, its variance and τ² at one look; null while either arm has no variance yet (all or no clicks). */
function lookStatistics({ base, other }: Look, mde: number): { difference: number; variance: number; tau2: number } | null {
  if (base.impressions <= 0 || other.impressions <= 0) return null;
  const pA = ctr(base);
  const pB = ctr(other);
  const variance = (pA * (1 - pA)) / base.impressions + (pB * (1 - pB)) / other.impressions;
  const pooled = (base.clicks + other.clicks) / (base.impressions + other.impressions);
  const tau = mde * pooled;
  if (!(variance > 0) || !(tau > 0)) return null;
  return { difference: pB - pA, variance, tau2: tau * tau };
}

/** Λ(θ) at one look (1 when there is no evidence to weigh yet). */
export function mixtureLikelihoodRatio(look: Look, mde: number, theta = 0): number {
  const s = lookStatistics(look, mde);
  if (!s) return 1;
  const { difference, variance: v, tau2 } = s;
  return Math.sqrt(v / (v + tau2)) * Math.exp((tau2 * (difference - theta) ** 2) / (2 * v * (v + tau2)));
}

/** The half-width of { θ : Λ(θ) < 1/α } at one look. */
export function confidenceHalfWidth(variance: number, tau2: number, alpha: number): number {
  return Math.sqrt(((variance * (variance + tau2)) / tau2) * (2 * Math.log(1 / alpha) + Math.log((variance + tau2) / variance)));
}

/** The always-valid p-value and interval after a series of looks, oldest first. */
export function sequentialTest(looks: readonly Look[], mde: number, alpha: number): SequentialResult {
  let pValue = 1;
  let interval: [number, number] | null = null;
  for (const look of looks) {
    pValue = Math.min(pValue, 1 / mixtureLikelihoodRatio(look, mde));
    const s = lookStatistics(look, mde);
    if (!s) continue;
    const half = confidenceHalfWidth(s.variance, s.tau2, alpha);
    const next: [number, number] = [s.difference - half, s.difference + half];
    // The running intersection; were it ever empty (possible only by chance far in the tail), keep the newest.
    const lo = Math.max(interval?.[0] ?? -Infinity, next[0]);
    const hi = Math.min(interval?.[1] ?? Infinity, next[1]);
    interval = lo <= hi ? [lo, hi] : next;
  }
  return { pValue, interval };
}
