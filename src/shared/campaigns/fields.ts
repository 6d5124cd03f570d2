/**
 * The campaign a visit, a lead or a contact request belongs to, from the stored campaign string
 * (`utm_source=…&utm_medium=…&utm_campaign=…&staff=…&theclub_id=…`): the same reading in the browser
 * (an analytics event's `context.campaign`) and in the campaigns report (a lead's or contact
 * request's `utm` column), so the two meet on the same key. A partner member's id is reduced to
 * the partner's name: the id identifies a person and never leaves the row it came with.
 */
export interface CampaignFields {
  source?: string;
  medium?: string;
  name?: string;
  staff?: string;
  partner?: 'theclub' | 'tapngo';
}

/** A partner id longer than the lead schema takes is not an id (src/browser/leads/partner.ts). */
const PARTNER_ID_MAX = 30;

function paramsOf(utm: string): URLSearchParams {
  try {
    return new URLSearchParams(utm.includes('?') ? utm.slice(utm.indexOf('?') + 1) : utm);
  } catch {
    return new URLSearchParams();
  }
}

const usable = (v: string | null | undefined) => {
  const s = (v ?? '').trim();
  return s && s.length <= PARTNER_ID_MAX ? s : '';
};

/**
 * The campaign fields of a stored campaign string; `ids` are a row's own partner columns (a
 * contact request keeps the member id typed into the form). Values as written, cut to 200
 * characters (what an event's context takes).
 */
export function campaignFields(utm: string, ids: { theclub_id?: string | null; tapngo_id?: string | null } = {}): CampaignFields {
  const query = paramsOf(utm);
  const out: CampaignFields = {};
  const put = (key: 'source' | 'medium' | 'name' | 'staff', param: string) => {
    const value = (query.get(param) ?? '').trim().slice(0, 200);
    if (value) out[key] = value;
  };
  put('source', 'utm_source');
  put('medium', 'utm_medium');
  put('name', 'utm_campaign');
  put('staff', 'staff');
  const source = (out.source ?? '').toLowerCase();
  if (usable(query.get('theclub_id')) || usable(ids.theclub_id) || source === 'theclub') out.partner = 'theclub';
  else if (usable(query.get('tapngo_id')) || usable(ids.tapngo_id) || source === 'tapngo') out.partner = 'tapngo';
  return out;
}

/** Whether the fields name a campaign at all (an empty or click-id-only string does not). */
export const isCampaign = (f: CampaignFields) => Boolean(f.source || f.medium || f.name || f.staff || f.partner);

/** The key names of a campaign, in the order its key string lists them. */
const KEY_PARAMS = [
  ['source', 'utm_source'],
  ['medium', 'utm_medium'],
  ['name', 'utm_campaign'],
  ['staff', 'staff'],
  ['partner', 'partner'],
] as const;

/**
 * One string per campaign, as the worker records landings and conversions under it: its five keys in
 * a fixed order, empty ones included ('utm_source=google&utm_medium=cpc&utm_campaign=spring&staff=&partner=').
 * Two visits of one campaign get the same string whatever order or extra parameters their addresses had.
 */
export const campaignKey = (f: CampaignFields): string => new URLSearchParams(KEY_PARAMS.map(([field, param]) => [param, f[field] ?? ''])).toString();

/** The fields of a key string made by campaignKey. */
export function fieldsOfKey(key: string): CampaignFields {
  const query = paramsOf(key);
  const out: CampaignFields = {};
  for (const [field, param] of KEY_PARAMS) {
    const value = query.get(param) ?? '';
    if (!value) continue;
    if (field === 'partner') {
      if (value === 'theclub' || value === 'tapngo') out.partner = value;
    } else out[field] = value;
  }
  return out;
}
