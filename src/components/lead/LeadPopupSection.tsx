/**
 * The lead popup and the pending-lead retrier, mounted once by the site layout (server
 * component). The popup's copy, loan choices and links come with its code (./popup-content.ts),
 * not in the page.
 */
import type { Locale } from '../../shared/locales';
import { LeadPopup } from './LeadPopup';
import { PendingLeads } from './PendingLeads';

export function LeadPopupSection({ locale }: { locale: Locale }) {
  return (
    <>
      <LeadPopup locale={locale} />
      <PendingLeads />
    </>
  );
}
