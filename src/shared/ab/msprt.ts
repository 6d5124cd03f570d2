/**
 * The sequential test that compares two variants' click-through rates: a mixture sequential
 * probability ratio test (mSPRT) with a normal mixture (Johari, Koomen, Pekelis & Walsh, "Peeking
 * at A/B tests", KDD 2017), whose p-value and interval stay valid however often the results are
 * looked at. How the report reads it: docs/banners.md, "Which test, and why you may look every day".
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

/** The test at one look, as it would be reported if the test stopped there. */
export interface LookResult {
  /** The look's position in the series given. */
  index: number;
  /** CTR_other − CTR_base at this look. */
  difference: number;
  /** The look's always-valid (1 − α) interval of the difference. */
  interval: [number, number];
  /** Always-valid p-value: the smallest 1/Λ(0) up to this look. */
  pValue: number;
  /** p ≤ α: the test stops here. */
  significant: boolean;
}

const ctr = (a: Arm) => a.clicks / a.impressions;

/**
 * The estimate, its variance and τ² at one look; null while either arm has no variance yet (all or
 * no clicks). τ is the relative effect the test was started with (results.ts) times the pooled CTR.
 */
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

/**
 * Λ(θ) at one look (1 when there is no evidence to weigh yet): with Δ̂ = CTR_B − CTR_A, V its
 * variance and τ² the mixture's, Λ(θ) = sqrt(V / (V + τ²)) · exp(τ² (Δ̂ − θ)² / (2 V (V + τ²))).
 * Under θ it is a non-negative martingale with mean 1, so P(Λ ever reaches 1/α) ≤ α (Ville).
 */
export function mixtureLikelihoodRatio(look: Look, mde: number, theta = 0): number {
  const s = lookStatistics(look, mde);
  if (!s) return 1;
  const { difference, variance: v, tau2 } = s;
  return Math.sqrt(v / (v + tau2)) * Math.exp((tau2 * (difference - theta) ** 2) / (2 * v * (v + tau2)));
}

/** The half-width of { θ : Λ(θ) < 1/α } at one look: sqrt(V (V + τ²) / τ² · (2 ln(1/α) + ln((V + τ²) / V))). */
export function confidenceHalfWidth(variance: number, tau2: number, alpha: number): number {
  return Math.sqrt(((variance * (variance + tau2)) / tau2) * (2 * Math.log(1 / alpha) + Math.log((variance + tau2) / variance)));
}

/**
 * Each look's result in order, oldest first (looks without variance yet are skipped). The caller
 * stops at the first significant one, or at another decision of its own.
 */
export function* sequentialLooks(looks: readonly Look[], mde: number, alpha: number): Generator<LookResult> {
  let pValue = 1;
  for (const [index, look] of looks.entries()) {
    const s = lookStatistics(look, mde);
    if (!s) continue;
    const ownP = 1 / mixtureLikelihoodRatio(look, mde);
    pValue = Math.min(pValue, ownP);
    const half = confidenceHalfWidth(s.variance, s.tau2, alpha);
    let [low, high] = [s.difference - half, s.difference + half];
    // p ≤ α and "0 outside the interval" are the same inequality; these only absorb rounding at the boundary.
    const significant = ownP <= alpha;
    if (significant && s.difference > 0) low = Math.max(low, 0);
    else if (significant) high = Math.min(high, 0);
    else [low, high] = [Math.min(low, 0), Math.max(high, 0)];
    yield { index, difference: s.difference, interval: [low, high], pValue, significant };
  }
}

/** The test over a series of looks: the first significant look, else the last; null before any look has variance. */
export function sequentialTest(looks: readonly Look[], mde: number, alpha: number): LookResult | null {
  let last: LookResult | null = null;
  for (const look of sequentialLooks(looks, mde, alpha)) {
    last = look;
    if (look.significant) break;
  }
  return last;
}
