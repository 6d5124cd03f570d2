import { confidenceHalfWidth } from './msprt';

/** Φ⁻¹(0.8): the planned chance (power) of showing an effect of the minimum size when it is real. */
const Z_POWER_80 = 0.8416212335729143;
const MAX_VISITORS = 1e9;

/**
 * Visitors each of two variants needs before the sequential test (msprt.ts), its mixture spread
 * `testMde` fixed when it started, can be expected to show a relative effect of `mde` on a base
 * click-through rate `baseCtr`: the smallest n at which
 * the always-valid interval's half-width plus 0.84 standard errors fits inside the effect
 * (|pB − pA| ≥ half-width + z₀.₈·SE, i.e. an 80% chance of the interval leaving out 0 at that look).
 * Null when there is no base rate to plan from.
 */
export function visitorsPerVariant(baseCtr: number, mde: number, alpha: number, testMde = mde): number | null {
  if (!(baseCtr > 0 && baseCtr < 1) || !(mde > 0)) return null;
  const other = Math.min(0.999999, baseCtr * (1 + mde));
  const effect = other - baseCtr;
  const tau = testMde * ((baseCtr + other) / 2);
  const perVisitorVariance = baseCtr * (1 - baseCtr) + other * (1 - other);
  const detects = (n: number) => {
    const variance = perVisitorVariance / n;
    return confidenceHalfWidth(variance, tau * tau, alpha) + Z_POWER_80 * Math.sqrt(variance) <= effect;
  };
  // The condition holds from some n on: double to pass it, then halve the gap.
  let hi = 1;
  while (!detects(hi)) {
    hi *= 2;
    if (hi > MAX_VISITORS) return null;
  }
  let lo = Math.floor(hi / 2);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (detects(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}
