/**
 * The contact-us form for a page (server component): reads this locale's copy, loan choices and
 * links, and renders the client form under a heading. Use: `<ContactFormSection locale={locale} />`.
 */
import type { Locale } from '../../shared/locales';
import { leadCopy, leadLinks, loanOptions } from './copy';
import { Island } from '../lazy/Island';

export function ContactFormSection({ locale, className }: { locale: Locale; className?: string }) {
  // A deferred island: the form (with zod) is in a file of its own, loaded only by pages that
  // show it, instead of joining every page's client bundle.
  const { form, notice, errors, api, contact } = leadCopy(locale);
  const { terms, privacy } = leadLinks(locale);
  return (
    <section className={className ? `lead-section ${className}` : 'lead-section'} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="lead-section__title">
        {contact.heading}
      </h2>
      <p className="lead-section__intro">{contact.intro}</p>
      <Island
        name="ContactForm"
        props={{ locale, copy: { form, notice, errors, api, contact, loanOptions: loanOptions(locale), links: { terms, privacy } } }}
      />
    </section>
  );
}
