import { describe, expect, it } from 'vitest';
import { abResultsEnUS } from '../../content/i18n/ab-results.en-US';
import { abResultsCsv } from '../../src/server/ab/results-csv';
import { experimentResult } from '../../src/shared/ab/results';

describe('abResultsCsv', () => {
  it('keeps negative numbers numeric and defuses a name a spreadsheet would run as a formula', () => {
    // "=HYPERLINK(...)" (first in name order: the baseline) 130 of 1000, A 100 of 1000: A's lift (0.1 − 0.13) / 0.13 = −0.230769.
    const csv = abResultsCsv(
      [
        experimentResult({
          campaign: '-cny',
          bannerType: 'crazy_ad',
          shares: { A: [0.5], '=HYPERLINK("x")': [0.5] },
          daily: [
            { day: '2027-01-01', variant: 'A', impressions: 1000, clicks: 100 },
            { day: '2027-01-01', variant: '=HYPERLINK("x")', impressions: 1000, clicks: 130 },
          ],
        }),
      ],
      abResultsEnUS,
    );
    const [, baseline, a] = csv.split('\n');
    expect(baseline).toMatch(/^'-cny,crazy_ad,"'=HYPERLINK\(""x""\)",0\.5,1000,130,0\.13,/);
    expect(a).toMatch(/^'-cny,crazy_ad,A,0\.5,1000,100,0\.1,[\d.]+,[\d.]+,-0\.2307\d*,-[\d.]+,[\d.]+,/);
  });
});

describe('abResultsCsv cells', () => {
  it('defuses a leading tab or carriage return and quotes a cell holding a carriage return', () => {
    const csv = abResultsCsv(
      [
        experimentResult({
          campaign: '\tcny',
          bannerType: 'crazy_ad',
          shares: { '\rA': [0.5], 'B\rC': [0.5] },
          daily: [
            { day: '2027-01-01', variant: '\rA', impressions: 10, clicks: 1 },
            { day: '2027-01-01', variant: 'B\rC', impressions: 10, clicks: 1 },
          ],
        }),
      ],
      abResultsEnUS,
    );
    const [, first, second] = csv.split('\n');
    // A spreadsheet strips a leading tab or CR and may then run what follows as a formula.
    expect(first).toMatch(/^'\tcny,crazy_ad,"'\rA",/);
    // A bare CR ends a record in many readers: quoted, it stays inside the cell.
    expect(second).toMatch(/^'\tcny,crazy_ad,"B\rC",/);
  });
});
