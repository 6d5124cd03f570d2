/**
 * The line icons' drawings (24 x 24, stroked), for the Icon component and for markup the edge
 * renders from the app service's lists (src/server/content/branches-markup.ts): one drawing each.
 */
export const ICON_PATHS = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  percent: 'M19 5 5 19M7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm9 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  shield: 'M12 3 5 6v5c0 4.4 3 8.3 7 9.5 4-1.2 7-5.1 7-9.5V6l-7-3Zm-3 9 2 2 4-4',
  cash: 'M3 7h18v10H3V7Zm9 7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM6 10v4m12-4v4',
  document: 'M7 3h7l5 5v13H7V3Zm7 0v5h5M10 13h6m-6 4h6',
  phone: 'M6.6 3.5 9 3l1.5 4.5-2 1.2a11 11 0 0 0 6 6l1.2-2L20 14l-.5 2.4c-.2 1-1.1 1.6-2.1 1.6A15.5 15.5 0 0 1 5 5.6c0-1 .6-1.9 1.6-2.1Z',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  bolt: 'M13 3 5 14h6l-1 7 8-11h-6l1-7Z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 9a7 7 0 0 1 14 0',
  mail: 'M3 6h18v12H3V6Zm0 0 9 7 9-7',
  chat: 'M4 5h16v11H9l-5 4V5Z',
  download: 'M12 4v11m0 0-4-4m4 4 4-4M5 20h14',
  star: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z',
  building: 'M4 21V5l8-2v18M12 9h8v12M7 8h2m-2 4h2m-2 4h2m6-4h2m-2 4h2M3 21h18',
  leaf: 'M5 19c0-8 5-13 15-14-1 10-6 15-14 15m-1-1 7-7',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** An icon as markup, the same as the Icon component renders (decoration, hidden from assistive technology). */
export function iconMarkup(name: IconName, size = 24): string {
  return (
    `<svg width="${size}" height="${size}" viewBox="0 0 24 24" aria-hidden="true" focusable="false">` +
    `<path d="${ICON_PATHS[name]}" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"></path></svg>`
  );
}
