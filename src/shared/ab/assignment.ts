/**
 * An experiment's assignment: its variants' names in stored order with each one's share of the
 * total weight. src/server/banners/assign.ts places a visitor's hash point on exactly these ranges,
 * so two assignments with the same text send every visitor to the same variant, and any other
 * (a weight, a new, removed, renamed or reordered variant) moves some. Recorded with each counted
 * event (ab_events.assignment), and read from the audit log's lists and the live list to compare.
 */

/** What the assignment needs of a banner (the stored list's fields, or the audit log's JSON). */
export interface AssignedVariant {
  id: string | number;
  variant?: string | undefined;
  weight?: number | undefined;
}

/** The assignment as text to compare and store: `[["A",0.5],["B",0.5]]`. Names as in events: the variant, else the id. */
export function assignmentFingerprint(variants: readonly AssignedVariant[]): string {
  const total = variants.reduce((sum, b) => sum + (b.weight ?? 1), 0);
  return JSON.stringify(variants.map((b) => [b.variant ?? String(b.id), (b.weight ?? 1) / total]));
}

/** The variants and shares of a recorded assignment; null when the text is not one. */
function parseAssignment(fingerprint: string): { variant: string; share: number }[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fingerprint);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || !parsed.every((e) => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number')) return null;
  return (parsed as [string, number][]).map(([variant, share]) => ({ variant, share }));
}

/** What the counted events and the live list say of an experiment's variants. */
export interface AssignmentEvidence {
  /** Per variant, every share its counted impressions were recorded with (also events from before assignments were recorded). */
  shares: Record<string, number[]>;
  /** The variants with counted events. */
  counted: readonly string[];
  /** The distinct assignments recorded with its counted events. */
  assignments: readonly string[];
  /** The assignment the live banner list makes now; null when the experiment is not live. */
  liveAssignment: string | null;
}

export interface ConfiguredVariants {
  /** Every variant: configured (counted under, or live), or counted. */
  names: string[];
  /** The share of each of `names` the visitors were assigned with; null when there was not one. */
  shares: (number | null)[];
  /** Visitors were, or from now are, assigned by another split than the counted ones. */
  changed: boolean;
}

/**
 * The variants to report and the shares to check the split against: the one assignment the counted
 * events were recorded under, else (none recorded yet) the live list's, else each variant's recorded
 * share. A configured variant nobody was counted for is reported all the same, so a variant that
 * fails to show breaks the sample ratio instead of vanishing. Changed: two recorded assignments
 * (any path: console, `banners put`, the banner service, a variant's schedule), the live list
 * assigning otherwise than the counted events, or a variant recorded under two shares.
 */
export function configuredVariants(e: AssignmentEvidence, order: (a: string, b: string) => number): ConfiguredVariants {
  const counted = e.assignments.length === 1 ? parseAssignment(e.assignments[0]!) : null;
  const live = e.liveAssignment === null ? null : parseAssignment(e.liveAssignment);
  const configured = counted ?? (e.assignments.length === 0 ? live : null);
  const recordedShare = (n: string) => {
    const distinct = [...new Set(e.shares[n] ?? [])];
    return distinct.length === 1 ? distinct[0]! : null;
  };
  const names = [...new Set([...(configured ?? []).map((c) => c.variant), ...(live ?? []).map((c) => c.variant), ...Object.keys(e.shares), ...e.counted])].sort(
    order,
  );
  const changed =
    e.assignments.length > 1 ||
    (e.assignments.length === 1 && e.liveAssignment !== null && e.liveAssignment !== e.assignments[0]) ||
    names.some((n) => (e.shares[n]?.length ?? 0) > 0 && recordedShare(n) === null);
  const shares = names.map((n) => (configured ? (configured.find((c) => c.variant === n)?.share ?? null) : recordedShare(n)));
  return { names, shares, changed };
}
