/**
 * The part of the site's stylesheet a prerendered page can use before its scripts run (about half,
 * 4-6 KiB gzip of 11): every rule that could match an element of the page's HTML or of what the
 * edge adds to it (EDGE_MARKUP, kept complete by a unit test). The page inlines it and loads the
 * whole stylesheet after its first paint (./first-paint-html.ts), so what is on screen never changes.
 */

/** Class names, ids and attribute names present in a page, as far as its CSS could ask. */
interface PageTokens {
  classes: Set<string>;
  ids: Set<string>;
  attributes: Set<string>;
}

/** What the edge may add to any page at request time: attributes on <html>, the maintenance notice. */
export const EDGE_MARKUP = {
  classes: ['maintenance', 'maintenance__inner', 'maintenance__title', 'maintenance__text', 'maintenance__debug', 'container'],
  ids: ['maintenance-title'],
  attributes: ['data-maintenance', 'data-announcement', 'data-ad-tag', 'data-web-chat', 'data-rum-sample-rate', 'data-maintenance-layer'],
} as const;

/** The tokens of a page's HTML (its inline <style> left out), with the edge's markup added. */
function tokensOf(html: string): PageTokens {
  const markup = html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  const classes = new Set<string>(EDGE_MARKUP.classes);
  for (const [, list] of markup.matchAll(/\sclass="([^"]*)"/g)) for (const name of list!.split(/\s+/)) if (name) classes.add(name);
  // Class names also travel as `className` strings in the RSC payload: a client render may use them.
  for (const [, list] of markup.matchAll(/\\"className\\":\\"([^"\\]*)\\"/g)) for (const name of list!.split(/\s+/)) if (name) classes.add(name);
  const ids = new Set<string>([...EDGE_MARKUP.ids, ...[...markup.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!)]);
  const attributes = new Set<string>([...EDGE_MARKUP.attributes, ...[...markup.matchAll(/\s([a-zA-Z_:][-\w:.]*)=/g)].map((m) => m[1]!.toLowerCase())]);
  return { classes, ids, attributes };
}

type Item = { kind: 'rule'; prelude: string; block: string } | { kind: 'group'; prelude: string; items: Item[] };

/** Where the block opened at `open` (a `{`) ends, past its `}`; strings are skipped. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < css.length; i += 1) {
    const ch = css[i]!;
    if (quote) {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') depth += 1;
    else if (ch === '}' && --depth === 0) return i + 1;
  }
  throw new Error('critical-css: a block in the stylesheet is not closed');
}

/** The stylesheet's top level (minified CSS without comments): rules, and groups (@media, @supports) of them. */
function parseCss(css: string): Item[] {
  const items: Item[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) {
      if (css.slice(at).trim()) throw new Error(`critical-css: text after the last rule: ${css.slice(at, at + 40)}`);
      break;
    }
    const prelude = css.slice(at, open).trim();
    const end = blockEnd(css, open);
    if (/^@(media|supports|layer|container)\b/.test(prelude)) items.push({ kind: 'group', prelude, items: parseCss(css.slice(open + 1, end - 1)) });
    else items.push({ kind: 'rule', prelude, block: css.slice(open, end) });
    at = end;
  }
  return items;
}

const FUNCTIONAL_PSEUDO = /:(?:not|is|where|has|matches)\((?:[^()]|\([^()]*\))*\)/g;

/**
 * Whether one selector could match an element of a page with these tokens, erring on the side of
 * keeping: false only when it names a class, id or attribute the page lacks (the RSC payload
 * included). What sits inside `:not()`, `:is()`, `:where()` or `:has()` is not required.
 */
function couldMatch(selector: string, tokens: PageTokens): boolean {
  const required = selector.replace(FUNCTIONAL_PSEUDO, '');
  for (const [, name] of required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) if (!tokens.classes.has(name!)) return false;
  for (const [, name] of required.matchAll(/#(-?[_a-zA-Z][\w-]*)/g)) if (!tokens.ids.has(name!)) return false;
  for (const [, name] of required.matchAll(/\[\s*([-\w]+)/g)) if (!tokens.attributes.has(name!.toLowerCase())) return false;
  return true;
}

/** A selector list split at its top-level commas (not those inside `:is(.a, .b)`). */
export function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const ch = list[i];
    if (ch === '(' || ch === '[') depth += 1;
    else if (ch === ')' || ch === ']') depth -= 1;
    else if (ch === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

function keep(items: Item[], tokens: PageTokens): string {
  let out = '';
  for (const item of items) {
    if (item.kind === 'group') {
      const inner = keep(item.items, tokens);
      if (inner) out += `${item.prelude}{${inner}}`;
    } else if (item.prelude.startsWith('@') || splitSelectors(item.prelude).some((selector) => couldMatch(selector, tokens))) {
      // @keyframes, @font-face and the like are kept whole.
      out += item.prelude + item.block;
    }
  }
  return out;
}

/** The rules of `css` that could apply to `html`'s page, in their order. */
export function criticalCss(css: string, html: string): string {
  return keep(parseCss(css), tokensOf(html));
}
