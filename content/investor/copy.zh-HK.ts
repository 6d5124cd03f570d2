import type { InvestorCopy } from '../types';

/** Investor relations in Traditional Chinese. Document titles are SAMPLE entries. */
export const investorZhHK: InvestorCopy = {
  documents: {
    'annual-results-2025': '截至2025年12月31日止年度之全年業績公告（示例）',
    'board-meeting-2026-03': '董事會會議召開日期（示例）',
    'interim-results-2025': '截至2025年6月30日止六個月之中期業績公告（示例）',
    'annual-report-2025': '2025年年報（示例）',
    'interim-report-2025': '2025年中期報告（示例）',
    'audit-committee-tor': '審核委員會職權範圍（示例）',
    'remuneration-committee-tor': '薪酬委員會職權範圍（示例）',
    'nomination-committee-tor': '提名委員會職權範圍（示例）',
    'agm-notice-2026': '2026年股東週年大會通告（示例）',
    'shareholders-communication-policy': '股東通訊政策（示例）',
  },
  intros: {
    announcements: '公告及通函按刊發日期由新至舊排列，點擊標題即可下載PDF全文。',
    financialReports: '年報及中期報告載有公司的財務報表及業務回顧，點擊標題即可下載。',
    corporateInformation: '以下為投資者常用的公司資料。',
    corporateGovernance: '董事會轄下設有審核委員會、薪酬委員會及提名委員會，各委員會的職權範圍可在下方下載。',
    otherInformation: '股東大會通告、股東通訊政策及其他須予公開的文件。',
    enquiry: '股東、投資者及分析員如有任何查詢，歡迎透過以下方式聯絡我們的投資者關係團隊。',
  },
  corporateInformation: [
    { id: 'stock-code', label: '股份代號', value: ['{{stockCode}}'] },
    { id: 'listing', label: '上市地點', value: ['香港聯合交易所有限公司主板'] },
    { id: 'licence', label: '放債人牌照號碼', value: ['{{licenceNo}}'] },
    { id: 'office', label: '香港主要營業地點（示例）', value: ['香港中環德輔道中88號', '示例商業大廈12樓1203室'] },
    { id: 'ir-contact', label: '投資者關係聯絡', value: ['電郵：{{irEmail}}', '電話：{{hotline}}'] },
  ],
  governance: [
    {
      id: 'board',
      heading: '董事會',
      paragraphs: [
        '董事會負責制訂公司的整體策略、監察業務表現及風險管理，並確保公司遵守《放債人條例》、上市規則及其他適用法規。董事會成員名單載於最新的年報。',
      ],
    },
    {
      id: 'committees',
      heading: '董事委員會',
      paragraphs: ['董事會轄下設有以下委員會，各自按其職權範圍運作：'],
      list: ['審核委員會：檢討財務報告、內部監控及風險管理', '薪酬委員會：就董事及高級管理層的薪酬政策提出建議', '提名委員會：檢討董事會的架構、人數及組成'],
    },
    {
      id: 'compliance',
      heading: '合規及資料保障',
      paragraphs: ['我們持有放債人牌照並遵守其發牌條件，依據《個人資料（私隱）條例》保障客戶資料，並設有防止洗錢及恐怖分子資金籌集的內部程序。'],
    },
  ],
  enquiry: {
    address: '香港中環德輔道中88號示例商業大廈12樓1203室（示例地址）',
    note: '我們會於合理時間內回覆查詢。傳媒查詢亦可使用上述電郵。',
  },
};
