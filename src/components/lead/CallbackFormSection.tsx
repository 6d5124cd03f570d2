/**
 * The callback form for a page (server component): reads this locale's copy and renders the
 * client form under a heading. Use: `<CallbackFormSection locale={locale} />`.
 */
import type { Locale } from '../../shared/locales';
import { leadCopy, leadLinks } from './copy';
import { Island } from '../lazy/Island';

export function CallbackFormSection({ locale, className }: { locale: Locale; className?: string }) {
  // A deferred island: the form (with zod) is in a file of its own, loaded only by pages that
  // show it, instead of joining every page's client bundle.
  const { form, notice, errors, api, callback, contact } = leadCopy(locale);
  return (
    <section className={className ? `lead-section ${className}` : 'lead-section'} aria-labelledby="callback-form-title">
      <h2 id="callback-form-title" className="lead-section__title">
        {callback.heading}
      </h2>
      <p className="lead-section__intro">{callback.intro}</p>
      <Island name="CallbackForm" props={{ locale, copy: { form, notice, errors, api, callback, contact, links: { privacy: leadLinks(locale).privacy } } }} />
    </section>
  );
}
