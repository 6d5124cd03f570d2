/**
 * The callback form for a page (server component): reads this locale's copy and renders the
 * client form under a heading. Use: `<CallbackFormSection locale={locale} />`.
 */
import type { Locale } from '../../lib/locales';
import { CallbackForm } from './CallbackForm';
import { leadCopy, leadLinks } from './copy';
import './lead.css';

export function CallbackFormSection({ locale }: { locale: Locale }) {
  const { form, notice, errors, api, callback, contact } = leadCopy(locale);
  return (
    <section className="lead-section" aria-labelledby="callback-form-title">
      <h2 id="callback-form-title" className="lead-section__title">
        {callback.heading}
      </h2>
      <p className="lead-section__intro">{callback.intro}</p>
      <CallbackForm locale={locale} copy={{ form, notice, errors, api, callback, contact, links: { privacy: leadLinks(locale).privacy } }} />
    </section>
  );
}
