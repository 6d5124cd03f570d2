import { describe, expect, it } from 'vitest';
import { figureParts } from '../../src/shared/figures';

const figures = (text: string) =>
  figureParts(text)
    .filter((p) => p.figure)
    .map((p) => p.text);

describe('figureParts', () => {
  it('finds amounts, rates and phone numbers whole', () => {
    expect(figures('Up to HK$1,000,000')).toEqual(['HK$1,000,000']);
    expect(figures('HK$100,000至HK$10,000,000')).toEqual(['HK$100,000', 'HK$10,000,000']);
    expect(figures('Assumed annual rate 24% (effective annual rate 26.82%)')).toEqual(['24%', '26.82%']);
    expect(figures('請致電客戶服務熱線2100 0000。')).toEqual(['2100 0000']);
    expect(figures('Call 2100\u00a00000 or pay HK$0.50')).toEqual(['2100\u00a00000', 'HK$0.50']);
    expect(figures('Total 1,234.50')).toEqual(['1,234.50']);
  });

  it('leaves the words around them as they are', () => {
    const text = 'A loan of HK$1,000,000 at 2% a month over 36 instalments';
    expect(
      figureParts(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
    expect(figureParts('36 months')).toEqual([{ text: '36 months', figure: false }]);
    expect(figureParts('')).toEqual([]);
  });
});
