import { describe, expect, it } from 'vitest';
import { csvCell, csvTable, csvText } from '../../src/server/csv';

describe('csvCell: one rule for every export', () => {
  it('defuses what a spreadsheet would run as a formula, full-width forms included', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']) expect(csvCell(`${lead}SUM(1)`), JSON.stringify(lead)).toMatch(/^"?'/);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(1)')).toBe(`'@SUM(1)`);
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('陳大文')).toBe('陳大文');
  });

  it('keeps numbers numeric, minus sign included, and writes null and undefined as empty cells', () => {
    expect(csvCell(-0.25)).toBe('-0.25');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    // Text that looks like a negative number is text (a name, say): defused like any other.
    expect(csvCell('-2')).toBe(`'-2`);
  });

  it('quotes a cell holding a quote, a comma, a newline or a bare carriage return', () => {
    expect(csvCell('utm_source=a,b')).toBe('"utm_source=a,b"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('B\rC')).toBe('"B\rC"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('\rA')).toBe(`"'\rA"`);
  });
});

describe('csvText and csvTable', () => {
  it('writes a header line and one line per row, with no newline at the end', () => {
    expect(
      csvText(
        ['a', 'b'],
        [
          ['=1', 2],
          [null, 'x,y'],
        ],
      ),
    ).toBe(`a,b\n'=1,2\n,"x,y"`);
    expect(csvTable(['b', 'a'] as const, [{ a: 1, b: '-x' }, { a: undefined }])).toBe(`b,a\n'-x,1\n,`);
    expect(csvText(['a'], [])).toBe('a');
  });
});
