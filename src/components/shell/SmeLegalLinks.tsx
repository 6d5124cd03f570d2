import { SITE } from '../../../content/site';
import type { Translator } from '../../server/i18n';
import type { Locale } from '../../shared/locales';

const PAGES = ['legalNotice', 'disclaimer', 'privacy', 'loanTerms'] as const;

/**
 * The SME site's four legal pages, in the page's language, as list items of a footer list. They
 * live on another site, so they open in a new window and say so to screen readers; their texts name
 * the SME site, as the main site's own disclaimer and privacy links sit in the same footer.
 */
export function SmeLegalLinks({ locale, t }: { locale: Locale; t: Translator['t'] }) {
  const paths = SITE.smeSite.legal[locale];
  return (
    <>
      {PAGES.map((page) => (
        <li key={page}>
          <a href={SITE.smeSite.origin + paths[page]} target="_blank" rel="noopener" data-sme-legal={page}>
            {t(`footer.smeLegalLinks.${page}`)}
            <span className="visually-hidden">{t('a11y.newWindow')}</span>
          </a>
        </li>
      ))}
    </>
  );
}
