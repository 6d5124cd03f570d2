// The part of the stylesheet a page inlines (scripts/build/critical-css.ts): the rules for the
// elements of its HTML and of what the edge adds, in the file's order and as the file writes them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { criticalCss, EDGE_HTML_MARKS } from '../../scripts/build/critical-css';

const page =
  '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body class="has-announcement"><header class="site-header" id="top">' +
  '<button aria-expanded="false" class="menu-button">Menu</button></header><main><p class="c-prose">x</p></main></body></html>';

describe('criticalCss', () => {
  it("keeps the rules for the page's elements, in order, and leaves out those for elements it does not have", async () => {
    const css =
      ':root{--a: 1}.site-header{color:red}.lead-popup{display:grid}#top{margin:0}#other{margin:1px}body{margin:0}.menu-button[aria-expanded=true]{color:blue}[data-open] .x{color:green}main>.c-prose{color:red}header>.c-prose{color:blue}';
    expect(await criticalCss(css, page)).toBe(':root{--a: 1}.site-header{color:red}#top{margin:0}body{margin:0}main>.c-prose{color:red}');
  });

  it('keeps a rule for what a visitor does before any script (hover, focus), and rules that apply to any element', async () => {
    expect(await criticalCss('.menu-button:hover{color:red}.lead-popup:hover{color:blue}', page)).toBe('.menu-button:hover{color:red}');
    expect(await criticalCss(':focus-visible{outline:2px solid}::selection{color:red}', page)).toBe(':focus-visible{outline:2px solid}::selection{color:red}');
    expect(await criticalCss('.menu-button:not(.is-open){color:red}', page)).toBe('.menu-button:not(.is-open){color:red}');
  });

  it('keeps a media query with the rules that match, and drops it when none does', async () => {
    expect(await criticalCss('@media(min-width:822px){.site-header{top:0}.lead-popup{top:1px}}@media print{.lead-popup{display:none}}', page)).toBe(
      '@media(min-width:822px){.site-header{top:0}}',
    );
    // Range syntax, as the build's CSS minifier writes media queries: a "<" inside the stylesheet.
    expect(await criticalCss('@media (width<=374px){.site-header{gap:0}}@media (width>=822px){.site-header{top:0}}', page)).toBe(
      '@media (width<=374px){.site-header{gap:0}}@media (width>=822px){.site-header{top:0}}',
    );
  });

  it('keeps the keyframes a kept rule animates with, and reads braces inside strings as text', async () => {
    expect(
      await criticalCss('@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}.site-header:before{content:"}{";animation:spin 1s}', page),
    ).toBe('@keyframes spin{to{transform:rotate(1turn)}}.site-header:before{content:"}{";animation:spin 1s}');
  });

  it('keeps what the edge may add to any page: the maintenance notice and the attributes on <html>', async () => {
    const css =
      'html[data-maintenance] body{padding:0}.maintenance__title{margin:0}.maintenance__debug{color:red}.maintenance .lead-popup{color:red}' +
      'html[data-announcement=off] body.has-announcement{padding:0}html:not([data-web-chat]) .site-header{color:red}' +
      '[data-lead-sent] .menu-button{color:green}[data-cookie-notice="off"]>body{margin:1px}';
    expect(await criticalCss(css, page)).toBe(css.replace('.maintenance .lead-popup{color:red}', ''));
  });

  it('leaves out a rule that asks for a mark when the rest of it matches nothing on the page', async () => {
    const css =
      'html[data-office-hours=open] [data-office-status=checking]{color:green}html:not([data-web-chat]) .lead-popup{color:blue}' +
      '[data-lead-sent] .apply-label--sent{display:inline}html[data-maintenance] .site-header{top:0}';
    expect(await criticalCss(css, page)).toBe('html[data-maintenance] .site-header{top:0}');
  });
});

describe("the edge's marks on <html> are all in EDGE_HTML_MARKS", () => {
  it('every attribute the edge sets on <html> (worker/html.ts)', () => {
    const source = readFileSync('worker/html.ts', 'utf8');
    // The marks are listed once (htmlMarks) and written by the template or by the rewriter.
    const set = [...source.matchAll(/marks\.push\(\['(data-[\w-]+)'/g)].map((m) => m[1]!);
    expect(set.length).toBeGreaterThan(3);
    expect([...EDGE_HTML_MARKS].sort()).toEqual([...new Set(set)].sort());
  });
});
