/**
 * The partner campaigns whose members bring their own id: The Club and Tap & Go. A visit is a
 * partner's when its campaign says so (`utm_source=theclub` / `utm_source=tapngo`, in any case) or
 * when the partner's id itself is in the address (`theclub_id=...` / `tapngo_id=...`). Pure: the
 * browser passes the query strings it holds (see browser-context.ts).
 */

export type Partner = 'theclub' | 'tapngo';

export interface PartnerVisit {
  partner: Partner;
  /** The member's id from the address, '' when the campaign named only the partner. */
  id: string;
}

/** The lead and contact field that holds each partner's id. */
export const PARTNER_FIELD = { theclub: 'theclub_id', tapngo: 'tapngo_id' } as const satisfies Record<Partner, string>;

/** The longest id the shared schema takes (theclub_id / tapngo_id): a longer one is not an id. */
export const PARTNER_ID_MAX = 30;

const PARTNERS: readonly Partner[] = ['theclub', 'tapngo'];

/** A query string as stored or read: bare ('a=1&b=2'), with '?', or a whole address. */
function paramsOf(query: string): URLSearchParams {
  const start = query.indexOf('?');
  try {
    return new URLSearchParams(start >= 0 ? query.slice(start + 1) : query);
  } catch {
    return new URLSearchParams();
  }
}

const usableId = (raw: string | null): string => {
  const id = (raw ?? '').trim();
  return id.length <= PARTNER_ID_MAX ? id : '';
};

/**
 * The partner of one query string, or null. The id in the address wins over the campaign's source
 * (it says more); with both ids, The Club's comes first. An id longer than the schema takes is
 * ignored (the visit still counts when the campaign names the partner), so a lead is never
 * refused for it.
 */
export function partnerOf(query: string): PartnerVisit | null {
  const params = paramsOf(query);
  for (const partner of PARTNERS) {
    const id = usableId(params.get(PARTNER_FIELD[partner]));
    if (id) return { partner, id };
  }
  const source = (params.get('utm_source') ?? '').trim().toLowerCase();
  const named = PARTNERS.find((p) => p === source);
  return named ? { partner: named, id: '' } : null;
}

/**
 * The visit's partner from the places the browser holds a campaign, most recent first (the page's
 * own address, then the campaign stored for the session). An id found in a later source fills in
 * one the first source's campaign did not carry, for the same partner only.
 */
export function partnerOfVisit(queries: readonly string[]): PartnerVisit | null {
  const visits = queries.map(partnerOf).filter((v): v is PartnerVisit => v !== null);
  const first = visits[0];
  if (!first || first.id) return first ?? null;
  const id = visits.find((v) => v.partner === first.partner && v.id)?.id ?? '';
  return { partner: first.partner, id };
}
