import { describe, expect, it } from 'vitest';
import { encodeQr, QrTooLongError } from '../../worker/qr-code/encode';
import { qrSvgPath } from '../../worker/qr-code/svg-path';

/**
 * The worker's QR encoder, held to the standard (ISO/IEC 18004) in what can be read off the
 * symbol: its size by version, the three finder patterns, the timing patterns, and the format
 * information, which must be one of level M's eight strings from the standard's table (the same
 * in both copies). That a phone reads the codes was checked with zbar when the encoder was written.
 */
const FORMAT_M = [
  '101010000010010',
  '101000100100101',
  '101111001111100',
  '101101101001011',
  '100010111111001',
  '100000011001110',
  '100111110010111',
  '100101010100000',
];

/** The 15 format bits as the standard places them around the top-left finder, most significant first. */
function formatNearTopLeft(m: boolean[][]): string {
  const cells: [number, number][] = [];
  for (let y = 0; y <= 5; y += 1) cells.push([8, y]);
  cells.push([8, 7], [8, 8], [7, 8]);
  for (let x = 5; x >= 0; x -= 1) cells.push([x, 8]);
  // cells run from bit 0 (least significant) to bit 14
  return cells
    .map(([x, y]) => (m[y]![x] ? '1' : '0'))
    .reverse()
    .join('');
}

function formatSplitCopy(m: boolean[][]): string {
  const size = m.length;
  const cells: [number, number][] = [];
  for (let i = 0; i < 8; i += 1) cells.push([size - 1 - i, 8]);
  for (let i = 8; i < 15; i += 1) cells.push([8, size - 15 + i]);
  return cells
    .map(([x, y]) => (m[y]![x] ? '1' : '0'))
    .reverse()
    .join('');
}

function hasFinderAt(m: boolean[][], left: number, top: number): boolean {
  for (let dy = 0; dy < 7; dy += 1) {
    for (let dx = 0; dx < 7; dx += 1) {
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
      if (m[top + dy]![left + dx] !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe('encodeQr', () => {
  it('picks the smallest version at level M: 14 bytes fit version 1, 15 need version 2, 213 version 10', () => {
    expect(encodeQr('x'.repeat(14)).length).toBe(21);
    expect(encodeQr('x'.repeat(15)).length).toBe(25);
    expect(encodeQr('https://app.example.com/go/AbC123xyz').length).toBe(29); // 36 bytes: version 3
    expect(encodeQr('x'.repeat(213)).length).toBe(57);
    expect(() => encodeQr('x'.repeat(214))).toThrow(QrTooLongError);
  });

  it('draws the finder and timing patterns and level M’s format information twice', () => {
    for (const text of ['hi', 'https://app.example.com/credit-report?enquiry=sample-cr-mhx3k2ab', '中文 https://x.y/' + 'b'.repeat(90)]) {
      const m = encodeQr(text);
      const size = m.length;
      expect(hasFinderAt(m, 0, 0) && hasFinderAt(m, size - 7, 0) && hasFinderAt(m, 0, size - 7), text).toBe(true);
      for (let i = 8; i < size - 8; i += 1) {
        expect(m[6]![i], `timing row ${i}`).toBe(i % 2 === 0);
        expect(m[i]![6], `timing column ${i}`).toBe(i % 2 === 0);
      }
      expect(FORMAT_M).toContain(formatNearTopLeft(m));
      expect(formatSplitCopy(m)).toBe(formatNearTopLeft(m));
      expect(m[size - 8]![8], 'the dark module').toBe(true);
    }
  });
});

describe('qrSvgPath', () => {
  it('draws each dark run of a row as one rectangle, inside a quiet zone of 4', () => {
    const m = [
      [true, true, false],
      [false, false, true],
      [false, false, false],
    ];
    expect(qrSvgPath(m)).toEqual({ size: 11, path: 'M4 4h2v1h-2zM6 5h1v1h-1z' });
  });
});
