import { LOCALE_INFO, type Locale } from '../../shared/locales';
import type { LayoutKind } from '../../shared/routes/table';

/**
 * Waku route paths. Every page is registered at its real public path inside route groups (which
 * never show in URLs): the locale group sets `<html lang>`, the layout group picks the shell.
 * No URL rewriting, so the client router always agrees with the address bar.
 */
export const layoutGroupPath = (locale: Locale, layout?: LayoutKind) => `/${LOCALE_INFO[locale].group}` + (layout ? `/(${layout})` : '');

export function pageRoutePath(locale: Locale, layout: LayoutKind, publicPath: string): string {
  return layoutGroupPath(locale, layout) + (publicPath === '/' ? '' : publicPath);
}

export const notFoundRoutePath = (locale: Locale) => `${layoutGroupPath(locale, 'default')}${LOCALE_INFO[locale].prefix}/[...notFound]`;

/**
 * The not-found page prerendered once per locale (`/404`, `/en/404`, `/zh-CN/404`), which the edge
 * serves for every address that is not a page (worker/not-found-page.ts). The catch-all above
 * stays for what only Waku can answer: a client navigation's RSC payload for a dead link.
 */
export const notFoundDocumentPath = (locale: Locale) => `${LOCALE_INFO[locale].prefix}/404`;
export const notFoundDocumentRoutePath = (locale: Locale) => `${layoutGroupPath(locale, 'default')}${notFoundDocumentPath(locale)}`;
