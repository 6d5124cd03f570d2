/**
 * The two distributions the A/B statistics need: the standard normal's tails and the chi-square's
 * upper tail. Plain numerics, no dependency (the worker, the ops CLI and the console share them).
 */

/** Complementary error function (Numerical Recipes' erfcc; relative error below 1.2e-7 everywhere). */
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

/** P(|Z| >= |z|) for a standard normal Z: the two-sided p-value of a z statistic. */
export const twoSidedNormalP = (z: number) => Math.min(1, erfc(Math.abs(z) / Math.SQRT2));

/** ln Γ(x) for x > 0 (Lanczos, g = 7, nine coefficients; ample for chi-square tails). */
function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
    9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  const y = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (y + i);
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Regularized upper incomplete gamma Q(a, x) (Numerical Recipes' gammq: series below a + 1, continued fraction above). */
function upperGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const lnPrefix = -x + a * Math.log(x) - lnGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 500 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return Math.max(0, 1 - sum * Math.exp(lnPrefix));
  }
  // Modified Lentz for the continued fraction of Q.
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.min(1, Math.exp(lnPrefix) * h);
}

/** P(X >= x) for X chi-square distributed with `df` degrees of freedom. */
export const chiSquareUpperP = (x: number, df: number) => upperGammaQ(df / 2, x / 2);
