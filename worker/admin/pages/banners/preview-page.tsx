/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import { SITE } from '../../../../content/site';
import type { Banner } from '../../../../src/server/config/banners';
import { createTranslator } from '../../../../src/server/i18n';
import { fill } from '../../copy';
import type { AdminEnv } from '../../context';
import { ConsolePage } from '../../layout';
import { consoleHref, sendHtml } from '../../document';
import { PICTURE_SIZES } from './upload';

/**
 * One banner as visitors get it, both sizes and both languages: each picture at the exact size
 * the site serves it (1280×720, 640×960; src/server/banners/public-banner.ts) with the compliance
 * line the site adds under every banner (BannerCompliance: licence number and risk warning, in
 * the banner's language, from the site's own dictionaries). Rendered here rather than framing the
 * site's pages: the site shows a visitor one variant by a hash of their cookie, so a frame could
 * not show a chosen variant, and the console's CSP stays free of frames.
 */
export function showPreview(c: Context<AdminEnv>, banner: Banner) {
  const b = c.var.copy.banners;
  const id = String(banner.id);
  const languages = [
    { key: 'zh', locale: 'zh-HK', lang: 'zh-Hant-HK', desktop: banner.image_desktop_zh, mobile: banner.image_mobile_zh, url: banner.url_zh },
    { key: 'en', locale: 'en-US', lang: 'en', desktop: banner.image_desktop_en, mobile: banner.image_mobile_en, url: banner.url_en },
  ] as const;
  return sendHtml(
    c,
    <ConsolePage c={c} section="banners">
      <h1>{fill(b.previewOf, { id })}</h1>
      <p>{b.previewIntro}</p>
      <ul>
        <li>
          <a href="/?show_crazy_ad=1&show_floating_icon=1&test_duration=0">{b.previewSite}</a>
        </li>
        <li>
          <a href="/en?show_crazy_ad=1&show_floating_icon=1&test_duration=0">{b.previewSiteEn}</a>
        </li>
      </ul>
      {languages.map((language) => {
        const { t } = createTranslator(language.locale);
        return (
          <section aria-labelledby={`preview-${language.key}`}>
            <h2 id={`preview-${language.key}`}>{b.previewLanguage[language.key]}</h2>
            {(['desktop', 'mobile'] as const).map((size) => (
              <figure class="preview" data-preview={`${size}-${language.key}`}>
                <figcaption id={`preview-${size}-${language.key}`}>{size === 'desktop' ? b.previewDesktop : b.previewMobile}</figcaption>
                {/* Wider than a phone's screen: it scrolls sideways, so it must take keyboard focus to be scrolled. */}
                <div class="preview-frame" tabindex={0} role="group" aria-labelledby={`preview-${size}-${language.key}`}>
                  <img
                    src={language[size]}
                    width={PICTURE_SIZES[size].width}
                    height={PICTURE_SIZES[size].height}
                    alt={fill(b.previewAlt, { id, size: size === 'desktop' ? b.previewDesktop : b.previewMobile, language: b.previewLanguage[language.key] })}
                  />
                  <p class="compliance" lang={language.lang} data-banner-compliance="">
                    {t('footer.licence', { licence: SITE.licenceNo })} <strong>{t('footer.riskWarning')}</strong>
                  </p>
                </div>
                <p class="hint">
                  <code>{language.url}</code>
                </p>
              </figure>
            ))}
          </section>
        );
      })}
      <p>
        <a href={consoleHref(c, '/admin/banners')}>{b.cancel}</a>
      </p>
    </ConsolePage>,
  );
}
