import { useEffect, useId, useRef, useState } from 'react';
import { loadBanners, useBanner } from '../../browser/stores/banners';
import { BannerCompliance } from './BannerCompliance';
import { POPUP_CLOSED_KEY, sessionSet } from './browser-state';
import type { BannerLabels } from './labels';
import { popupMayShow } from './may-show';
import { POPUP_AUTO_HIDE_MS } from './rules';
import { trackBanner } from './track-banner';

/**
 * The full-screen promotional popup (banner_type crazy_ad), docs/product-rules.md §4: hidden by default and
 * never on a p-loan path or with form=1; on load, unless its closed flag is 1, it fetches the
 * banners and opens for a crazy_ad with an id (flag reset to 0); every way of closing it sets the
 * flag to 1; show_crazy_ad=1 brings it back. A native modal <dialog>: it sits in the top layer
 * (nothing under it moves), keeps focus inside, closes on Escape and gives focus back afterwards.
 */
export function PromoPopup({ locale, labels }: { locale: string; labels: BannerLabels }) {
  const [eligible, setEligible] = useState(false);
  const banner = useBanner('crazy_ad');
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!popupMayShow(params, location.pathname)) return;
    if (params.get('show_crazy_ad') === '1') sessionSet(POPUP_CLOSED_KEY, '0');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the session flags and the address exist only in the browser, so the server render and hydration show nothing and this effect decides once after hydration (a lazy initial state would make hydration mismatch)
    setEligible(true);
    loadBanners(locale);
  }, [locale]);

  const shown = eligible && banner ? banner : undefined;

  useEffect(() => {
    const el = dialog.current;
    if (!shown || !el || el.open) return;
    el.showModal();
    closeButton.current?.focus();
    sessionSet(POPUP_CLOSED_KEY, '0');
    trackBanner('banner_impression', shown, locale);
    const timer = setTimeout(() => el.close(), POPUP_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [shown, locale]);

  if (!shown) return null;
  const close = () => dialog.current?.close();
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop click is a pointer shortcut: the keyboard closes a modal dialog with Escape (native) or its close button
    <dialog
      ref={dialog}
      className="promo-popup"
      aria-labelledby={titleId}
      data-promo-popup={shown.variant}
      // Escape, the close button, a click on the banner or the backdrop, the timer: all end here.
      onClose={() => {
        sessionSet(POPUP_CLOSED_KEY, '1');
        setEligible(false);
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      <h2 id={titleId} className="visually-hidden">
        {labels.popupTitle}
      </h2>
      <a
        href={shown.url}
        target="_blank"
        rel="noopener"
        data-track="promo_popup:open"
        onClick={() => {
          trackBanner('banner_click', shown, locale);
          // Closed after the browser has taken the click to open the new tab.
          setTimeout(close, 0);
        }}
      >
        <img
          className={`promo-popup__image banner-image--${shown.width > shown.height ? 'wide' : 'tall'}`}
          src={shown.image}
          width={shown.width}
          height={shown.height}
          alt={labels.open}
        />
      </a>
      <BannerCompliance labels={labels} className="promo-popup__compliance" />
      <button ref={closeButton} type="button" className="promo-popup__close" aria-label={labels.close} data-track="promo_popup:close" onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </dialog>
  );
}
