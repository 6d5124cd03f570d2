/**
 * A finished page with holes: the edge's HTMLRewriter pass (html.ts) with a placeholder wherever it
 * writes a response's state, cut there and kept as bytes; filling one is a copy, not a rewrite
 * (docs/performance.md, "The edge layer on a static page, kept as a template"). The placeholders
 * hold a token made once per isolate from 122 random bits: no page can name it, and none reaches a
 * visitor (every one is replaced).
 */
import type { InlineHashes } from './inline-hashes';

/**
 * What a hole receives: the marks on `<html>`, what goes before `</body>`, or a value the page's
 * own step writes per response, by its name (page-values.ts). No nonce: a kept page's inline code
 * is named in its CSP by hash (inline-hashes.ts).
 */
export type Slot = 'htmlMarks' | 'bodyEnd' | ValueSlot;
export type ValueSlot = `value:${string}`;
const isValueSlot = (slot: string): slot is ValueSlot => slot.startsWith('value:');

export interface PageTemplate {
  /** The page's bytes between the holes: one more part than there are slots. */
  readonly parts: readonly Uint8Array[];
  readonly slots: readonly Slot[];
  /** The parts' bytes together (what the template costs in memory). */
  readonly bytes: number;
  /** The CSP hash sources of the page's inline scripts and styles (set by html.ts once made). */
  readonly hashes: InlineHashes;
}

interface Placeholders {
  /** What every placeholder contains. */
  token: string;
  /** An attribute name for `<html>`, written as ` name=""` by the rewriter. */
  htmlMarksAttribute: string;
  bodyEnd: string;
  /** A value's placeholder, written as text or as an attribute value (nothing in it is escaped by either). */
  value: (slot: ValueSlot) => string;
}

let token: string | undefined;

/** The placeholders of this isolate (made on first use: a Worker may not draw random numbers at load). */
export function placeholders(): Placeholders {
  token ??= `edge-slot-${crypto.randomUUID()}`;
  const prefix = token;
  return {
    token,
    htmlMarksAttribute: `data-${token}-h`,
    bodyEnd: `${token}-b`,
    value: (slot) => {
      const name = slot.slice('value:'.length);
      if (!/^[\w-]+$/.test(name)) throw new Error(`A page value's name is letters, digits and - only: ${JSON.stringify(name)}`);
      // Ended by a character no name has: no value's placeholder begins another's.
      return `${prefix}-v-${name}.`;
    },
  };
}

const encoder = new TextEncoder();

/**
 * Cuts a page rewritten with the placeholders at each of them. `expected` says how many holes of
 * each kind the rewrite made (a page value's slot named there is looked for too): a page with any
 * other count (a placeholder the rewriter escaped, or one already in the page) gives null, and the
 * caller finishes that page without a template.
 */
export function cutTemplate(html: string, marks: Placeholders, expected: Record<Slot, number>, hashes: InlineHashes): PageTemplate | null {
  const holes: [string, Slot][] = [
    [` ${marks.htmlMarksAttribute}=""`, 'htmlMarks'],
    [marks.bodyEnd, 'bodyEnd'],
    ...(Object.keys(expected) as Slot[]).filter(isValueSlot).map((slot): [string, Slot] => [marks.value(slot), slot]),
  ];
  const found = new RegExp(holes.map(([text]) => text.replace(/[.]/g, '\\.')).join('|'), 'g');
  const parts: Uint8Array[] = [];
  const slots: Slot[] = [];
  const counts: Record<Slot, number> = { htmlMarks: 0, bodyEnd: 0 };
  let from = 0;
  for (const match of html.matchAll(found)) {
    const slot = holes.find(([text]) => text === match[0])![1];
    parts.push(encoder.encode(html.slice(from, match.index)));
    slots.push(slot);
    counts[slot] = (counts[slot] ?? 0) + 1;
    from = match.index + match[0].length;
  }
  parts.push(encoder.encode(html.slice(from)));
  if (holes.some(([, slot]) => (counts[slot] ?? 0) !== (expected[slot] ?? 0))) return null;
  // The token anywhere else is a placeholder in a shape not cut above: it must never be sent out.
  if (html.split(marks.token).length - 1 !== slots.length) return null;
  return { parts, slots, bytes: parts.reduce((sum, part) => sum + part.byteLength, 0), hashes };
}

/** A response's values as the bytes that go into the holes. */
function encodeSlots(values: Record<Slot, string>): Record<Slot, Uint8Array> {
  const encoded: Record<Slot, Uint8Array> = {
    htmlMarks: encoder.encode(values.htmlMarks),
    bodyEnd: encoder.encode(values.bodyEnd),
  };
  for (const slot of Object.keys(values) as Slot[]) if (isValueSlot(slot)) encoded[slot] = encoder.encode(values[slot]!);
  return encoded;
}

/** A hole's value: one the caller did not give is a page finished wrong, never a hole left empty. */
function slotValue<T>(values: Record<Slot, T>, slot: Slot): T {
  const value = values[slot];
  if (value === undefined) throw new Error(`No value for the page template's hole ${slot}`);
  return value;
}

/** The page for one response: the template's bytes with this response's values in its holes. */
export function fillTemplate(template: PageTemplate, values: Record<Slot, string>): Uint8Array<ArrayBuffer> {
  const encoded = encodeSlots(values);
  let size = template.bytes;
  for (const slot of template.slots) size += slotValue(encoded, slot).byteLength;
  const page = new Uint8Array(size);
  let at = 0;
  template.parts.forEach((part, i) => {
    page.set(part, at);
    at += part.byteLength;
    const slot = template.slots[i];
    if (slot) {
      const value = slotValue(encoded, slot);
      page.set(value, at);
      at += value.byteLength;
    }
  });
  return page;
}
