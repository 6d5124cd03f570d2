import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku/router/client';
import { loadBanners, useBanner } from '../../browser/stores/banners';
import { BannerCompliance } from './BannerCompliance';
import { FLOATING_CLOSED_KEY, sessionSet } from './browser-state';
import type { BannerLabels } from './labels';
import { floatingMayShow } from './may-show';
import { floatingDelayMs, isBannerFreePath } from './rules';
import { trackBanner } from './track-banner';

/**
 * The floating banner (banner_type floating_icon), fixed in a corner so it never moves the page.
 * Shown when it was not closed this session, the path has no p-loan and a banner with an id
 * exists; it appears test_duration seconds (default 5) after load. show_floating_icon=1 shows it
 * again after a close, show_floating_icon=0 keeps it away for this page.
 */
export function FloatingBanner({ locale, labels }: { locale: string; labels: BannerLabels }) {
  const { path } = useRouter();
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(true);
  const banner = useBanner('floating_icon');
  const tracked = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('show_floating_icon') === '1') sessionSet(FLOATING_CLOSED_KEY, '0');
    if (!floatingMayShow(params)) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the session flags and the address exist only in the browser, so the server render and hydration show nothing and this effect decides once after hydration (a lazy initial state would make hydration mismatch)
    setClosed(false);
    loadBanners(locale);
    const timer = setTimeout(() => setDue(true), floatingDelayMs(params));
    return () => clearTimeout(timer);
  }, [locale]);

  const visible = due && !closed && !!banner && !isBannerFreePath(path);

  useEffect(() => {
    if (visible && banner && tracked.current !== banner.id) {
      tracked.current = banner.id;
      trackBanner('banner_impression', banner, locale);
    }
  }, [visible, banner, locale]);

  const box = useReservedRoom(visible);
  if (!visible || !banner) return null;
  const close = () => {
    sessionSet(FLOATING_CLOSED_KEY, '1');
    setClosed(true);
  };
  return (
    <aside ref={box} className="floating-banner" aria-label={labels.region} data-floating-banner={banner.variant}>
      <a href={banner.url} target="_blank" rel="noopener" data-track="floating_banner:open" onClick={() => trackBanner('banner_click', banner, locale)}>
        <img
          className={`floating-banner__image banner-image--${banner.width > banner.height ? 'wide' : 'tall'}`}
          src={banner.image}
          width={banner.width}
          height={banner.height}
          alt={labels.open}
        />
      </a>
      <BannerCompliance labels={labels} className="floating-banner__compliance" />
      <button type="button" className="floating-banner__close" aria-label={labels.close} data-track="floating_banner:close" onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}

/**
 * The banner's height as `--floating-banner-h` on `<html>` while it shows: the page's end gets that
 * much more room (banners.css), so the last of the page can be scrolled clear of the corner box.
 */
function useReservedRoom(visible: boolean) {
  const box = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!visible || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--floating-banner-h', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--floating-banner-h');
    };
  }, [visible]);
  return box;
}
