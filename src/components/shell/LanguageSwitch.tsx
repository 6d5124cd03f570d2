'use client';

import { useRouter } from 'waku/router/client';
import { sameSitePath } from '../../shared/same-site-path';

export interface LanguageTarget {
  /** URL prefix of the target locale ('' | '/en' | '/zh-CN'). */
  prefix: string;
  /** Prefix of the current locale, to strip from the current path. */
  fromPrefix: string;
  hreflang: string;
  short: string;
  name: string;
  /** Unprefixed paths that the target locale does not publish: those switch to its home page. */
  unpublished: string[];
  /** Shown on phones only (the Simplified Chinese switch is not offered on desktop). */
  mobileOnly: boolean;
}

function targetHref(path: string, t: LanguageTarget): string {
  let bare = sameSitePath(t.fromPrefix && path.startsWith(t.fromPrefix) ? path.slice(t.fromPrefix.length) || '/' : path);
  if (t.unpublished.includes(bare)) bare = '/';
  return bare === '/' ? t.prefix || '/' : t.prefix + bare;
}

/**
 * Links to the page being read in the other languages. It reads the current path from the router
 * because the header is a static layout shared by every page. A full navigation (not a client
 * transition) so the new locale's document and `<html lang>` load.
 */
export function LanguageSwitch({ targets, label }: { targets: LanguageTarget[]; label: string }) {
  const { path } = useRouter();
  return (
    <nav className="lang-switch" aria-label={label}>
      {targets.map((t) => (
        <a
          key={t.hreflang}
          href={targetHref(path, t)}
          hrefLang={t.hreflang}
          lang={t.hreflang}
          className={t.mobileOnly ? 'lang-switch__link lang-switch__link--mobile' : 'lang-switch__link'}
          title={t.name}
          data-lang-switch={t.hreflang}
        >
          <span aria-hidden="true">{t.short}</span>
          <span className="visually-hidden">{t.name}</span>
        </a>
      ))}
    </nav>
  );
}
