import { describe, expect, it } from 'vitest';
import { qrSvg, svgPath } from '../../worker/qr-code';
import { drawnModules, scanQr } from '../qr-scan';

/**
 * The credit report's QR code as a visitor's phone meets it: the drawn path read back by a decoder
 * (jsQR, no code shared with the encoder) gives the link, and what the standard (ISO/IEC 18004)
 * fixes is there: a quiet zone of 4 light modules, level M's format information (one of its eight
 * strings from the standard's table, the same in both copies), and the smallest version that holds
 * the link.
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
const QUIET = 4;

/** The symbol without its quiet zone, after checking that the zone is light. */
function symbolOf(text: string): boolean[][] {
  const drawn = drawnModules(qrSvg(text));
  const size = drawn.length;
  drawn.forEach((row, y) =>
    row.forEach((dark, x) => {
      const inZone = x < QUIET || y < QUIET || x >= size - QUIET || y >= size - QUIET;
      if (inZone && dark) throw new Error(`a dark module in the quiet zone at (${x}, ${y})`);
    }),
  );
  return drawn.slice(QUIET, size - QUIET).map((row) => row.slice(QUIET, size - QUIET));
}

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

const LINKS = [
  'https://app.example.com/go/AbC123xyz',
  'https://app.example.com/credit-report?enquiry=sample-cr-mhx3k2ab',
  'https://app.example.com/申請?ref=' + 'b'.repeat(90),
  'https://app.example.com/' + 'x'.repeat(176), // 200 characters: the longest link the app service may send
];

describe('qrSvg', () => {
  it('draws a code that a scanner reads back as the link, UTF-8 included', () => {
    for (const link of LINKS) expect(scanQr(qrSvg(link)), link).toBe(link);
  });

  it('is level M with a quiet zone of 4, in the smallest version that holds the bytes', () => {
    for (const link of LINKS) {
      const m = symbolOf(link);
      expect(FORMAT_M, link).toContain(formatNearTopLeft(m));
      expect(formatSplitCopy(m), link).toBe(formatNearTopLeft(m));
    }
    // Byte mode at level M: version 1 (21 modules) holds 14 bytes, version 2 (25) 26, version 3 (29) 42, version 10 (57) 213.
    expect(symbolOf('x'.repeat(14)).length).toBe(21);
    expect(symbolOf('x'.repeat(15)).length).toBe(25);
    expect(symbolOf('https://app.example.com/go/AbC123xyz').length).toBe(29); // 36 bytes
    expect(symbolOf('x'.repeat(213)).length).toBe(57);
    expect(qrSvg('x'.repeat(213)).size).toBe(57 + 2 * QUIET);
  });

  it('refuses text that needs a version above 10 (too dense to scan at the size the page draws it)', () => {
    expect(() => qrSvg('x'.repeat(214))).toThrow(RangeError);
  });
});

describe('svgPath', () => {
  it('draws each dark run of a row as one rectangle', () => {
    const m = [
      [false, false, false, false],
      [false, true, true, false],
      [false, false, false, true],
      [false, false, false, false],
    ];
    expect(svgPath(m)).toEqual({ size: 4, path: 'M1 1h2v1h-2zM3 2h1v1h-1z' });
    expect(drawnModules(svgPath(m))).toEqual(m);
  });
});
