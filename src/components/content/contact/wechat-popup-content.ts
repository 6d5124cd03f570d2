/**
 * What the WeChat QR popup shows, in every locale, as plain strings. Build-side only (it reads the
 * dictionaries): `npm run gen` writes it to content/i18n/generated/wechat-popup.json, which the
 * popup's own file carries (./WeChatPopup.tsx, fetched on the first press), so that no page
 * carries the popup's copy in its HTML and payload: the footer of every page has a WeChat button.
 */
import { createTranslator } from '../../../server/i18n';
import { LOCALES, type Locale } from '../../../shared/locales';
import type { WeChatPopupCopy } from './WeChatPopup';

export function wechatPopupContent(): Record<Locale, WeChatPopupCopy> {
  const copy = (locale: Locale): WeChatPopupCopy => {
    const { t } = createTranslator(locale);
    return {
      title: t('sections.contact.wechatDialogTitle'),
      text: t('sections.contact.wechatDialogText'),
      closeLabel: t('sections.contact.close'),
      sampleLabel: t('sections.contact.wechatSample'),
      qrLabel: t('sections.contact.wechatQr'),
    };
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, copy(locale)])) as Record<Locale, WeChatPopupCopy>;
}
