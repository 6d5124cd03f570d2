/**
 * HTML validity of the rendered pages with html-validate, configured by `.htmlvalidate.json`
 * (html-validate:recommended; the rules switched off there concern only how React serialises
 * valid HTML: `<meta/>`, `hrefLang`, `hidden=""`, `checked=""`, ids from useId starting with "_").
 *
 * `npm test` validates the built files (tests/worker/content-html.test.ts); `npm run audit` uses
 * this module to validate every page as the worker serves it, after the edge layer's rewriting.
 */
import { resolve } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

export interface HtmlProblem {
  page: string;
  rule: string;
  message: string;
  selector: string;
  line: number;
}

/**
 * Findings reported to the owners of the markup (the same three that
 * tests/worker/content-html.test.ts allows). `npm run audit` reports them as errors, marked as known.
 */
interface KnownHtmlFinding {
  rule: string;
  selector: RegExp;
  message?: RegExp;
  why: string;
}
const KNOWN_HTML_FINDINGS: KnownHtmlFinding[] = [
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
  KNOWN_HTML_FINDINGS.some((k) => k.rule === p.rule && k.selector.test(p.selector) && (!k.message || k.message.test(p.message)));

// The loader finds `.htmlvalidate.json` from the (real or virtual) file name upwards.
const validator = new HtmlValidate(new FileSystemConfigLoader());

/** Validates one page's markup; `page` is its public path, used to name the virtual file. */
export async function validateHtml(page: string, html: string): Promise<HtmlProblem[]> {
  const filename = resolve('dist/public', `.${page === '/' ? '' : page}`, 'index.html');
  const report = await validator.validateString(html, filename);
  return report.results.flatMap((result) =>
    result.messages.filter((m) => m.severity >= 2).map((m) => ({ page, rule: m.ruleId, message: m.message, selector: m.selector ?? '', line: m.line })),
  );
}
