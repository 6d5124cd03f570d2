/**
 * The tag check on its page (server component): the tool under its heading, and for a browser
 * without scripts, the hotline to call instead. Use: `<TagCheckSection locale={locale} />`.
 */
import { Section } from '../content/Section';
import type { Locale } from '../../shared/locales';
import { tagCheckCopy } from './copy';
import { Island } from '../lazy/Island';

export function TagCheckSection({ locale }: { locale: Locale }) {
  // A deferred island: the tool is a file of its own, loaded only by this page.
  const copy = tagCheckCopy(locale);
  return (
    <Section id="check" title={copy.tool.form.title}>
      <noscript>
        <div className="tag-check__noscript">
          <p>{copy.tool.noscript}</p>
          <a className="btn btn--primary" href={copy.hotline.href}>
            {copy.hotline.label}
          </a>
        </div>
      </noscript>
      <Island name="TagCheck" props={{ locale, copy }} />
    </Section>
  );
}
