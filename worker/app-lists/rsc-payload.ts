/**
 * A route's RSC payload (what Waku's client router fetches for a client navigation,
 * `/RSC/R/<path>.txt`) with some of its long texts replaced. The branches and FAQ pages put their
 * lists in as HTML (a `dangerouslySetInnerHTML` string), and React Flight writes a long string as a
 * text row: `<id>:T<byte length in hex>,<text>`, no end mark. A text row whose text starts with a
 * given prefix (the start of the markup branches-markup.ts / faq-markup.ts make) gets the new text
 * and its new length; nothing else changes.
 *
 * The rows are walked from the start, as React's Flight client reads them: a row is `<id>:` then
 * either a tag with a hex length and `,` (text and binary rows: exactly that many bytes) or JSON
 * up to a newline. Anything that does not read that way gives null: the payload is served as built.
 */
const LENGTH_TAGS = new Set([...'TAOoUSsLlGgMmV'].map((ch) => ch.charCodeAt(0)));
const COLON = 0x3a;
const COMMA = 0x2c;
const NEWLINE = 0x0a;
const TEXT_TAG = 'T'.charCodeAt(0);

function hexValue(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x61 + 10;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x41 + 10;
  return -1;
}

export interface PayloadFill {
  /** How the text to replace starts. */
  prefix: string;
  text: string;
}

export function fillPayload(payload: Uint8Array, fills: readonly PayloadFill[]): Uint8Array<ArrayBuffer> | null {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const prefixes = fills.map((f) => ({ bytes: encoder.encode(f.prefix), text: encoder.encode(f.text) }));
  const parts: Uint8Array[] = [];
  let copiedTo = 0;
  let replaced = 0;
  let i = 0;
  while (i < payload.length) {
    const rowStart = i;
    while (i < payload.length && payload[i] !== COLON) {
      if (hexValue(payload[i]) < 0) return null;
      i += 1;
    }
    // A hint row has no id (`:HL[...]`).
    if (i >= payload.length) return null;
    i += 1;
    const tag = payload[i]!;
    if (LENGTH_TAGS.has(tag) && hexValue(payload[i + 1]) >= 0) {
      let j = i + 1;
      let length = 0;
      for (let digit = hexValue(payload[j]); digit >= 0; digit = hexValue(payload[j])) {
        length = length * 16 + digit;
        j += 1;
      }
      if (payload[j] !== COMMA) return null;
      const dataStart = j + 1;
      const end = dataStart + length;
      if (end > payload.length) return null;
      if (tag === TEXT_TAG) {
        const fill = prefixes.find((p) => p.bytes.length <= length && p.bytes.every((b, k) => payload[dataStart + k] === b));
        if (fill) {
          parts.push(
            payload.subarray(copiedTo, rowStart),
            encoder.encode(`${decoder.decode(payload.subarray(rowStart, i))}T${fill.text.length.toString(16)},`),
            fill.text,
          );
          copiedTo = end;
          replaced += 1;
        }
      }
      i = end;
    } else {
      const newline = payload.indexOf(NEWLINE, i);
      i = newline < 0 ? payload.length : newline + 1;
    }
  }
  if (replaced !== fills.length) return null;
  parts.push(payload.subarray(copiedTo));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
