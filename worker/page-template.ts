/**
 * A finished page with holes: the page as the edge's HTMLRewriter pass leaves it (html.ts), but
 * with a placeholder wherever that pass writes this request's state, cut at the placeholders and
 * kept as bytes. Filling one is copying bytes (no parsing), so a page served again costs a copy
 * instead of a streaming rewrite (docs/performance.md, "The edge layer on a static page, kept as a template").
 *
 * The placeholders hold a token made once per isolate from 122 random bits: nothing in a page
 * can name it, and none reaches a visitor (every one is replaced).
 */

import type { GzipTemplate } from './page-template-gzip';

/** What a hole receives: the response's nonce, the marks on `<html>`, what goes before `</body>`. */
export type Slot = 'nonce' | 'htmlMarks' | 'bodyEnd';

export interface PageTemplate {
  /** The page's bytes between the holes: one more part than there are slots. */
  readonly parts: readonly Uint8Array[];
  readonly slots: readonly Slot[];
  /** The parts' bytes together. */
  readonly bytes: number;
  /** The parts compressed once, for clients that take gzip (page-template-gzip.ts); null when not made. */
  readonly gzip?: GzipTemplate | null;
}

/** What a template costs in memory: its parts and their compressed copy. */
export const templateCost = (template: PageTemplate) => template.bytes + (template.gzip?.bytes ?? 0);

interface Placeholders {
  /** What every placeholder contains. */
  token: string;
  nonce: string;
  /** An attribute name for `<html>`, written as ` name=""` by the rewriter. */
  htmlMarksAttribute: string;
  bodyEnd: string;
}

let token: string | undefined;

/** The placeholders of this isolate (made on first use: a Worker may not draw random numbers at load). */
export function placeholders(): Placeholders {
  token ??= `edge-slot-${crypto.randomUUID()}`;
  return { token, nonce: `${token}-n`, htmlMarksAttribute: `data-${token}-h`, bodyEnd: `${token}-b` };
}

const encoder = new TextEncoder();

/**
 * Cuts a page rewritten with the placeholders at each of them. `expected` says how many holes of
 * each kind the rewrite made: a page with any other count (a placeholder the rewriter escaped, or
 * one already in the page) gives null, and the caller finishes that page without a template.
 */
export function cutTemplate(html: string, marks: Placeholders, expected: Record<Slot, number>): PageTemplate | null {
  const holes: [string, Slot][] = [
    [` ${marks.htmlMarksAttribute}=""`, 'htmlMarks'],
    [marks.nonce, 'nonce'],
    [marks.bodyEnd, 'bodyEnd'],
  ];
  const found = new RegExp(holes.map(([text]) => text).join('|'), 'g');
  const parts: Uint8Array[] = [];
  const slots: Slot[] = [];
  const counts: Record<Slot, number> = { nonce: 0, htmlMarks: 0, bodyEnd: 0 };
  let from = 0;
  for (const match of html.matchAll(found)) {
    const slot = holes.find(([text]) => text === match[0])![1];
    parts.push(encoder.encode(html.slice(from, match.index)));
    slots.push(slot);
    counts[slot]++;
    from = match.index + match[0].length;
  }
  parts.push(encoder.encode(html.slice(from)));
  if ((Object.keys(counts) as Slot[]).some((slot) => counts[slot] !== expected[slot])) return null;
  // The token anywhere else is a placeholder in a shape not cut above: it must never be sent out.
  if (html.split(marks.token).length - 1 !== slots.length) return null;
  return { parts, slots, bytes: parts.reduce((sum, part) => sum + part.byteLength, 0) };
}

/** A response's values as the bytes that go into the holes. */
export const encodeSlots = (values: Record<Slot, string>): Record<Slot, Uint8Array> => ({
  nonce: encoder.encode(values.nonce),
  htmlMarks: encoder.encode(values.htmlMarks),
  bodyEnd: encoder.encode(values.bodyEnd),
});

/** The page for one response: the template's bytes with this response's values in its holes. */
export function fillTemplate(template: PageTemplate, values: Record<Slot, string> | Record<Slot, Uint8Array>): Uint8Array<ArrayBuffer> {
  const encoded = typeof values.nonce === 'string' ? encodeSlots(values as Record<Slot, string>) : (values as Record<Slot, Uint8Array>);
  let size = template.bytes;
  for (const slot of template.slots) size += encoded[slot].byteLength;
  const page = new Uint8Array(size);
  let at = 0;
  template.parts.forEach((part, i) => {
    page.set(part, at);
    at += part.byteLength;
    const slot = template.slots[i];
    if (slot) {
      page.set(encoded[slot], at);
      at += encoded[slot].byteLength;
    }
  });
  return page;
}
