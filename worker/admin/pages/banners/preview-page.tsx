/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import { SITE } from '../../../../content/site';
import { experimentKey, isDraft, variantName, type Banner } from '../../../../src/server/config/banners';
import { createTranslator } from '../../../../src/server/i18n';
import { bannerPreviewLink, notCountedCookie } from '../../../banner-preview';
import { fill } from '../../copy';
import type { AdminEnv } from '../../context';
import { ConsolePage } from '../../layout';
import { consoleHref, sendHtml } from '../../document';
import { PictureBox } from './picture-box';

const LANGUAGES = [
  { key: 'zh', locale: 'zh-HK', lang: 'zh-Hant-HK' },
  { key: 'en', locale: 'en-US', lang: 'en' },
] as const;

const pictureOf = (b: Banner, size: 'desktop' | 'mobile', language: 'zh' | 'en') => b[`image_${size}_${language}`];

/**
 * The test of one banner as visitors get it: every variant of its experiment (drafts included,
 * in stored order), each picture in both sizes and both languages in a box of the site's shape
 * (./picture-box.tsx) with the compliance line the site adds under every banner (BannerCompliance:
 * licence number and risk warning, in the banner's language, from the site's own dictionaries).
 * Each variant has signed "view on site" links (worker/banner-preview.ts) that show that variant,
 * draft or not, to the browser that opens them. Rendered here rather than framing the site's pages:
 * the console's CSP stays free of frames. Nothing here is counted, and the page marks the browser
 * as not counted on the site too (staff checking the site afterwards are no test visitors).
 */
export async function showPreview(c: Context<AdminEnv>, stored: Banner[], banner: Banner) {
  const b = c.var.copy.banners;
  const d = b.drafts;
  const variants = stored.filter((v) => experimentKey(v) === experimentKey(banner));
  const links = new Map<string, { zh: string | null; en: string | null }>();
  for (const v of variants) {
    const id = String(v.id);
    links.set(id, { zh: await bannerPreviewLink(c.env, id, 'zh'), en: await bannerPreviewLink(c.env, id, 'en') });
  }
  c.header('Set-Cookie', notCountedCookie(new URL(c.req.url).protocol === 'https:'), { append: true });
  return sendHtml(
    c,
    <ConsolePage c={c} section="banners">
      <h1>{fill(b.previewOf, { id: String(banner.id) })}</h1>
      <p>{b.previewIntro}</p>
      <p class="hint">{d.viewOnSiteHint}</p>
      {variants.map((v, n) => {
        const id = String(v.id);
        const link = links.get(id)!;
        return (
          <section aria-labelledby={`variant-${n}`} data-preview-variant={variantName(v)}>
            <h2 id={`variant-${n}`}>
              {fill(d.variantHeading, { variant: variantName(v), id })}
              {isDraft(v) ? ` (${d.draftTag})` : ''}
            </h2>
            {link.zh && link.en ? (
              <ul>
                {LANGUAGES.map((language) => (
                  <li>
                    <a href={link[language.key]!} data-preview-link={`${id}-${language.key}`}>
                      {fill(d.viewOnSite, { variant: variantName(v), language: b.previewLanguage[language.key] })}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{d.noLinks}</p>
            )}
            {LANGUAGES.map((language) => {
              const { t } = createTranslator(language.locale);
              return (
                <>
                  <h3>{b.previewLanguage[language.key]}</h3>
                  <div class="previews">
                    {(['desktop', 'mobile'] as const).map((size) => {
                      const sizeName = size === 'desktop' ? b.previewDesktop : b.previewMobile;
                      return (
                        <PictureBox
                          size={size}
                          src={pictureOf(v, size, language.key)}
                          caption={sizeName}
                          alt={fill(b.previewAlt, { id, size: sizeName, language: b.previewLanguage[language.key] })}
                        >
                          <p class="compliance" lang={language.lang} data-banner-compliance="">
                            {t('footer.licence', { licence: SITE.licenceNo })} <strong>{t('footer.riskWarning')}</strong>
                          </p>
                          <p class="hint">
                            <code>{language.key === 'zh' ? v.url_zh : v.url_en}</code>
                          </p>
                        </PictureBox>
                      );
                    })}
                  </div>
                </>
              );
            })}
          </section>
        );
      })}
      <p>
        <a href={consoleHref(c, '/admin/banners')}>{b.cancel}</a>
      </p>
    </ConsolePage>,
  );
}
