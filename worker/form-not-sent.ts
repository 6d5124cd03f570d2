import { SITE } from '../content/site';
import { escapeHtml } from '../src/server/escape-html';
import { createTranslator } from '../src/server/i18n';
import { LOCALE_INFO, splitLocale } from '../src/shared/locales';

/**
 * The answer to anything but GET or HEAD at a page's address: in practice a form sent before its
 * script ran, which the forms' `method="post"` keeps out of the address. Nothing of the body is
 * read, stored or echoed: the visitor is told it was not sent and that Back keeps what they typed
 * (a redirect would load a fresh, empty form). 405, never stored, in the address's language, with
 * the page policy's nonce on its one <style> (it is answered above html.ts, which writes nonces).
 */
export function formNotSentPage(pathname: string, nonce: string | undefined): Response {
  const { locale } = splitLocale(pathname);
  const { t } = createTranslator(locale);
  const home = LOCALE_INFO[locale].prefix || '/';
  const html =
    `<!DOCTYPE html><html lang="${LOCALE_INFO[locale].htmlLang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(t('formNotSent.title'))}</title>` +
    `<style${nonce ? ` nonce="${nonce}"` : ''}>body{font-family:system-ui,sans-serif;line-height:1.6;max-width:36rem;margin:3rem auto;padding:0 1rem}</style>` +
    `</head><body><main><h1>${escapeHtml(t('formNotSent.title'))}</h1>` +
    `<p>${escapeHtml(t('formNotSent.text'))}</p>` +
    `<p>${escapeHtml(t('formNotSent.help', { hotline: SITE.hotline }))}</p>` +
    `<p><a href="${home}">${escapeHtml(t('notFound.backHome'))}</a></p></main></body></html>`;
  return new Response(html, {
    status: 405,
    headers: {
      Allow: 'GET, HEAD',
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
