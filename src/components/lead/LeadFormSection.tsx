/**
 * The short lead form inline in a page (server component): a heading, the introduction and the
 * form. `loanCode` preselects a product (a product page passes its own).
 */
import type { Locale } from '../../lib/locales';
import { leadCopy, leadLinks, loanOptions } from './copy';
import './lead.css';

export async function LeadFormSection({ locale, loanCode }: { locale: Locale; loanCode?: number }) {
  // Imported here, not at the top: the form (with zod) becomes its own chunk, loaded only by
  // pages that show it, instead of joining every page's client bundle.
  const { InlineLeadForm } = await import('./InlineLeadForm');
  const { popup, form, notice, errors, api } = leadCopy(locale);
  const { terms, privacy } = leadLinks(locale);
  return (
    <section className="lead-section" aria-labelledby="lead-section-title">
      <h2 id="lead-section-title" className="lead-section__title">
        {popup.title}
      </h2>
      <p className="lead-section__intro">{popup.intro}</p>
      <InlineLeadForm
        locale={locale}
        copy={{ form, notice, errors, api }}
        loanOptions={loanOptions(locale)}
        links={{ terms, privacy }}
        preset={loanCode ? { key: 1, loanCode } : undefined}
      />
    </section>
  );
}
