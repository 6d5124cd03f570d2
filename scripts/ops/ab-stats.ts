/**
 * The statistics of the A/B report: a two-proportion z-test of each variant's click-through rate
 * against the first variant's (pooled standard error, two-sided p-value).
 */

/** Complementary error function (Numerical Recipes' erfcc; relative error below 1.2e-7). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

export interface Proportion {
  /** Visitors who saw the variant. */
  n: number;
  /** Of those, visitors who clicked it. */
  x: number;
}

export interface ZTest {
  z: number;
  /** Two-sided: the chance of a gap at least this large if both variants were really the same. */
  pValue: number;
  /** The normal approximation needs at least 5 expected clicks and 5 expected non-clicks per side. */
  enoughData: boolean;
}

export function twoProportionZTest(base: Proportion, other: Proportion): ZTest | null {
  if (base.n === 0 || other.n === 0) return null;
  const pooled = (base.x + other.x) / (base.n + other.n);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / base.n + 1 / other.n));
  const enoughData = [base.n, other.n].every((n) => n * pooled >= 5 && n * (1 - pooled) >= 5);
  if (se === 0) return { z: 0, pValue: 1, enoughData };
  const z = (other.x / other.n - base.x / base.n) / se;
  return { z, pValue: erfc(Math.abs(z) / Math.SQRT2), enoughData };
}
