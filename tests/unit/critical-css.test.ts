// The part of the stylesheet a page inlines (scripts/build/critical-css.ts): every rule that could
// match an element of its HTML or of what the edge adds, nothing that cannot, in the same order.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { criticalCss, EDGE_MARKUP, splitSelectors } from '../../scripts/build/critical-css';

const page =
  '<html lang="en"><body class="has-announcement"><header class="site-header" id="top"><button aria-expanded="false" class="menu-button">Menu</button></header></body></html>';

describe('criticalCss', () => {
  it("keeps the rules for the page's elements, in order, and leaves out those for elements it does not have", () => {
    const css =
      ':root{--a: 1}.site-header{color:red}.lead-popup{display:grid}#top{margin:0}#other{margin:1px}body{margin:0}.menu-button[aria-expanded=true]{color:blue}[data-open] .x{color:green}';
    expect(criticalCss(css, page)).toBe(':root{--a: 1}.site-header{color:red}#top{margin:0}body{margin:0}.menu-button[aria-expanded=true]{color:blue}');
  });

  it('keeps a rule if any one of its selectors could match, and reads commas inside :is() as part of one selector', () => {
    expect(criticalCss('.lead-popup,.site-header{color:red}', page)).toBe('.lead-popup,.site-header{color:red}');
    expect(criticalCss(':is(.lead-popup,.other) .site-header{color:red}', page)).toBe(':is(.lead-popup,.other) .site-header{color:red}');
    expect(splitSelectors(':is(.a,.b) .c,.d[title="x,y"]')).toEqual([':is(.a,.b) .c', '.d[title="x,y"]']);
  });

  it('does not require what :not() names', () => {
    expect(criticalCss('.menu-button:not(.is-open){color:red}', page)).toBe('.menu-button:not(.is-open){color:red}');
  });

  it('keeps a media query with the rules that could match, and drops it when none could', () => {
    expect(criticalCss('@media(min-width:822px){.site-header{top:0}.lead-popup{top:1px}}@media print{.lead-popup{display:none}}', page)).toBe(
      '@media(min-width:822px){.site-header{top:0}}',
    );
  });

  it('keeps keyframes whole, and reads braces inside strings as text', () => {
    expect(criticalCss('@keyframes spin{to{transform:rotate(1turn)}}.site-header:before{content:"}{"}.x{a:b}', page)).toBe(
      '@keyframes spin{to{transform:rotate(1turn)}}.site-header:before{content:"}{"}',
    );
  });

  it('keeps what the edge may add to any page: the maintenance notice and the attributes on <html>', () => {
    const css = 'html[data-maintenance] body{padding:0}.maintenance__title{margin:0}html:not([data-web-chat]) [data-web-chat-entry]{display:none}';
    expect(criticalCss(css, page)).toBe('html[data-maintenance] body{padding:0}.maintenance__title{margin:0}');
  });
});

describe("the edge's markup is all in EDGE_MARKUP", () => {
  it('every attribute the edge sets on <html> (worker/html.ts)', () => {
    const source = readFileSync('worker/html.ts', 'utf8');
    // The marks are listed once (htmlMarks) and written by the template or by the rewriter.
    const set = [...source.matchAll(/marks\.push\(\['(data-[\w-]+)'/g)].map((m) => m[1]!);
    expect(set.length).toBeGreaterThan(3);
    for (const name of set) expect(EDGE_MARKUP.attributes).toContain(name);
  });

  it('every class, id and attribute of the maintenance notice (worker/maintenance.ts)', () => {
    const source = readFileSync('worker/maintenance.ts', 'utf8');
    const classes = [...source.matchAll(/class="([^"$]+)"/g)].flatMap((m) => m[1]!.split(' '));
    expect(classes).toContain('maintenance');
    for (const name of classes) expect(EDGE_MARKUP.classes).toContain(name);
    for (const [, id] of source.matchAll(/\sid="([\w-]+)"/g)) expect(EDGE_MARKUP.ids).toContain(id);
    for (const [, name] of source.matchAll(/\s(data-[\w-]+)=/g)) expect(EDGE_MARKUP.attributes).toContain(name);
  });
});
