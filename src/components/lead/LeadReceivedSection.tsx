/**
 * The sent lead's confirmation on a product page it can land on (server component): its copy from
 * the lead dictionary as plain strings for the client leaf (./LeadReceived.tsx).
 */
import type { Locale } from '../../shared/locales';
import { leadCopy } from './copy';
import { LeadReceived } from './LeadReceived';

export function LeadReceivedSection({ locale }: { locale: Locale }) {
  return <LeadReceived copy={leadCopy(locale).received} />;
}
