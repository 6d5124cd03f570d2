import type { Translator } from '../../server/i18n';

/**
 * The landscape warning for phones (docs/product-rules.md §2), in CSS only: global.css shows it when a
 * touch screen is held sideways and is too short for the layout. It suggests turning the phone
 * upright but never blocks the page (WCAG 2.1 SC 1.3.4 forbids locking the orientation), and the
 * visitor can dismiss it: the checkbox is the state, no script involved.
 */
export function LandscapeNotice({ t }: { t: Translator['t'] }) {
  return (
    <div className="landscape-notice" role="note">
      <input type="checkbox" id="landscape-notice-dismiss" className="landscape-notice__toggle visually-hidden" />
      <svg className="landscape-notice__icon" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="7" y="2" width="10" height="20" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M11 18h2" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <p className="landscape-notice__text">{t('landscape.text')}</p>
      <label htmlFor="landscape-notice-dismiss" className="landscape-notice__close">
        {t('landscape.dismiss')}
      </label>
    </div>
  );
}
