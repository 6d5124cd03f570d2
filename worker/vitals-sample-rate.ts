/**
 * The `RUM_SAMPLE_RATE` setting: the share of page views whose web vitals the visitor's browser
 * measures and sends to /api/vitals (docs/performance.md#real-visitors), from 0 to 1. Unset, empty
 * or 0 = off: the pages carry no rate and load nothing. wrangler.jsonc sets 1 for the local site
 * and staging, 0.1 in production. A value of any other shape is a configuration mistake: it is
 * logged and read as off, so a typo never sends every visitor's page views.
 */
export function vitalsSampleRate(setting: string | undefined): number {
  const text = (setting ?? '').trim();
  if (!text) return 0;
  const rate = /^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(text) ? Number(text) : NaN;
  if (rate >= 0 && rate <= 1) return rate;
  console.warn('RUM_SAMPLE_RATE ignored: expected a number from 0 to 1');
  return 0;
}
