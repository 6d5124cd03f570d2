/**
 * The free credit report flow in its page section (server component): reads this locale's copy
 * and renders the client flow. Use: `<CreditReportSection locale={locale} />`.
 */
import type { Locale } from '../../shared/locales';
import { Section } from '../content/Section';
import { leadLinks } from '../lead/copy';
import { creditReportCopy } from './copy';
import { Island } from '../lazy/Island';

export function CreditReportSection({ locale }: { locale: Locale }) {
  // A deferred island: the flow (with zod) is a file of its own, loaded only by this page.
  const copy = creditReportCopy(locale);
  const links = leadLinks(locale);
  return (
    <Section id="check" title={copy.flow.heading} intro={copy.flow.intro}>
      <Island
        name="CreditReportFlow"
        props={{ locale, copy, links: { privacy: links.privacy, downloadApp: links.downloadApp, memberSite: links.memberSite } }}
      />
    </Section>
  );
}
