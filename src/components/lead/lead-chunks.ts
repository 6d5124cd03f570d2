import type { Locale } from '../../shared/locales';
import type { LeadPopupContent } from './types';

/**
 * The lead popup's lazily fetched chunks, each requested once (on the visitor's first interaction,
 * or a pointer on an apply button): the dialog, and its content for the page's locale (a file per
 * locale by `npm run gen`); the form comes through ./form-chunk.ts. Once a chunk is here, `loaded…`
 * gives its module at once, so rendering from it never suspends (React.lazy would hold the popup's
 * first opening for React's 300 ms reveal throttle).
 */
let dialogChunk: Promise<typeof import('./LeadDialog')> | undefined;
let dialogModule: typeof import('./LeadDialog') | undefined;

export const loadLeadDialog = () => (dialogChunk ??= import('./LeadDialog').then((m) => (dialogModule = m)));
export const loadedLeadDialog = () => dialogModule;

type ContentModule = { default: LeadPopupContent };
// One static import per locale, so that each is a file of its own and a page fetches only its own.
const importContent: Record<Locale, () => Promise<ContentModule>> = {
  'zh-HK': () => import('../../../content/i18n/generated/lead-popup.zh-HK.json') as Promise<ContentModule>,
  'en-US': () => import('../../../content/i18n/generated/lead-popup.en-US.json') as Promise<ContentModule>,
  'zh-CN': () => import('../../../content/i18n/generated/lead-popup.zh-CN.json') as Promise<ContentModule>,
};
const contentChunks: Partial<Record<Locale, Promise<LeadPopupContent>>> = {};
const contentModules: Partial<Record<Locale, LeadPopupContent>> = {};

export const loadLeadContent = (locale: Locale) => (contentChunks[locale] ??= importContent[locale]().then((m) => (contentModules[locale] = m.default)));
export const loadedLeadContent = (locale: Locale) => contentModules[locale];
