import { assignmentFingerprint } from '../../shared/ab/assignment';

/**
 * Changed weights in a running test, read from the console's audit log (D1 `audit_log`), which
 * keeps each banner list before and after a change. When the order of variant names and shares
 * changes, some visitors land on another variant, and neither the sample-ratio check nor the
 * sequential test holds (docs/banners.md, "Weights changed while the test ran").
 */

/** A banner change as the audit log keeps it (`banner.create`, `banner.update`, ...). */
export interface BannerChangeRow {
  at: string;
  before_json: string | null;
  after_json: string | null;
}

/** The key of one experiment in the results: campaign and banner type. */
export const experimentId = (campaign: string, bannerType: string) => `${campaign}\n${bannerType}`;

/**
 * The assignment a banner list makes for one experiment: its variants' names in stored order
 * with their share of the weights, as text to compare; null when the list has no such experiment
 * (or is not a list: an unreadable stored value is kept in the log as its text).
 */
function assignmentOf(json: string | null, campaign: string, bannerType: string): string | null {
  let list: unknown;
  try {
    list = json === null ? null : JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(list)) return null;
  // A draft takes no visitors: adding, editing or deleting one moves nobody (its publication does).
  const variants = list.filter(
    (b): b is Record<string, unknown> => typeof b === 'object' && b !== null && b.campaign === campaign && b.banner_type === bannerType && b.draft !== true,
  );
  if (!variants.length) return null;
  return assignmentFingerprint(
    variants.map((b) => ({
      id: String(b.id),
      variant: typeof b.variant === 'string' ? b.variant : undefined,
      weight: typeof b.weight === 'number' ? b.weight : undefined,
    })),
  );
}

/**
 * When the console last changed this experiment's assignment after `firstCounted` (its first
 * counted event), or null. Changes are read oldest first; an experiment deleted and published
 * again is compared with the assignment it had before, so a removal and a new start with other
 * weights is caught too. Changes made before the first counted visitor do not matter.
 */
export function weightsChangedAt(changes: readonly BannerChangeRow[], campaign: string, bannerType: string, firstCounted: string): string | null {
  let known: string | null = null;
  let changedAt: string | null = null;
  for (const change of changes) {
    const before = assignmentOf(change.before_json, campaign, bannerType);
    const after = assignmentOf(change.after_json, campaign, bannerType);
    known ??= before;
    if (after === null) continue;
    if (known !== null && after !== known && Date.parse(change.at) > Date.parse(firstCounted)) changedAt = change.at;
    known = after;
  }
  return changedAt;
}
