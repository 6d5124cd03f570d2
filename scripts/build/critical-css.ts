/**
 * The part of the site's stylesheet a prerendered page uses before its scripts run (about 40%,
 * 3.5-5.8 KiB gzip of 11), chosen by beasties (docs/decisions.md#critical-css): every rule whose
 * selector matches an element of the page's HTML or of what the edge adds to it. The page inlines
 * it and loads the whole stylesheet after its first paint (./first-paint-html.ts), so what is on
 * screen never changes.
 */
import Beasties from 'beasties';
import { maintenanceLayerHtml } from '../../worker/maintenance';
import { DEFAULT_LOCALE } from '../../src/shared/locales';
import { SENT_LEAD_ATTRIBUTE } from '../../src/shared/leads/sent-lead-mark';

/**
 * The attributes the edge may set on `<html>` per response (worker/html.ts, kept complete by a unit
 * test). One stored page is served with and without each, so a rule that asks for one, or for its
 * absence, is matched as if the page had it either way (`withoutMarks`).
 */
export const EDGE_HTML_MARKS = [
  'data-maintenance',
  'data-announcement',
  'data-cookie-notice',
  'data-ad-tag',
  'data-web-chat',
  'data-rum-sample-rate',
  'data-office-hours',
] as const;
/**
 * One of those marks in a selector, or the page's early inline script's mark of a session that has
 * sent a lead (./early-taps.ts): `[data-maintenance]`, `[data-office-hours=open]`.
 */
const MARK = `\\[(?:${[...EDGE_HTML_MARKS, SENT_LEAD_ATTRIBUTE].join('|')})(?:[~|^$*]?=(?:"[^"]*"|'[^']*'|[^\\]]*))?\\]`;
const ABSENT_MARK = new RegExp(`:not\\(${MARK}\\)`, 'g');
const MARK_FIRST = new RegExp(`(^|[\\s>+~(,])${MARK}`, 'g');
const MARK_AFTER = new RegExp(MARK, 'g');

/**
 * A selector as the page would match it with or without each mark: a rule that asks for a mark is
 * kept when the rest of it matches an element of the page (`html[data-maintenance]
 * [data-hide-in-maintenance]` on a page with an apply button), and left out otherwise (the office
 * hours' states on a page with no office-hours status).
 */
const withoutMarks = (selector: string) => selector.replace(ABSENT_MARK, '').replace(MARK_FIRST, '$1*').replace(MARK_AFTER, '');

/**
 * A selector that starts with a pseudo-class or pseudo-element (`:focus-visible`, `::selection`,
 * `:is(html,body):has(…)`): beasties removes those before matching and leaves out a selector that
 * is then empty, though such a rule can apply to any element.
 */
const STARTS_WITH_A_PSEUDO = /^:/;

/**
 * The font stacks by language (`[lang]`, `[lang]:lang(zh)`, ...): beasties matches them against the
 * page's body, where a layout without a language switch (the SME page) has no `lang` attribute, and
 * left out they changed every line's font when the whole stylesheet came.
 */
const FONT_BY_LANGUAGE = /^\[lang\]/;

/** The maintenance notice as the edge appends it to `<body>`, its debug line too (worker/maintenance.ts); its words do not matter. */
const MAINTENANCE_NOTICE = maintenanceLayerHtml({ on: true, plan: null, now: new Date(0), debug: true }, DEFAULT_LOCALE);

/**
 * Beasties matching each selector without the marks. `normalizeCssSelector` is the method it
 * matches a selector through (beasties 0.5, not in its types): were it gone, the build stops here.
 */
const normalizeCssSelector = (Beasties.prototype as unknown as { normalizeCssSelector: (selector: string) => string }).normalizeCssSelector;
class PageBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    return normalizeCssSelector.call(this, withoutMarks(selector));
  }
}

const beasties = new PageBeasties({
  // The page's stylesheet is given inline: beasties reads no file and adds no link, preload or script.
  external: false,
  reduceInlineStyles: true,
  mergeStylesheets: false,
  // The kept rules exactly as the file has them (compressing rewrites custom properties' values).
  compress: false,
  allowRules: [STARTS_WITH_A_PSEUDO, FONT_BY_LANGUAGE],
  fonts: false,
  keyframes: 'critical',
  logLevel: 'warn',
  // A rule beasties cannot read would be missing until the whole stylesheet arrives: stop instead.
  logger: {
    warn: (message) => {
      throw new Error(`critical-css: beasties: ${message}`);
    },
    error: (message) => {
      throw new Error(`critical-css: beasties: ${message}`);
    },
  },
});

const MARKER = 'data-critical-css';
const STYLE = new RegExp(`<style ${MARKER}(?:="")?>([\\s\\S]*?)</style>`);

/** The rules of `css` that `html`'s page uses, in their order. `html` is the page as Waku wrote it. */
export async function criticalCss(css: string, html: string): Promise<string> {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) throw new Error('critical-css: the page has no </head> before its </body>');
  const page = `${html.slice(0, headEnd)}<style ${MARKER}="">${css}</style>${html.slice(headEnd, bodyEnd)}${MAINTENANCE_NOTICE}${html.slice(bodyEnd)}`;
  const out = await beasties.process(page);
  // No rule at all: beasties removes the element.
  return STYLE.exec(out)?.[1] ?? '';
}
