/**
 * A page template's fixed parts compressed once per isolate, so that a response to a client that
 * takes gzip is the compressed parts copied, with this response's values between them as stored
 * (uncompressed) deflate blocks, in one gzip member: no compression per response. Both the asset
 * store and the worker otherwise gzip every page on its way out, and that was what was left of the
 * edge layer's cost (docs/performance.md, "A page kept compressed").
 *
 * The parts are one deflate stream cut where the holes are: each part ends with a sync flush (on a
 * byte boundary, no final block) and is compressed with the stream before it as its dictionary, so
 * it may refer back across a hole. That is safe because of how the dictionary shows a hole:
 * - a nonce hole has a fixed length (every nonce of a response has the same length; a response
 *   whose nonce has another length gets the plain page), and stands in the dictionary as that many
 *   NUL bytes, which no page contains (a page with one gets no compressed parts): a match can never
 *   copy from it, and every distance across it is the distance in the page as sent;
 * - a hole of varying length (the marks on `<html>`, the end of `<body>`, a page's own values such
 *   as the address a not-found page names) ends the dictionary: the part after it refers to
 *   nothing before it.
 * Compressed apart from each other the parts came out 40% larger than the whole page compressed;
 * compressed this way, 2–4% (docs/performance.md).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { crc32Append, crc32Shift } from './crc32-combine';
import { FINAL_EMPTY_BLOCK, GZIP_HEADER, storedSize, writeStored, writeTrailer } from './deflate-blocks';
import { slotValue, type GzipTemplate, type PageTemplate, type Slot } from './page-template';

/** Deflate's window: the farthest a match can refer back. */
const WINDOW = 32 * 1024;

/** Holes whose length is the same in every response (a nonce is one length); any other varies. */
const fixedLength = (slot: Slot) => slot === 'nonce';

export function compressTemplate(template: PageTemplate, nonceLength: number): GzipTemplate | null {
  if (template.parts.some((part) => part.includes(0))) return null;
  const nonceHoles = template.slots.filter(fixedLength).length;
  // The page as the decoder will see it, with NUL bytes where the nonces go.
  const stream = new Uint8Array(template.bytes + nonceHoles * nonceLength);
  let at = 0;
  let since = 0;
  const parts: Uint8Array[] = [];
  const crcs: number[] = [];
  const shifts: number[] = [];
  template.parts.forEach((part, i) => {
    const from = Math.max(since, at - WINDOW);
    parts.push(
      part.byteLength
        ? deflateRawSync(part, {
            level: 9,
            finishFlush: constants.Z_SYNC_FLUSH,
            ...(at > from ? { dictionary: stream.subarray(from, at) } : {}),
          })
        : new Uint8Array(0),
    );
    crcs.push(crc32(part) >>> 0);
    shifts.push(crc32Shift(part.byteLength));
    stream.set(part, at);
    at += part.byteLength;
    const slot = template.slots[i];
    if (slot && fixedLength(slot)) at += nonceLength;
    else if (slot) since = at;
  });
  const bytes = parts.reduce((sum, part) => sum + part.byteLength, 0);
  return { parts, crcs, shifts, size: template.bytes, nonceLength, bytes };
}

/**
 * The page for one response as a gzip member: the compressed parts with this response's values
 * (already UTF-8) between them. Null when the nonce is not the length the parts were made around.
 */
export function fillGzipTemplate(template: PageTemplate, gzip: GzipTemplate, values: Record<Slot, Uint8Array>): Uint8Array<ArrayBuffer> | null {
  if (values.nonce.byteLength !== gzip.nonceLength) return null;
  // Each value's CRC and shift, once per response (the nonce fills many holes).
  const checks = new Map<Slot, [crc: number, shift: number]>();
  let size = GZIP_HEADER.byteLength + gzip.bytes + FINAL_EMPTY_BLOCK.byteLength + 8;
  let pageSize = gzip.size;
  for (const slot of template.slots) {
    const value = slotValue(values, slot);
    if (!checks.has(slot)) checks.set(slot, [crc32(value) >>> 0, crc32Shift(value.byteLength)]);
    size += storedSize(value.byteLength);
    pageSize += value.byteLength;
  }
  const out = new Uint8Array(size);
  out.set(GZIP_HEADER, 0);
  let at = GZIP_HEADER.byteLength;
  let crc = 0;
  gzip.parts.forEach((part, i) => {
    out.set(part, at);
    at += part.byteLength;
    crc = crc32Append(crc, gzip.shifts[i]!, gzip.crcs[i]!);
    const slot = template.slots[i];
    if (slot) {
      at = writeStored(slotValue(values, slot), out, at);
      const [valueCrc, shift] = checks.get(slot)!;
      crc = crc32Append(crc, shift, valueCrc);
    }
  });
  out.set(FINAL_EMPTY_BLOCK, at);
  writeTrailer(crc, pageSize, out, at + FINAL_EMPTY_BLOCK.byteLength);
  return out;
}
