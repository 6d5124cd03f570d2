import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync, gunzipSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FINAL_EMPTY_BLOCK, GZIP_HEADER, storedSize, writeStored, writeTrailer } from '../../worker/deflate-blocks';

const stored = (bytes: Uint8Array) => {
  const out = new Uint8Array(storedSize(bytes.byteLength));
  expect(writeStored(bytes, out, 0)).toBe(out.byteLength);
  return out;
};

/** A whole gzip member around `deflate` (non-final blocks), for the bytes `page`. */
const member = (deflate: Uint8Array, page: Uint8Array) => {
  const out = new Uint8Array(GZIP_HEADER.byteLength + deflate.byteLength + FINAL_EMPTY_BLOCK.byteLength + 8);
  out.set(GZIP_HEADER, 0);
  out.set(deflate, GZIP_HEADER.byteLength);
  out.set(FINAL_EMPTY_BLOCK, GZIP_HEADER.byteLength + deflate.byteLength);
  writeTrailer(crc32(page), page.byteLength, out, out.byteLength - 8);
  return out;
};

describe('stored deflate blocks and the gzip member around them', () => {
  it('write a short run as zlib itself stores it (level 0, sync flush)', () => {
    const text = new TextEncoder().encode('nonce="abc"');
    const zlibs = deflateRawSync(text, { level: 0, finishFlush: constants.Z_SYNC_FLUSH });
    // zlib's output: the stored block, then the flush's own empty stored block (00 00 00 ff ff).
    expect(Buffer.from(stored(text))).toEqual(zlibs.subarray(0, 5 + text.byteLength));
  });

  it('inflate back to the bytes, at the lengths where one block becomes two', () => {
    for (const length of [0, 1, 65_535, 65_536, 200_000]) {
      const bytes = randomBytes(length);
      const blocks = stored(bytes);
      expect(blocks.byteLength).toBe(length + 5 * Math.ceil(length / 65_535));
      const deflate = Buffer.concat([blocks, FINAL_EMPTY_BLOCK]);
      expect(inflateRawSync(deflate).equals(bytes)).toBe(true);
      // gunzip checks the trailer's CRC-32 and length too.
      expect(gunzipSync(member(blocks, bytes)).equals(bytes)).toBe(true);
    }
  });

  it('join compressed parts ended by a sync flush, with stored runs between them, into one member', () => {
    const a = new TextEncoder().encode('<p>貸款 loan</p>'.repeat(200));
    const hole = new TextEncoder().encode('N0nce+/=');
    const flush = { finishFlush: constants.Z_SYNC_FLUSH };
    const deflate = Buffer.concat([deflateRawSync(a, flush), stored(hole), deflateRawSync(a, flush)]);
    const page = Buffer.concat([a, hole, a]);
    expect(gunzipSync(member(deflate, page)).equals(page)).toBe(true);
    // A wrong trailer is refused: the check is real.
    const broken = member(deflate, page);
    broken[broken.byteLength - 8]! ^= 1;
    expect(() => gunzipSync(broken)).toThrow();
  });
});
