import type { Translator } from '../../server/i18n';
import { COOKIE_NOTICE_SCRIPT } from '../../shared/cookie-notice';
import type { Locale } from '../../shared/locales';
import { hrefFor } from '../../shared/routes/availability';
import { routeByName } from '../../shared/routes/table';

/**
 * What the site keeps in the visitor's browser, in two sentences, with a link to the privacy
 * policy's cookie section; shown until dismissed (docs/decisions.md#cookie-notice). Not a dialog:
 * it overlays the page's bottom corner (position fixed, no layout shift), takes no focus, and is a
 * named region a keyboard or screen reader reaches in the page's order. Hidden by the stylesheet
 * once `<html>` carries the mark the edge sets from the dismissal cookie.
 */
export function CookieNotice({ locale, t }: { locale: Locale; t: Translator['t'] }) {
  const privacy = `${hrefFor(routeByName.get('privacy')!, locale)}#legal-cookies`;
  return (
    <>
      <section className="cookie-notice" aria-label={t('cookieNotice.label')}>
        <p className="cookie-notice__text">{t('cookieNotice.text')}</p>
        <p className="cookie-notice__actions">
          {/* A full load, not the router's Link: the address names the policy's cookie section. */}
          <a href={privacy} className="cookie-notice__link">
            {t('cookieNotice.privacy')}
          </a>
          <button type="button" className="cookie-notice__dismiss" data-cookie-notice-dismiss="">
            {t('cookieNotice.dismiss')}
          </button>
        </p>
        {/* Its end: until it has arrived the stylesheet keeps the notice unseen, so a page that
            arrives slowly never shows it growing upwards from the bottom edge (a layout shift). */}
        <span className="cookie-notice__end" hidden />
      </section>
      {/* The edge gives a page's inline scripts the nonce where it is not kept by hash (the dev
          server): an attribute React did not render, and the browser reads back empty. */}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: COOKIE_NOTICE_SCRIPT }} />
    </>
  );
}
