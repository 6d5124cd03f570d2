import type { VerdictKey } from '../../src/shared/ab/results';

/**
 * The A/B results' words for marketing (the console and `npm run ops -- ab report`), not shown on
 * the public site. Placeholders: {variant}, {baseline}, {lift}, {low}, {high} (the always-valid
 * 95% range of the lift), {mde} (the effect the reader plans for), {margin} (the effect the test was
 * started with: what "no difference that matters" means) and {more} (`more` or `moreUnknown`).
 */
export interface AbResultsCopy {
  verdict: Record<VerdictKey, string>;
  /** The sample-ratio check, shown above the variants. */
  srmOk: string;
  srmMismatch: string;
  /**
   * Shown instead of the sample-ratio line when visitors were moved between variants: `weightsChangedAt`
   * when the console's audit log says when ({at}, Hong Kong time), `weightsChanged` when only the
   * assignments recorded with the counted events, or the live list, show it.
   */
  weightsChangedAt: string;
  weightsChanged: string;
  /** Instead of `verdict.keep_running` once the visitors planned for the reader's effect ({mde}) are all in. */
  plannedSizeReached: string;
  /** Under a decided comparison: the day ({day}, Hong Kong) whose look decided it; its figures are that look's. */
  decidedOn: string;
  /**
   * Today's counts so far ({day}, Hong Kong), not yet a look of the test: {counts} is one
   * `todayVariant` per variant ({variant}, {impressions}, {clicks}) joined by `listSeparator`.
   */
  todaySoFar: string;
  todayVariant: string;
  listSeparator: string;
  /** {more}: the visitors the test still needs ({n}); `moreUnknown` when there is no click yet to plan from, or the plan is met with too few clicks. */
  more: string;
  moreUnknown: string;
  noData: string;
}

export const abResultsZhHK: AbResultsCopy = {
  verdict: {
    baseline: '對照組：其他版本均與 {variant} 比較。',
    only_variant: '只有一個版本有展示紀錄，暫時無從比較。',
    sample_ratio_mismatch:
      '請勿採用此結果：各版本的展示人數與所設比重不符（樣本比例失衡，p < 0.001）：可能有事件遺失或被偽造，或某版本未能正常顯示。請先查明原因。',
    weights_changed:
      '不作結論：測試期間比重曾被更改，部分訪客因此轉換了版本，樣本比例檢查及序貫檢定均不再成立。請以新的推廣活動名稱重新開始測試，或只計算更改後才到訪的訪客。',
    too_little_data: '展示及點擊次數仍太少，未能判斷：請繼續測試（{more}，方能分辨 {mde} 的差距）。',
    better: '{variant} 的點擊率高於 {baseline}：{lift}（95% 隨時有效範圍 {low} 至 {high}）。無論期間查看結果多少次，此結論仍然成立。',
    worse: '{variant} 的點擊率低於 {baseline}：{lift}（95% 隨時有效範圍 {low} 至 {high}）。無論期間查看結果多少次，此結論仍然成立。',
    no_meaningful_difference: '{variant} 與 {baseline} 的差距少於 ±{margin}（95% 隨時有效範圍 {low} 至 {high}），可視為效果相同。',
    keep_running: '暫未有明確差別（{lift}，95% 隨時有效範圍 {low} 至 {high}）。請繼續測試：{more}，方能分辨 {mde} 的差距。',
  },
  srmOk: '各版本的展示人數與比重相符。',
  srmMismatch: '各版本的展示人數與比重不符（p < 0.001）：結果不可信。',
  weightsChangedAt:
    '此測試的比重於 {at}（香港時間）在控制台被更改，當時測試已開始計算訪客。更改令部分訪客轉換了版本，因此樣本比例檢查及序貫檢定均不再成立，以下不作結論。請以新的推廣活動名稱重新開始測試，或只計算 {at} 之後才到訪的訪客。',
  weightsChanged:
    '此測試進行期間比重曾被更改：各訪客被計算時的版本或比重不一，或現時發佈的橫額清單分配訪客的方式已與計算時不同（經控制台、banners put 或橫額服務更改）。更改令部分訪客轉換了版本，因此樣本比例檢查及序貫檢定均不再成立，以下不作結論。請以新的推廣活動名稱重新開始測試。',
  plannedSizeReached:
    '未有明確差別（{lift}，95% 隨時有效範圍 {low} 至 {high}）。測試已達到分辨 {mde} 差距所需的訪客人數，仍未發現差別，即不大可能有這麼大的差距：可以結束測試，或繼續進行以分辨較小的差距。',
  decidedOn: '已於 {day}（香港日期）的數據得出結論：以上提升幅度、範圍及 p 值均為當日數字，之後的數據不會改變此結論。',
  todaySoFar: '今日至今（{day}，香港時間）的數字，未計入下表：{counts}。每日完結後才計入測試。',
  todayVariant: '{variant} 展示 {impressions}、點擊 {clicks}',
  listSeparator: '；',
  more: '約需再多 {n} 名訪客',
  moreUnknown: '尚需更多訪客',
  noData: '暫未有橫額展示紀錄。',
};
