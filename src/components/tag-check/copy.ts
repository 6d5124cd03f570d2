/**
 * Server-only: the tag check's strings for a locale, as plain strings for its islands. The
 * translator fills the brand, the hotline and the customer-service e-mail; the placeholders the
 * answer fills (`{{tag}}`, `{{kind}}`, `{{date}}`) are handed on as they are. Never import this
 * from a 'use client' module: it pulls in every dictionary.
 */
import { CONTENT } from '../../../content';
import { ALL_FACTS } from '../../server/content/all-facts';
import { DICTIONARIES } from '../../../content/i18n';
import { SITE, telHref } from '../../../content/site';
import { makeFiller } from '../../server/content/fill';
import { phoneText } from '../../server/content/phone-text';
import { siteWords } from '../../server/content/site-words';
import { createTranslator, type MessageKey } from '../../server/i18n';
import type { Locale } from '../../shared/locales';
import { hrefFor } from '../../shared/routes/availability';
import { routeByName } from '../../shared/routes/table';
import type { TagCheckIslandCopy } from './types';

/** Placeholders the island fills: passed through the translator unchanged. */
const LEFT_FOR_THE_ISLAND = { tag: '{{tag}}', kind: '{{kind}}', date: '{{date}}' };

export function tagCheckCopy(locale: Locale): TagCheckIslandCopy {
  const { t } = createTranslator(locale);
  const params = { ...LEFT_FOR_THE_ISLAND, hotline: phoneText(SITE.hotline), email: SITE.email };
  const fill = (tree: Record<string, unknown>, prefix: string): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(tree).map(([key, value]) => [
        key,
        typeof value === 'string' ? t(`${prefix}${key}` as MessageKey, params) : fill(value as Record<string, unknown>, `${prefix}${key}.`),
      ]),
    );
  const tool = fill(DICTIONARIES[locale].tagCheck as unknown as Record<string, unknown>, 'tagCheck.') as unknown as TagCheckIslandCopy['tool'];
  // The fraud alert's own steps (hang up, call the hotline, report to the police), so the check
  // says the same as the page that warns about impersonation.
  const facts = makeFiller(ALL_FACTS, siteWords(t('brand')));
  return {
    tool,
    actions: CONTENT[locale].company.counterfeiting.actions.map(facts),
    privacyHref: hrefFor(routeByName.get('privacy')!, locale),
    hotline: { href: telHref(SITE.hotline), label: phoneText(t('sections.common.callUs', { phone: SITE.hotline })) },
    newWindow: t('a11y.newWindow'),
  };
}
