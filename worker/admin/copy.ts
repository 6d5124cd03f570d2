import { adminEnUS } from '../../content/i18n/admin.en-US';
import { adminZhHK, type AdminCopy } from '../../content/i18n/admin.zh-HK';

/** The console's two languages: Traditional Chinese (default) and English (`?lang=en`). */
export type ConsoleLocale = 'zh-HK' | 'en-US';

export const COPY: Record<ConsoleLocale, AdminCopy> = { 'zh-HK': adminZhHK, 'en-US': adminEnUS };

export const consoleLocaleOf = (lang: string | undefined): ConsoleLocale => (lang === 'en' ? 'en-US' : 'zh-HK');

/** Fills a copy string's `{{name}}` marks. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (mark, name: string) => (name in values ? String(values[name]) : mark));
