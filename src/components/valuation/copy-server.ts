/**
 * Server-only: the valuation copy of a locale for the client islands, with the valuation time and
 * the hotline filled in. Never import this from a 'use client' module (it pulls in every dictionary).
 */
import { DICTIONARIES } from '../../../content/i18n';
import { SITE } from '../../../content/site';
import { phoneText } from '../../server/content/phone-text';
import { DEFAULT_PROPERTY_LOAN_RATIO } from '../../shared/calc/property-owner';
import { formatPercent } from '../../shared/format';
import type { Locale } from '../../shared/locales';
import { PRODUCT_BY_NAME } from '../../shared/products';
import { hrefFor } from '../../shared/routes/availability';
import { routeByName } from '../../shared/routes/table';
import { leadCopy, leadLinks, pickErrors } from '../lead/copy';
import { fill } from '../calculators/copy';
import type { ValuationErrorKey, ValuationFormCopy, ValuationResultCopy } from './copy';

const minutesOf = PRODUCT_BY_NAME.pLoan.facts.valuationMinutes;
const MINUTES = minutesOf && 'n' in minutesOf ? minutesOf.n : 15;
const VALUES = { minutes: MINUTES, phone: phoneText(SITE.hotline), ratio: formatPercent(DEFAULT_PROPERTY_LOAN_RATIO, 0) };

/** Fills `{{minutes}}`, `{{phone}}` and `{{ratio}}` in every string of a tree; other placeholders stay for the islands. */
function filled<T>(tree: T): T {
  if (typeof tree === 'string') return fill(tree, VALUES) as T;
  return Object.fromEntries(Object.entries(tree as Record<string, unknown>).map(([k, v]) => [k, filled(v)])) as T;
}

const VALUATION_ERROR_KEYS: readonly ValuationErrorKey[] = ['valuationDistrict', 'valuationPlace', 'valuationName', 'mobile', 'tooLong', 'invalid'];

/** The valuation section's heading and intro (the server renders them; the form island is not given them). */
export function valuationHeading(locale: Locale): { title: string; intro: string } {
  const { title, intro } = DICTIONARIES[locale].valuation.form;
  return filled({ title, intro });
}

export function valuationFormCopy(locale: Locale): ValuationFormCopy {
  const dict = DICTIONARIES[locale].valuation;
  const lead = leadCopy(locale);
  const { title: _title, intro: _intro, ...form } = dict.form;
  return {
    valuation: filled({ form, errors: dict.errors }),
    // The estate suggestions are not here: the form fetches them (src/browser/valuation/estates.ts).
    districts: dict.districts,
    // Only the messages the valuation's checks give: the lead form's other twenty would be in
    // the page's RSC payload for nothing.
    errors: pickErrors(lead.errors, VALUATION_ERROR_KEYS),
    api: { badRequest: lead.api.badRequest },
    notice: lead.notice,
    mobileHint: lead.form.mobileHint,
    errorSummary: lead.form.errorSummary,
    newWindow: lead.form.newWindow,
    privacyHref: leadLinks(locale).privacy,
  };
}

export function valuationResultCopy(locale: Locale): ValuationResultCopy {
  const href = (name: string) => hrefFor(routeByName.get(name)!, locale);
  return { result: filled(DICTIONARIES[locale].valuation.result), productHref: { p: href('pLoan'), hos: href('hosLoan') } };
}

export const valuationResultPath = (locale: Locale) => hrefFor(routeByName.get('propertyValuation')!, locale);
