import type { AbResultsCopy } from './ab-results.zh-HK';

/** The A/B results' words in English (see ab-results.zh-HK.ts for the placeholders). */
export const abResultsEnUS: AbResultsCopy = {
  verdict: {
    baseline: 'Baseline: the other variants are compared with {variant}.',
    only_variant: 'Only one variant has impressions: nothing to compare yet.',
    sample_ratio_mismatch:
      'Do not use these results: the variants’ impressions do not split as their weights say (sample-ratio mismatch, p < 0.001): events were lost or forged, or a variant failed to show. Find the cause first.',
    weights_changed:
      'No verdict: the weights changed during the test, which moved visitors between variants, so neither the sample-ratio check nor the sequential test holds. Start the test again under a new campaign name, or count only visitors who arrive after the change.',
    too_little_data: 'Too few impressions and clicks to judge yet: keep the test running ({more} to tell a {mde} difference).',
    better: '{variant} is clicked more than {baseline}: {lift} (95% always-valid range {low} to {high}). This holds however often the results were looked at.',
    worse: '{variant} is clicked less than {baseline}: {lift} (95% always-valid range {low} to {high}). This holds however often the results were looked at.',
    no_meaningful_difference: '{variant} and {baseline} are less than ±{margin} apart (95% always-valid range {low} to {high}): treat them as equally good.',
    keep_running: 'No clear difference yet ({lift}, 95% always-valid range {low} to {high}). Keep the test running: {more} to tell a {mde} difference.',
  },
  srmOk: 'The variants’ impressions match their weights.',
  srmMismatch: 'The variants’ impressions do not match their weights (p < 0.001): the results cannot be trusted.',
  weightsChangedAt:
    'The weights of this test were changed in the console on {at} (Hong Kong time), after it had started counting visitors. That moved some visitors from one variant to another, so neither the sample-ratio check nor the sequential test holds, and no verdict is given below. Start the test again under a new campaign name, or count only the visitors who arrive after {at}.',
  weightsChanged:
    'The weights of this test changed while it ran: its visitors were counted under different variants or shares, or the live banner list now splits them differently (a change in the console, with banners put or from the banner service). That moved some visitors from one variant to another, so neither the sample-ratio check nor the sequential test holds, and no verdict is given below. Start the test again under a new campaign name.',
  plannedSizeReached:
    'No clear difference ({lift}, 95% always-valid range {low} to {high}). The test has reached the size planned to tell a {mde} difference without finding one, so a difference that large is unlikely: stop it, or keep it running to tell a smaller one.',
  decidedOn: 'Decided on the look of {day} (Hong Kong): the lift, range and p-value above are that day’s, and later days do not change this verdict.',
  todaySoFar: 'Today so far ({day}, Hong Kong time), not yet in the figures below: {counts}. A day joins the test when it ends.',
  todayVariant: '{variant} {impressions} impressions, {clicks} clicks',
  listSeparator: '; ',
  more: 'about {n} more visitors',
  moreUnknown: 'more visitors are needed',
  noData: 'No banner impressions recorded yet.',
};
