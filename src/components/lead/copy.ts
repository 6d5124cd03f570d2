/**
 * Server-only: reads the lead copy of a locale with the translator (filling the brand, the
 * customer-service e-mail and the hotline), the loan-type choices and the links, as plain strings for the client
 * forms. Never import this from a 'use client' module: it pulls in every dictionary.
 */
import { DICTIONARIES } from '../../../content/i18n';
import { SITE } from '../../../content/site';
import { phoneText } from '../../server/content/phone-text';
import { createTranslator, type MessageKey } from '../../server/i18n';
import { localizePath, type Locale } from '../../shared/locales';
import { hrefFor } from '../../shared/routes/availability';
import { APP_DOWNLOAD_REDIRECT, ROUTES, routeByName } from '../../shared/routes/table';
import type { LeadCopy, LeadLinks, LoanOption } from './types';

/** Placeholders filled in the browser (the confirmation's call-back time and masked number): kept as written. */
const BROWSER_FILLED = Object.fromEntries(['closes', 'when', 'number'].map((name) => [name, `{{${name}}}`]));

export function leadCopy(locale: Locale): LeadCopy {
  const { t } = createTranslator(locale);
  const fill = (tree: Record<string, unknown>, prefix: string): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(tree).map(([key, value]) => [
        key,
        typeof value === 'string'
          ? t(`${prefix}${key}` as MessageKey, { ...BROWSER_FILLED, email: SITE.email, hotline: phoneText(SITE.hotline) })
          : fill(value as Record<string, unknown>, `${prefix}${key}.`),
      ]),
    );
  return fill(DICTIONARIES[locale].lead as unknown as Record<string, unknown>, 'lead.') as unknown as LeadCopy;
}

/**
 * Only the error messages a form's checks can give, for a client island: the other lead messages
 * would travel in its payload (or content file) for nothing.
 */
export function pickErrors<K extends keyof LeadCopy['errors']>(errors: LeadCopy['errors'], keys: readonly K[]): Pick<LeadCopy['errors'], K> {
  return Object.fromEntries(keys.map((key) => [key, errors[key]])) as Pick<LeadCopy['errors'], K>;
}

/** The loan types a visitor can choose: every product with a lead code, in the menu's order. */
export function loanOptions(locale: Locale): LoanOption[] {
  const { t } = createTranslator(locale);
  return ROUTES.flatMap((route) => (route.loanCode === undefined ? [] : [{ code: route.loanCode, label: t(`loanNames.${route.name}` as MessageKey) }]));
}

const href = (name: string, locale: Locale) => hrefFor(routeByName.get(name)!, locale);

export function leadLinks(locale: Locale): LeadLinks {
  return {
    terms: href('termCondition', locale),
    privacy: href('privacy', locale),
    downloadApp: localizePath(APP_DOWNLOAD_REDIRECT.path, locale),
    memberSite: SITE.memberSiteUrl,
  };
}
