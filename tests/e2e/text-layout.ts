/**
 * Text that never collides (WCAG 1.4.10 Reflow, 1.4.4 Resize text), run in the page as
 * TEXT_LAYOUT_SCRIPT: one line per visible text overlapping another, text cut off by a clipping
 * ancestor or an ellipsis, a figure (amount, rate, phone number) broken across lines, and sideways
 * scrolling. Hidden text and fixed or sticky layers against the page are left out. Shared by
 * tests/e2e/text-layout.spec.ts and scripts/audit/layout.ts.
 */
function textLayoutProblems(): string[] {
  const problems: string[] = [];
  const say = (t: string) => JSON.stringify(t.trim().replace(/\s+/g, ' ').slice(0, 50));
  if (document.documentElement.scrollWidth > innerWidth) {
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px wide in a ${innerWidth}px window`);
  }
  const style = new Map<Element, CSSStyleDeclaration>();
  const css = (e: Element) => style.get(e) ?? style.set(e, getComputedStyle(e)).get(e)!;
  /** Visually hidden on purpose (the sr-only pattern) or decorative. */
  const ignored = (e: Element) => {
    for (let n: Element | null = e; n; n = n.parentElement) {
      if (n.getAttribute('aria-hidden') === 'true') return true;
      const s = css(n);
      if (s.clip !== 'auto' && s.clip !== '' && s.position === 'absolute') return true;
      if (s.clipPath !== 'none' && s.clipPath.startsWith('inset(50%')) return true;
      const r = n.getBoundingClientRect();
      if (s.position === 'absolute' && s.overflow !== 'visible' && r.width <= 1 && r.height <= 1) return true;
    }
    return false;
  };
  /** The fixed or sticky box a text belongs to, or null for the page's own flow. */
  const layer = (e: Element) => {
    for (let n: Element | null = e; n; n = n.parentElement) if (/^(fixed|sticky)$/.test(css(n).position)) return n;
    return null;
  };
  interface Piece {
    node: Text;
    layer: Element | null;
    top: number;
    bottom: number;
    left: number;
    right: number;
  }
  /*
   * What reads as one figure: an amount with its currency (HK$600,000, HK$ 1,000), a number with
   * separators or decimals and its % (12.5%), a Hong Kong phone number (2345 6789, +852 2345 6789).
   * Written here, apart from the site's formatting, so the check does not share its blind spots.
   */
  const FIGURE = /(?:\+852[ \u00a0]?)?\d{4}[ \u00a0]\d{4}(?!\d)|(?:(?:HK\$|US\$|\$)[ \u00a0]?)?\d+(?:[,.]\d+)*%?/g;
  /**
   * Figures whose glyphs sit on more than one line. A run of sibling text nodes is read as one
   * text: React writes `HK${amount}` as two nodes with a comment between them.
   */
  const inRun = new Set<Text>();
  const splitFigures = (first: Text) => {
    const run: Text[] = [];
    for (let n: Node | null = first; n && (n.nodeType === Node.TEXT_NODE || n.nodeType === Node.COMMENT_NODE); n = n.nextSibling) {
      if (n.nodeType === Node.TEXT_NODE) run.push(n as Text);
    }
    for (const n of run) inRun.add(n);
    const text = run.map((n) => n.data).join('');
    // The node and offset of a position in the run's text.
    const at = (offset: number): [Text, number] => {
      for (const n of run) {
        if (offset <= n.data.length) return [n, offset];
        offset -= n.data.length;
      }
      return [run[run.length - 1]!, run[run.length - 1]!.data.length];
    };
    const figureRange = document.createRange();
    for (const match of text.matchAll(FIGURE)) {
      const figure = match[0].trim();
      if (figure.length < 2) continue;
      const start = match.index + match[0].indexOf(figure);
      figureRange.setStart(...at(start));
      figureRange.setEnd(...at(start + figure.length));
      const lines = [...figureRange.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
      if (lines.length < 2) continue;
      const tops = lines.map((r) => r.top);
      const lineHeight = Math.min(...lines.map((r) => r.height));
      if (Math.max(...tops) - Math.min(...tops) > lineHeight / 2) problems.push(`figure broken across lines: ${say(figure)} in ${say(text)}`);
    }
  };
  const pieces: Piece[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const sx = scrollX;
  const sy = scrollY;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || !node.data.trim() || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE|OPTION)$/.test(parent.tagName)) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (ignored(parent)) continue;
    if (!inRun.has(node)) splitFigures(node);
    range.selectNodeContents(node);
    let rects: { left: number; right: number; top: number; bottom: number; height: number }[] = [...range.getClientRects()].filter(
      (r) => r.width > 1 && r.height > 1,
    );
    if (rects.length === 0) continue;
    // Cut off: a clipping ancestor shows part of a line but not all of it.
    for (let n: Element | null = parent; n && n !== document.body; n = n.parentElement) {
      const s = css(n);
      const clipsX = /hidden|clip/.test(s.overflowX);
      const clipsY = /hidden|clip/.test(s.overflowY);
      // A scrolling box (a terms text of fixed height) shows part of its text at a time: what is
      // scrolled out of it is not cut off (it scrolls into view) and collides with nothing.
      const scrollsX = /auto|scroll/.test(s.overflowX);
      const scrollsY = /auto|scroll/.test(s.overflowY);
      if (s.textOverflow === 'ellipsis' && n.scrollWidth > n.clientWidth + 1) {
        problems.push(`cut off with an ellipsis: ${say(n.textContent ?? '')}`);
        break;
      }
      if (!clipsX && !clipsY && !scrollsX && !scrollsY) continue;
      const box = n.getBoundingClientRect();
      const cut = rects.some((r) => {
        const inside = r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom;
        const beyond = (clipsX && (r.left < box.left - 1 || r.right > box.right + 1)) || (clipsY && (r.top < box.top - 1 || r.bottom > box.bottom + 1));
        return inside && beyond;
      });
      if (cut) problems.push(`cut off: ${say(node.data)} by <${n.tagName.toLowerCase()} class="${n.className}">`);
      // What is clipped away cannot collide: the overlap check sees what shows.
      const showsX = clipsX || scrollsX;
      const showsY = clipsY || scrollsY;
      rects = rects
        .map((r) => {
          const left = showsX ? Math.max(r.left, box.left) : r.left;
          const right = showsX ? Math.min(r.right, box.right) : r.right;
          const top = showsY ? Math.max(r.top, box.top) : r.top;
          const bottom = showsY ? Math.min(r.bottom, box.bottom) : r.bottom;
          return { left, right, top, bottom, height: r.height };
        })
        .filter((r) => r.right - r.left > 1 && r.bottom > r.top);
      break;
    }
    const l = layer(parent);
    for (const r of rects) {
      // The middle half of each line's box: glyph boxes of lines set tighter than the font's own
      // height touch the lines next to them without any letter meeting.
      const quarter = r.height / 4;
      if (r.bottom - r.top <= 2 * quarter) continue;
      pieces.push({ node, layer: l, top: r.top + sy + quarter, bottom: r.bottom + sy - quarter, left: r.left + sx, right: r.right + sx });
    }
  }
  pieces.sort((a, b) => a.top - b.top);
  const reported = new Set<string>();
  for (let i = 0; i < pieces.length; i += 1) {
    const a = pieces[i]!;
    for (let j = i + 1; j < pieces.length && pieces[j]!.top < a.bottom; j += 1) {
      const b = pieces[j]!;
      if (a.node === b.node || a.layer !== b.layer) continue;
      if (Math.min(a.right, b.right) - Math.max(a.left, b.left) <= 1) continue;
      const key = `${say(a.node.data)} overlaps ${say(b.node.data)}`;
      if (!reported.has(key)) problems.push(`text overlaps: ${key}`);
      reported.add(key);
    }
  }
  return problems;
}

/**
 * The check as a script for `page.evaluate`: tsx (the audit's runner) names functions through a
 * `__name` helper that the page does not have; this brings a stand-in.
 */
export const TEXT_LAYOUT_SCRIPT = `(() => { const __name = (f) => f; return (${textLayoutProblems.toString()})(); })()`;
