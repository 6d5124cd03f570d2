/**
 * The free credit report flow in its page section (server component): reads this locale's copy
 * and renders the client flow. Use: `<CreditReportSection locale={locale} />`.
 */
import type { Locale } from '../../shared/locales';
import { Section } from '../content/Section';
import { leadLinks } from '../lead/copy';
import { creditReportCopy } from './copy';
import { Island } from '../lazy/Island';

export async function CreditReportSection({ locale }: { locale: Locale }) {
  // Imported here, not at the top: the flow (with zod) becomes its own chunk, loaded only by
  // this page, instead of joining every page's client bundle.
  const { CreditReportFlow } = await import('./CreditReportFlow');
  const copy = creditReportCopy(locale);
  const links = leadLinks(locale);
  return (
    <Section id="check" title={copy.flow.heading} intro={copy.flow.intro}>
      <Island name="CreditReportFlow">
        <CreditReportFlow locale={locale} copy={copy} links={{ privacy: links.privacy, downloadApp: links.downloadApp, memberSite: links.memberSite }} />
      </Island>
    </Section>
  );
}
