import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Append, crc32Combine, crc32Shift } from '../../worker/crc32-combine';

/** The reference: zlib's own CRC-32 over the bytes joined. */
const crcOfJoined = (...runs: Uint8Array[]) => crc32(Buffer.concat(runs)) >>> 0;

describe('joining CRC-32s without reading the bytes again', () => {
  it('gives the CRC of the two runs joined, for runs of any length', () => {
    for (const [a, b] of [
      [100, 24],
      [1, 1],
      [0, 37],
      [37, 0],
      [65_535, 65_536],
      [3, 1_000_003],
    ] as const) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      expect(crc32Combine(crc32(first), crc32(second), b)).toBe(crcOfJoined(first, second));
    }
  });

  it('joins many runs in order, with each shift made once (as a response joins a page template)', () => {
    const runs = Array.from({ length: 40 }, (_, i) => randomBytes(i % 3 === 0 ? 24 : 1 + i * 997));
    let crc = 0;
    for (const run of runs) crc = crc32Append(crc, crc32Shift(run.byteLength), crc32(run));
    expect(crc).toBe(crcOfJoined(...runs));
    // Order matters: the same runs reversed have another CRC.
    expect(crcOfJoined(...runs.slice().reverse())).not.toBe(crc);
  });

  it('matches the published check value of CRC-32 for "123456789" built from pieces', () => {
    // The CRC-32 check value (ISO-HDLC / zlib): 0xCBF43926.
    const text = (s: string) => new TextEncoder().encode(s);
    expect(crc32Combine(crc32(text('1234')), crc32(text('56789')), 5)).toBe(0xcbf43926);
  });
});
