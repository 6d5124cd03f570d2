import { experimentKey, type Banner } from '../config/banners';

/**
 * A number in [0, 1) fixed by one visitor and one experiment, the same on every edge node and every
 * visit. The caller computes it with a secret (worker/visitor-assignment.ts: an HMAC of the
 * experiment and the visitor id), so nobody can work out a visitor's variant offline, nor pick ids
 * that land on the variant they favour. The experiment is part of the input, so each experiment
 * draws independently: editing one experiment's weights never moves a visitor in another.
 */
export type AssignmentPoint = (experiment: string) => Promise<number>;

/** The variant whose share of the total weight covers `point`; weights default to 1. */
function pickByWeight<T extends Pick<Banner, 'weight'>>(variants: T[], point: number): T {
  const total = variants.reduce((sum, v) => sum + (v.weight ?? 1), 0);
  let edge = 0;
  for (const v of variants) {
    edge += (v.weight ?? 1) / total;
    if (point < edge) return v;
  }
  // Floating-point sums can end a hair below 1.
  return variants[variants.length - 1]!;
}

/**
 * One banner per experiment (banner_type + campaign) for this visitor, in the stored order of each
 * experiment's first variant.
 */
export async function assignVariants(banners: Banner[], pointOf: AssignmentPoint): Promise<Banner[]> {
  const experiments = new Map<string, Banner[]>();
  for (const b of banners) {
    const key = experimentKey(b);
    experiments.set(key, [...(experiments.get(key) ?? []), b]);
  }
  const chosen: Banner[] = [];
  for (const [key, variants] of experiments) {
    chosen.push(variants.length === 1 ? variants[0]! : pickByWeight(variants, await pointOf(key)));
  }
  return chosen;
}
