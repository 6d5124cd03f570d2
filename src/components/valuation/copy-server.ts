/**
 * Server-only: the valuation copy of a locale for the client islands, with the valuation time and
 * the hotline filled in. Never import this from a 'use client' module (it pulls in every dictionary).
 */
import { DICTIONARIES } from '../../../content/i18n';
import { LOAN_FACTS } from '../../../content/loans/facts';
import { SITE } from '../../../content/site';
import { DEFAULT_PROPERTY_LOAN_RATIO } from '../../shared/calc/property-owner';
import { formatPercent } from '../../shared/format';
import type { Locale } from '../../shared/locales';
import { hrefFor } from '../../shared/routes/availability';
import { routeByName } from '../../shared/routes/table';
import { leadCopy, leadLinks } from '../lead/copy';
import { fill } from '../calculators/copy';
import type { ValuationFormCopy, ValuationResultCopy } from './copy';

const minutesOf = LOAN_FACTS.pLoan.values.valuationMinutes;
const MINUTES = minutesOf && 'n' in minutesOf ? minutesOf.n : 15;
const VALUES = { minutes: MINUTES, phone: SITE.hotline, ratio: formatPercent(DEFAULT_PROPERTY_LOAN_RATIO, 0) };

/** Fills `{{minutes}}`, `{{phone}}` and `{{ratio}}` in every string of a tree; other placeholders stay for the islands. */
function filled<T>(tree: T): T {
  if (typeof tree === 'string') return fill(tree, VALUES) as T;
  return Object.fromEntries(Object.entries(tree as Record<string, unknown>).map(([k, v]) => [k, filled(v)])) as T;
}

export function valuationFormCopy(locale: Locale): ValuationFormCopy {
  const dict = DICTIONARIES[locale].valuation;
  const lead = leadCopy(locale);
  return {
    valuation: filled({ form: dict.form, errors: dict.errors }),
    districts: dict.districts,
    estates: dict.estates,
    errors: lead.errors,
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
