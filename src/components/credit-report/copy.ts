/**
 * Server-only: the credit report flow's copy of a locale, with the brand and the customer-service
 * e-mail filled in, as plain strings for the client component. Never import this from a
 * 'use client' module: it pulls in every dictionary.
 */
import { DICTIONARIES } from '../../../content/i18n';
import type { CreditReportCopy } from '../../../content/i18n/types';
import { SITE } from '../../../content/site';
import { createTranslator, type MessageKey } from '../../server/i18n';
import type { Locale } from '../../shared/locales';
import { leadCopy } from '../lead/copy';
import type { CreditReportFlowCopy } from './types';

export function creditReportCopy(locale: Locale): CreditReportFlowCopy {
  const { t } = createTranslator(locale);
  const fill = (tree: Record<string, unknown>, prefix: string): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(tree).map(([key, value]) => [
        key,
        typeof value === 'string' ? t(`${prefix}${key}` as MessageKey, { email: SITE.email }) : fill(value as Record<string, unknown>, `${prefix}${key}.`),
      ]),
    );
  const lead = leadCopy(locale);
  return {
    flow: fill(DICTIONARIES[locale].creditReport as unknown as Record<string, unknown>, 'creditReport.') as unknown as CreditReportCopy,
    optIn: { text: lead.form.optIn, withdraw: lead.form.optInWithdraw, optional: lead.form.optional },
    newWindow: lead.form.newWindow,
  };
}
