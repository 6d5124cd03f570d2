/**
 * The pieces of a gzip member (RFC 1952) around deflate data (RFC 1951) that a response writes
 * itself: the header, stored (uncompressed) blocks for bytes it does not compress, the empty final
 * block and the trailer. Used by page-template-gzip.ts, whose compressed parts each end on a byte
 * boundary with no final block, so these join them as they are.
 */

/** Magic, deflate, no flags, no time, no extra flags, OS unknown. */
export const GZIP_HEADER = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** An empty stored block with BFINAL set: ends the deflate data (header byte, LEN 0, NLEN 0xffff). */
export const FINAL_EMPTY_BLOCK = new Uint8Array([1, 0, 0, 0xff, 0xff]);

/** A stored block holds at most 65,535 bytes (LEN is 16 bits). */
const STORED_MAX = 0xffff;
/** Each stored block's header: one byte (BFINAL 0, BTYPE 00, padded to the byte), LEN, NLEN. */
const STORED_HEADER = 5;

/** The size of `length` bytes as stored blocks. */
export const storedSize = (length: number) => length + STORED_HEADER * Math.ceil(length / STORED_MAX);

/**
 * Writes `bytes` into `out` at `at` as non-final stored blocks (nothing for no bytes), starting on
 * a byte boundary; returns where the next byte goes.
 */
export function writeStored(bytes: Uint8Array, out: Uint8Array, at: number): number {
  for (let from = 0; from < bytes.byteLength; from += STORED_MAX) {
    const length = Math.min(STORED_MAX, bytes.byteLength - from);
    out[at] = 0;
    out[at + 1] = length & 0xff;
    out[at + 2] = length >>> 8;
    out[at + 3] = ~length & 0xff;
    out[at + 4] = (~length >>> 8) & 0xff;
    out.set(bytes.subarray(from, from + length), at + STORED_HEADER);
    at += STORED_HEADER + length;
  }
  return at;
}

/** The trailer: CRC-32 and the uncompressed size modulo 2^32, little-endian. */
export function writeTrailer(crc: number, size: number, out: Uint8Array, at: number): number {
  const view = new DataView(out.buffer, out.byteOffset + at, 8);
  view.setUint32(0, crc >>> 0, true);
  view.setUint32(4, size >>> 0, true);
  return at + 8;
}
