/**
 * HTML validity of the rendered pages with html-validate, configured by `.htmlvalidate.json`
 * (html-validate:recommended; JSON has no comments, so the reasons for its settings are here):
 *
 * - No rule is turned off. Five take an option so that they check React's serializer for
 *   consistency instead of asking for markup React cannot produce, all of it valid HTML:
 *   - attr-case: React writes some attributes in DOM spelling (`charSet`, `hrefLang`, `inputMode`,
 *     `autoComplete`, `spellCheck`); HTML attribute names are ASCII case-insensitive. Lowercase
 *     and camelCase are allowed, anything else is still an error.
 *   - void-style: React closes void elements as `<meta />`, which HTML allows; the rule now asks
 *     for that style everywhere.
 *   - attribute-empty-style, attribute-boolean-style: React writes `hidden=""`, `crossorigin=""`,
 *     `selected=""`; the rules now ask for that style everywhere.
 *   - valid-id: React's useId ids start with `_` (`_R_1bmlda_-input`), valid in HTML (any
 *     non-empty id without spaces). Relaxed mode still checks exactly that.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { publishedPages } from '../../src/lib/routes/availability';

export interface HtmlProblem {
  page: string;
  rule: string;
  message: string;
  selector: string;
  line: number;
}

/**
 * Findings reported to the owners of the markup, parked (in `npm test` only) until they are fixed.
 * Each is matched only where it was found; `npm run audit` reports them as errors.
 */
export interface KnownHtmlFinding {
  rule: string;
  selector: RegExp;
  message?: RegExp;
  why: string;
}
export const KNOWN_HTML_FINDINGS: KnownHtmlFinding[] = [
  {
    rule: 'attribute-allowed-values',
    selector: /^html > head > link:nth-child\(\d+\)$/,
    message: /"as" has invalid value "stylesheet"/,
    why: '<link rel="preload" as="stylesheet"> in every <head>: emitted by react-server-dom-webpack 19.2.9 for the page stylesheet; "stylesheet" is not a valid `as` (must be "style"), so the preload is ignored',
  },
  {
    rule: 'unique-landmark',
    selector: /^(html > body > header > div:nth-child\(2\) > div > nav|#mobile-panel-2 > nav)$/,
    why: 'the desktop navigation and the mobile menu panel are both <nav aria-label="主選單"> (Main menu): two landmarks with one name',
  },
  {
    rule: 'tel-non-breaking',
    selector: /^html > body > footer /,
    why: 'footer phone numbers ("2100 0000") use a plain space, so a number can wrap across lines',
  },
];

export const isKnownHtmlFinding = (p: HtmlProblem) =>
  KNOWN_HTML_FINDINGS.some(
    (k) => k.rule === p.rule && k.selector.test(p.selector) && (!k.message || k.message.test(p.message)),
  );

// The loader finds `.htmlvalidate.json` from the (real or virtual) file name upwards.
const validator = new HtmlValidate(new FileSystemConfigLoader());

/** Validates one page's markup; `page` is its public path, used to name the virtual file. */
export async function validateHtml(page: string, html: string): Promise<HtmlProblem[]> {
  const filename = resolve('dist/public', `.${page === '/' ? '' : page}`, 'index.html');
  const report = await validator.validateString(html, filename);
  return report.results.flatMap((result) =>
    result.messages
      .filter((m) => m.severity >= 2)
      .map((m) => ({ page, rule: m.ruleId, message: m.message, selector: m.selector ?? '', line: m.line })),
  );
}

/** The prerendered file of each published page, as `npm run build` writes it. */
export function builtPages(): { path: string; file: string }[] {
  return publishedPages().map(({ path }) => ({ path, file: `dist/public${path === '/' ? '' : path}/index.html` }));
}

export const haveBuild = () => existsSync('dist/public/index.html');

export const readBuilt = (file: string) => readFileSync(file, 'utf8');
