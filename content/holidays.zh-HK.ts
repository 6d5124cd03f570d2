import type { HolidayCopy } from './types';

/** Names of the 2026 general holidays (dates in content/office-hours.ts). */
export const holidaysZhHK: HolidayCopy[] = [
  { date: '2026-01-01', name: '一月一日' },
  { date: '2026-02-17', name: '農曆年初一' },
  { date: '2026-02-18', name: '農曆年初二' },
  { date: '2026-02-19', name: '農曆年初三' },
  { date: '2026-04-03', name: '耶穌受難節' },
  { date: '2026-04-04', name: '耶穌受難節翌日' },
  { date: '2026-04-06', name: '清明節翌日' },
  { date: '2026-04-07', name: '復活節星期一翌日' },
  { date: '2026-05-01', name: '勞動節' },
  { date: '2026-05-25', name: '佛誕翌日' },
  { date: '2026-06-19', name: '端午節' },
  { date: '2026-07-01', name: '香港特別行政區成立紀念日' },
  { date: '2026-09-26', name: '中秋節翌日' },
  { date: '2026-10-01', name: '國慶日' },
  { date: '2026-10-19', name: '重陽節翌日' },
  { date: '2026-12-25', name: '聖誕節' },
  { date: '2026-12-26', name: '聖誕節後第一個周日' },
];
