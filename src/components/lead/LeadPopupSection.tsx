/**
 * The lead popup and the pending-lead retrier, mounted once by the site layout (server
 * component). Reads this locale's copy, loan choices and links as plain strings for the client.
 */
import { DICTIONARIES } from '../../../content/i18n';
import type { Locale } from '../../shared/locales';
import { leadCopy, leadLinks, loanOptions } from './copy';
import { LeadPopup } from './LeadPopup';
import { PendingLeads } from './PendingLeads';
import './lead.css';

export function LeadPopupSection({ locale }: { locale: Locale }) {
  const { popup, form, notice, errors, api } = leadCopy(locale);
  const { application } = DICTIONARIES[locale];
  return (
    <>
      <LeadPopup locale={locale} copy={{ popup, form, notice, errors, api, application }} loanOptions={loanOptions(locale)} links={leadLinks(locale)} />
      <PendingLeads />
    </>
  );
}
