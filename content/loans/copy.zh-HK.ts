import type { LoanCopy, LoanName, LoansCopy, PageMeta, QuestionAnswer } from '../types';

/**
 * Every word of the loan products in Traditional Chinese (Hong Kong): names, menu lines, page titles
 * and the pages. Figures are placeholders filled from each product's module (src/shared/products/) and
 * content/general-facts.ts; testimonial numbers are in content/loans/testimonials.ts under the same ids.
 */

/** Product names, written once: the menus, the lead form, the console, page titles (`loanNames.<name>`). */
export const loanNamesZhHK = {
  nLoan: '私人貸款',
  loan7x24: '7x24 AI貸款',
  supreme: 'Supreme尊尚貸款',
  pLoan: '業主貸款',
  hosLoan: '居屋及公屋業主貸款',
  tLoan: '結餘轉戶貸款',
  cLoan: '清卡數貸款',
  revolvingLoan: '循環日息貸款',
  talentLoan: '人才貸款',
  sLoan: '學生清數貸款',
  uLoan: '進修貸款',
  wLoan: '結婚貸款',
  rLoan: '裝修貸款',
  iLoan: '投資貸款',
  lLoan: '太陽能貸款',
  sme: '中小企融資',
} satisfies Record<LoanName, string>;

const N = loanNamesZhHK;

/** The line under each product's name in the menus (`loanTaglines.<name>`). */
export const loanTaglinesZhHK = {
  nLoan: '最高HK$1,000,000',
  loan7x24: '最高HK$30,000',
  supreme: '最高HK$5,000,000',
  pLoan: '最高HK$2,000,000',
  hosLoan: '居屋、公屋業主適用',
  tLoan: '原有利率減兩成',
  cLoan: '最高HK$1,500,000',
  revolvingLoan: '按日計息',
  talentLoan: '毋須永久居民身份證',
  sLoan: '最高HK$100,000',
  uLoan: '最高HK$500,000',
  wLoan: '最高HK$500,000',
  rLoan: '最高HK$500,000',
  iLoan: '首2日免息',
  lLoan: '最高HK$1,000,000',
  sme: 'HK$100,000至HK$10,000,000',
} satisfies Record<LoanName, string>;

/** Each product page's <title>, meta description, <h1> and lead (`pages.<name>`). */
export const loanPagesZhHK = {
  nLoan: {
    title: `${N.nLoan} | {{brand}}`,
    description: `${N.nLoan}貸款額高達HK$1,000,000，還款期6至60個月，利率低至10%。網上申請，AI即時批核，按日計息，免手續費，提早還款亦不收罰息。`,
    heading: `${N.nLoan} AI即時批核`,
    lead: `應急、消費定周轉都用得著。${N.nLoan}貸款額高達HK$1,000,000，還款期由6至60個月任你揀，利率低至10%。網上遞交申請後由AI即時批核，按日計息，免手續費，提早還款亦不收罰息。`,
  },
  loan7x24: {
    title: `${N.loan7x24} | {{brand}}`,
    description: `${N.loan7x24}全日無休網上申請，只需香港身份證及手機號碼，20秒內提供貸款方案，貸款額高達HK$30,000，應急周轉更方便。`,
    heading: `${N.loan7x24} 隨時應急`,
    lead: '無論日夜，只需香港身份證及手機號碼即可網上申請。AI會在20秒內為你提供貸款方案，貸款額高達HK$30,000，適合應付突如其來的小額開支。',
  },
  supreme: {
    title: `${N.supreme} | {{brand}}`,
    description: '專為公務員、專業人士或月入HK$40,000或以上人士而設，貸款額高達月薪30倍或HK$5,000,000（以較低者為準），還款期最長60個月，利率低至8.9%。',
    heading: `${N.supreme} 專享更低利率`,
    lead: `如你是公務員、專業人士，或每月收入達HK$40,000或以上，即可申請${N.supreme}。貸款額高達月薪30倍或HK$5,000,000（以較低者為準），還款期最長60個月，利率低至8.9%，另享優先預約、生日禮遇及專屬分行服務。`,
  },
  pLoan: {
    title: `${N.pLoan} | {{brand}}`,
    description: `${N.pLoan}適用於私人樓宇、居屋及公屋業主，貸款額高達HK$2,000,000，網上申請，15分鐘完成初步物業估價，按日計息，免手續費。`,
    heading: `${N.pLoan} 物業助你周轉`,
    lead: `不論你持有私人樓宇、居屋定公屋，都可以申請${N.pLoan}，貸款額高達HK$2,000,000。網上遞交物業資料，15分鐘即可完成初步估價，按日計息，免手續費，資金運用更靈活。`,
  },
  hosLoan: {
    title: `${N.hosLoan} | {{brand}}`,
    description: '專為居屋及公屋業主而設的業主貸款，網上申請，提供初步物業估價，按日計息，免手續費，提早還款亦不收罰息。',
    heading: `${N.hosLoan}`,
    lead: '如你是居屋或公屋業主，可憑自住物業申請業主貸款，應付家庭開支、進修或生意周轉。網上申請，按日計息，免手續費，提早還款亦毋須罰息。',
  },
  tLoan: {
    title: `${N.tLoan} | {{brand}}`,
    description: `${N.tLoan}利率按原有貸款再減20%，例如36%減至28.8%，貸款額高達HK$2,000,000，將多筆欠款集中成一筆還款，減輕每月利息負擔。`,
    heading: `${N.tLoan} 利率即減20%`,
    lead: '將現有貸款轉到{{brand}}，利率按原有利率再減20%，例如36%即減至28.8%。貸款額高達HK$2,000,000，把多筆欠款合併為一筆，每月還款更易管理，節省利息支出。',
  },
  cLoan: {
    title: `${N.cLoan} | {{brand}}`,
    description: `${N.cLoan}助你一次過清還多張信用卡欠款，貸款額高達HK$1,500,000，還款期最長60個月，擺脫只還最低還款額的高息循環。`,
    heading: `${N.cLoan} 一筆清晒卡數`,
    lead: `信用卡欠款越積越多？${N.cLoan}貸款額高達HK$1,500,000，還款期最長60個月，助你一次過清還多張信用卡結欠，以定額分期還款代替最低還款額，早日無債一身輕。`,
  },
  revolvingLoan: {
    title: `${N.revolvingLoan} | {{brand}}`,
    description: `${N.revolvingLoan}額度高達月薪10倍，隨借隨還，只按實際提取金額按日計息，未動用的額度不收利息，資金周轉更靈活。`,
    heading: `${N.revolvingLoan} 隨借隨還`,
    lead: '批出的備用額度高達月薪10倍，需要時才提取，利息只按實際提取金額及日數計算，未動用的額度完全不收利息。還款後額度可再次使用，適合不定期的周轉需要。',
  },
  talentLoan: {
    title: `${N.talentLoan} | {{brand}}`,
    description: '專為未持有香港永久性居民身份證的新來港人才而設，貸款額高達HK$2,000,000或月薪10倍，還款期最長120個月，助你安頓新生活。',
    heading: `${N.talentLoan} 助你在港展開新生活`,
    lead: '剛來港工作，未有永久性居民身份證也可申請。申請時須提供香港身份證、護照、有效期超過6個月的工作簽證及受僱證明，貸款額高達HK$2,000,000或月薪10倍，還款期最長120個月。',
  },
  sLoan: {
    title: `${N.sLoan} | {{brand}}`,
    description: `${N.sLoan}適合副學士或以上的全日制及兼讀制學生，整合現有欠款，貸款額高達HK$100,000，還款期最長48個月。`,
    heading: `${N.sLoan} 減輕還款壓力`,
    lead: '就讀副學士或以上課程的全日制或兼讀制學生，可憑學生證及學費證明申請。貸款額高達HK$100,000，還款期最長48個月，將多筆欠款合併為一筆，每月還款更輕鬆。',
  },
  uLoan: {
    title: `${N.uLoan} | {{brand}}`,
    description: `${N.uLoan}支援兼讀學位、碩士課程以至考車牌等學費開支，貸款額高達HK$500,000，分期還款，讓你安心增值自己。`,
    heading: `${N.uLoan} 投資自己`,
    lead: `想讀兼讀學位、碩士課程或考車牌？${N.uLoan}貸款額高達HK$500,000，學費可分期攤還，網上申請，按日計息，免手續費，讓你專心學習。`,
  },
  wLoan: {
    title: `${N.wLoan} | {{brand}}`,
    description: `${N.wLoan}助你應付擺酒、婚紗攝影及蜜月等開支，貸款額高達HK$500,000，網上申請，按日計息，免手續費，讓你安心籌備婚禮。`,
    heading: `${N.wLoan} 籌備婚禮更從容`,
    lead: `由擺酒、婚紗攝影到蜜月旅行，${N.wLoan}貸款額高達HK$500,000，讓你按自己的步伐分期還款，網上申請，免手續費，專心籌備人生大日子。`,
  },
  rLoan: {
    title: `${N.rLoan} | {{brand}}`,
    description: `${N.rLoan}額高達HK$500,000，首6至12期只需還息，減輕裝修初期的資金壓力。網上申請，按日計息，免手續費，提早還款亦不收罰息。`,
    heading: `${N.rLoan} 首6至12期只需還息`,
    lead: `新居入伙或翻新舊屋，${N.rLoan}貸款額高達HK$500,000。首6至12期只需償還利息，之後才開始攤還本金，讓你在裝修初期保留更多資金應付其他開支。`,
  },
  iLoan: {
    title: `${N.iLoan} | {{brand}}`,
    description: `${N.iLoan}額高達HK$500,000，首2日免息，助你把握稍縱即逝的投資時機。網上申請，按日計息，免手續費，提早還款亦不收罰息。`,
    heading: `${N.iLoan} 首2日免息`,
    lead: `投資機會稍縱即逝。${N.iLoan}貸款額高達HK$500,000，首2日免息，其後按日計息，免手續費，提早還款亦不收罰息。`,
  },
  lLoan: {
    title: `${N.lLoan} | {{brand}}`,
    description: `${N.lLoan}助你安裝太陽能發電系統，貸款額高達HK$1,000,000，最高可借工程費用的90%，最長分24期還款，一般1至2個工作天完成評估。`,
    heading: `${N.lLoan} 支持綠色生活`,
    lead: '與安裝商簽訂合約後，遞交相關文件即可申請，一般1至2個工作天完成評估。貸款額高達HK$1,000,000，最高可借工程費用的90%，最長分24期還款。',
  },
  sme: {
    title: `${N.sme} | {{brand}}`,
    description: `${N.sme}額由HK$100,000至HK$10,000,000，分6至48期還款，3日內完成批核，經營滿6個月的企業可申請，助你應付營運及擴展所需。`,
    heading: `${N.sme} 3日內批核`,
    lead: '經營滿6個月的企業，由董事或股東擔保即可申請，成立未滿一年的企業亦有初創貸款可選。貸款額由HK$100,000至HK$10,000,000，分6至48期還款，3日內完成批核。',
  },
} satisfies Record<LoanName, PageMeta>;

const STANDARD_ELIGIBILITY = ['年滿{{minAge}}歲的香港居民', '持有香港永久性居民身份證', '同意授權我們查閱你的信貸報告'];
const STANDARD_DOCUMENTS = ['香港身份證', '最近{{addressProofMonths}}個月內發出的住址證明', '最近的銀行月結單（入息紀錄）'];

const COMMON_HIGHLIGHTS = {
  noFee: { title: '免手續費', text: '批出貸款不收任何手續費，借幾多就收幾多。' },
  daily: { title: '按日計息', text: '利息按實際借款日數計算，早還早慳息。' },
  noPenalty: { title: '提早還款免罰息', text: '隨時可提早清還，只需預早{{noticeDays}}個工作天書面通知。' },
  cash: { title: '即時過數或VTM提款', text: '簽約後可即時轉賬到你的銀行戶口，或到指定分行的VTM提取現金。' },
};

const EARLY_REPAYMENT: QuestionAnswer = {
  id: 'early-repayment',
  q: '可以提早還清貸款嗎？要罰息嗎？',
  a: ['可以，而且不收任何罰息。如需提早全數清還，請最少於{{noticeDays}}個工作天前以書面通知我們，我們會為你計算截至還款日的結欠。'],
};

const APPROVAL_MINUTES: QuestionAnswer = {
  id: 'approval',
  q: '幾耐知道批核結果？',
  a: ['申請及所需文件齊備後，最快{{approvalMinutes}}分鐘有結果，再由批核經理作最終審批。在辦公時間以外遞交的申請，會於下一個工作天處理。'],
};

const nLoan: LoanCopy = {
  headline: '最高{{max}}',
  stats: [
    { label: '貸款額', value: '高達{{max}}' },
    { label: '年利率', value: '低至{{rateFrom}}' },
    { label: '還款期', value: '{{minMonths}}至{{maxMonths}}個月' },
    { label: '批核時間', value: '最快{{approvalMinutes}}分鐘' },
  ],
  highlights: [COMMON_HIGHLIGHTS.noFee, COMMON_HIGHLIGHTS.daily, COMMON_HIGHLIGHTS.noPenalty, COMMON_HIGHLIGHTS.cash],
  points: [
    {
      title: 'AI即時批核',
      text: '網上遞交申請及文件後，AI系統即時作初步評估，最快{{approvalMinutes}}分鐘知道結果，再由批核經理作最終審批，毋須花時間排隊等候。',
    },
    { title: '還款期彈性自選', text: '還款期由{{minMonths}}至{{maxMonths}}個月任你揀，可按自己的收入安排每月還款額，預算更清楚。' },
    { title: '用途不限', text: '應急、添置家品、旅行或周轉都可以申請，貸款額高達{{max}}，毋須抵押品。' },
  ],
  eligibility: STANDARD_ELIGIBILITY,
  documents: STANDARD_DOCUMENTS,
  note: '還款例子：貸款額{{exampleAmount}}，年利率{{exampleRate}}，還款期{{exampleMonths}}個月，每月還款{{exampleMonthly}}，總還款額{{exampleTotal}}。實際年利率最高為{{maxApr}}，實際貸款額、利率及還款期以批核結果為準。',
  testimonials: [
    {
      id: 'n-renovate-flat',
      user: '陳先生・文員',
      title: '換傢俬唔使再等',
      text: '想趁搬屋一次過換齊傢俬電器，網上填好表上載文件，好快就收到批核結果，簽約後即日過數。',
    },
    { id: 'n-example', user: '李小姐・零售業', title: '應急周轉好方便', text: '突然要交一筆醫療費，用手機申請，唔使請假去分行，每月還款額一早清清楚楚。' },
  ],
  faq: [
    {
      id: 'amount',
      q: '私人貸款最多可以借幾多？',
      a: ['此產品貸款額高達{{max}}。我們的私人貸款一般由{{min}}至{{faqMax}}，實際可借金額視乎你的收入、信貸紀錄及批核結果而定。'],
    },
    {
      id: 'rate',
      q: '利率及還款期是多少？',
      a: [
        '年利率低至{{rateFrom}}，還款期由{{minMonths}}至{{maxMonths}}個月。實際年利率最高為{{maxApr}}。',
        '例子：貸款額{{exampleAmount}}，年利率{{exampleRate}}，還款期{{exampleMonths}}個月，每月還款{{exampleMonthly}}，總還款額{{exampleTotal}}。',
      ],
    },
    {
      id: 'approval',
      q: '幾耐知道批核結果？',
      a: [
        '遞交申請及所需文件後，AI會即時作初步評估，最快{{approvalMinutes}}分鐘有結果，之後由批核經理作最終審批。在辦公時間以外遞交的申請，會於下一個工作天處理。',
      ],
    },
    EARLY_REPAYMENT,
  ],
};

const loan7x24: LoanCopy = {
  headline: '最高{{max}}',
  stats: [
    { label: '貸款額', value: '高達{{max}}' },
    { label: '貸款方案', value: '{{offerSeconds}}秒內提供' },
    { label: '申請時間', value: '全日24小時' },
    { label: '所需資料', value: '身份證及手機號碼' },
  ],
  highlights: [
    { title: '全日無休', text: '一星期7日、每日24小時都可以網上申請，深夜都唔使等。' },
    { title: '{{offerSeconds}}秒有方案', text: 'AI在{{offerSeconds}}秒內為你提供貸款方案，即時知道可借多少。' },
    { title: '手續簡單', text: '只需香港身份證及手機號碼，毋須預先準備大量文件。' },
    COMMON_HIGHLIGHTS.noFee,
  ],
  points: [
    { title: '小額應急之選', text: '貸款額高達{{max}}，適合應付突如其來的小額開支，例如維修、醫療或寵物診金。' },
    { title: 'AI即時計算', text: '輸入資料後，AI在{{offerSeconds}}秒內按你的情況提供貸款方案，你可以先了解清楚才決定。' },
    { title: '按日計息，早還早慳', text: '利息按實際借款日數計算，不收手續費，提早還款亦不收罰息。' },
  ],
  eligibility: STANDARD_ELIGIBILITY,
  documents: ['香港身份證', '本人登記的手提電話號碼（用作接收一次性密碼）'],
  testimonials: [
    { id: 'x-vet-bill', user: '黃小姐・護士', title: '夜晚都搞得掂', text: '半夜帶狗狗睇急症，即場用手機申請，好快已經有貸款方案，唔使擔心診金。' },
    { id: 'x-laptop', user: '何同學・兼職', title: '幾分鐘就申請好', text: '手提電腦壞咗要即刻換，只係用身份證同手機號碼申請，過程好簡單。' },
  ],
  faq: [
    { id: 'what-need', q: '申請7x24 AI貸款需要甚麼？', a: ['只需你的香港身份證及本人的手提電話號碼。系統會以短訊傳送一次性密碼核實身份。'] },
    {
      id: 'how-fast',
      q: '真的{{offerSeconds}}秒就有結果嗎？',
      a: ['AI會在{{offerSeconds}}秒內按你提供的資料計算貸款方案。你確認方案並完成簽約後，貸款便可轉賬到你的戶口。'],
    },
    { id: 'amount', q: '最多可以借幾多？', a: ['7x24 AI貸款的貸款額高達{{max}}。如需要更高金額，可考慮我們的私人貸款。'] },
    EARLY_REPAYMENT,
  ],
};

const supreme: LoanCopy = {
  headline: '月薪{{salaryMultiple}}倍或{{max}}',
  stats: [
    { label: '貸款額', value: '月薪{{salaryMultiple}}倍或{{max}}（以較低者為準）' },
    { label: '年利率', value: '低至{{rateFrom}}' },
    { label: '還款期', value: '最長{{maxMonths}}個月' },
    { label: '申請資格', value: '公務員、專業人士或月入{{minIncome}}或以上' },
  ],
  highlights: [
    { title: '更低利率', text: '年利率低至{{rateFrom}}，為合資格客戶度身訂造。' },
    { title: '更高貸款額', text: '高達月薪{{salaryMultiple}}倍或{{max}}，以較低者為準。' },
    { title: '專屬禮遇', text: '優先預約、生日禮遇及專屬分行服務。' },
    { title: '回贈高達{{rebate}}', text: '合資格客戶可享高達{{rebate}}回贈，詳情以條款及細則為準。' },
  ],
  points: [
    { title: '專為專業人士而設', text: '公務員、醫生、律師、會計師等專業人士（須提供證明），或每月收入達{{minIncome}}或以上人士，均可申請。' },
    {
      title: '大額資金，長達{{maxMonths}}個月',
      text: '貸款額高達月薪{{salaryMultiple}}倍或{{max}}（以較低者為準），還款期最長{{maxMonths}}個月，每月還款更輕鬆。',
    },
    { title: '尊尚服務體驗', text: 'Supreme客戶可優先預約見面時間，並由專屬分行跟進，另有生日禮遇。' },
  ],
  eligibility: [
    '年滿{{minAge}}歲的香港居民，持有香港永久性居民身份證',
    '公務員、專業人士（須提供相關證明），或每月收入達{{minIncome}}或以上',
    '同意授權我們查閱你的信貸報告',
  ],
  documents: ['香港身份證', '職位或專業資格證明（如適用）', '最近的入息證明或銀行月結單', '最近{{addressProofMonths}}個月內發出的住址證明'],
  testimonials: [
    { id: 's-nurse', user: '張小姐・註冊護士', title: '利率比預期低', text: '公營醫院工作多年，用Supreme貸款整合開支，利率低過我之前借過的，還款期亦夠長。' },
    { id: 's-engineer', user: '梁先生・工程師', title: '專屬分行好貼心', text: '有專人跟進，預約時間好彈性，放工後都可以處理，感覺好專業。' },
  ],
  faq: [
    { id: 'who', q: '邊個可以申請Supreme尊尚貸款？', a: ['公務員、專業人士（須提供證明），或每月收入達{{minIncome}}或以上的香港居民均可申請。'] },
    { id: 'limit', q: '貸款額如何計算？', a: ['貸款額高達你月薪的{{salaryMultiple}}倍或{{max}}，以較低者為準。實際金額視乎你的入息、信貸紀錄及批核結果。'] },
    {
      id: 'perks',
      q: 'Supreme客戶有甚麼禮遇？',
      a: ['包括更優惠的利率（低至{{rateFrom}}）、更高貸款額、優先預約、生日禮遇及專屬分行服務，另可享高達{{rebate}}回贈（受條款及細則約束）。'],
    },
    APPROVAL_MINUTES,
    EARLY_REPAYMENT,
  ],
};

const pLoan: LoanCopy = {
  headline: '最高{{max}}',
  stats: [
    { label: '貸款額', value: '高達{{max}}' },
    { label: '物業類別', value: '私樓、居屋及公屋' },
    { label: '初步估價', value: '{{valuationMinutes}}分鐘' },
    { label: '計息方式', value: '按日計息' },
  ],
  highlights: [
    { title: '{{valuationMinutes}}分鐘初步估價', text: '網上提交物業資料，{{valuationMinutes}}分鐘完成初步估價。' },
    { title: '多種物業適用', text: '私人樓宇、居屋及公屋業主均可申請。' },
    COMMON_HIGHLIGHTS.noFee,
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    { title: '善用物業價值', text: '以物業業主身份申請，貸款額高達{{max}}，適合家庭大額開支、子女教育或生意周轉。' },
    { title: '估價快捷透明', text: '網上提交物業地址等資料，{{valuationMinutes}}分鐘即可得到初步估價，了解可借金額後才決定。' },
    { title: '還款安排清晰', text: '按日計息，免手續費，每月定額還款，提早還款亦不收罰息。' },
  ],
  eligibility: ['年滿{{minAge}}歲的香港居民，持有香港永久性居民身份證', '持有香港住宅物業（私人樓宇、居屋或公屋）', '同意授權我們查閱你的信貸報告'],
  documents: ['香港身份證', '物業地址及業權資料', '最近{{addressProofMonths}}個月內發出的住址證明', '最近的銀行月結單（入息紀錄）'],
  testimonials: [
    { id: 'p-family', user: '吳先生・小業主', title: '估價快，安排清楚', text: '網上填咗物業資料，好快有初步估價，之後職員解釋清楚每期還款，冇隱藏收費。' },
    { id: 'p-shop', user: '林太・網店店主', title: '生意周轉及時', text: '網店要入貨，用自住物業申請，手續比想像中簡單，資金好快到位。' },
  ],
  faq: [
    { id: 'types', q: '哪些物業可以申請業主貸款？', a: ['私人樓宇、居屋及公屋業主均可申請。居屋及公屋業主亦可參閱我們的居屋及公屋業主貸款。'] },
    { id: 'valuation', q: '物業估價需要多久？', a: ['網上提交物業資料後，{{valuationMinutes}}分鐘即可完成初步估價。最終貸款額以批核結果為準。'] },
    { id: 'amount', q: '最多可以借幾多？', a: ['業主貸款的貸款額高達{{max}}，實際金額視乎物業估值、你的入息及信貸紀錄。'] },
    EARLY_REPAYMENT,
  ],
};

const hosLoan: LoanCopy = {
  headline: '最高{{max}}',
  stats: [
    { label: '貸款額', value: '高達{{max}}' },
    { label: '適用物業', value: '居屋及公屋' },
    { label: '初步估價', value: '{{valuationMinutes}}分鐘' },
    { label: '手續費', value: '全免' },
  ],
  highlights: [
    { title: '居屋、公屋適用', text: '專為居屋及公屋業主而設，不論是否已補地價。' },
    { title: '{{valuationMinutes}}分鐘初步估價', text: '網上提交單位資料，{{valuationMinutes}}分鐘完成初步估價。' },
    COMMON_HIGHLIGHTS.daily,
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    { title: '為資助房屋業主而設', text: '居屋及公屋業主同樣可以憑自住物業申請貸款，應付家庭開支、進修或生意周轉。' },
    { title: '網上申請，估價快捷', text: '網上遞交單位資料，{{valuationMinutes}}分鐘即有初步估價，貸款額高達{{max}}。' },
    { title: '費用清楚透明', text: '免手續費，按日計息，提早還款不收罰息，每月還款額一目了然。' },
  ],
  eligibility: ['年滿{{minAge}}歲的香港居民，持有香港永久性居民身份證', '持有居屋或公屋單位業權', '同意授權我們查閱你的信貸報告'],
  documents: ['香港身份證', '單位地址及業權資料', '最近{{addressProofMonths}}個月內發出的住址證明', '最近的銀行月結單（入息紀錄）'],
  testimonials: [
    { id: 'h-hos-owner', user: '鄭先生・運輸業', title: '居屋業主都借到', text: '以為居屋好難借，原來網上就可以估價，還款期亦可以揀長啲，每月負擔輕咗。' },
    { id: 'h-public-owner', user: '陳太・家庭主婦', title: '職員好有耐性', text: '第一次借錢有好多問題，職員逐項解釋，仲提醒我可以提早還款唔使罰息。' },
  ],
  faq: [
    { id: 'premium', q: '未補地價的居屋可以申請嗎？', a: ['可以。居屋及公屋業主均可申請，實際貸款額視乎單位估值、你的入息及信貸紀錄。'] },
    { id: 'valuation', q: '估價要多久？', a: ['網上提交單位資料後，{{valuationMinutes}}分鐘即可完成初步估價。'] },
    { id: 'amount', q: '最多可以借幾多？', a: ['貸款額高達{{max}}，以批核結果為準。'] },
    EARLY_REPAYMENT,
  ],
};

const tLoan: LoanCopy = {
  headline: '最高{{max}}・利率減{{discount}}',
  stats: [
    { label: '利率優惠', value: '原有利率減{{discount}}' },
    { label: '例子', value: '{{exampleFrom}}減至{{exampleTo}}' },
    { label: '貸款額', value: '高達{{max}}' },
    { label: '新客戶回贈', value: '高達{{rebate}}' },
  ],
  highlights: [
    { title: '利率即減{{discount}}', text: '按你現有貸款的利率再減{{discount}}，例如{{exampleFrom}}減至{{exampleTo}}。' },
    { title: '多筆欠款變一筆', text: '集中還款，每月只需記住一個還款日。' },
    { title: '新客戶回贈', text: '新客戶可享高達{{rebate}}回贈，詳情以條款及細則為準。' },
    COMMON_HIGHLIGHTS.noFee,
  ],
  points: [
    { title: '直接減息', text: '將現有貸款轉到我們，利率按原有利率再減{{discount}}。例如原本年利率{{exampleFrom}}，轉戶後為{{exampleTo}}，每月節省利息支出。' },
    { title: '整合多筆欠款', text: '貸款額高達{{max}}，可一次過清還多筆私人貸款或分期，之後只需每月向我們還款一次。' },
    { title: '還款更易管理', text: '定額分期還款，清楚知道幾時還清；提早還款亦不收罰息。' },
  ],
  eligibility: [...STANDARD_ELIGIBILITY, '現有其他私人貸款或分期欠款'],
  documents: [...STANDARD_DOCUMENTS, '現有貸款的最近結單或貸款合約（顯示利率）'],
  note: '利率優惠按申請人現有貸款的利率計算，詳情請參閱結餘轉戶貸款條款。',
  testimonials: [
    {
      id: 't-three-loans',
      user: '周先生・物流',
      title: '三筆變一筆',
      text: '之前有三筆私人貸款，每月唔同日子還款好亂，轉戶之後利率即減兩成，仲合併成一筆，清楚好多。',
    },
    { id: 't-rate-cut', user: '馮小姐・行政助理', title: '利息慳咗唔少', text: '原本嘅貸款利率偏高，轉過嚟減咗兩成，每月還款少咗，仲冇手續費。' },
  ],
  faq: [
    {
      id: 'how-discount',
      q: '「原有利率減{{discount}}」怎樣計算？',
      a: ['我們會按你現有貸款合約或結單上的年利率，再減{{discount}}作為新貸款的利率。例如原本{{exampleFrom}}，新利率為{{exampleTo}}。'],
    },
    { id: 'which-debts', q: '哪些欠款可以轉戶？', a: ['一般私人貸款及分期欠款均可申請轉戶，貸款額高達{{max}}。我們會在批核時核實你的現有欠款。'] },
    { id: 'rebate', q: '新客戶回贈如何計算？', a: ['新客戶可享高達{{rebate}}回贈，實際金額及條件以結餘轉戶貸款條款為準。'] },
    APPROVAL_MINUTES,
    EARLY_REPAYMENT,
  ],
};

const cLoan: LoanCopy = {
  headline: '最高{{max}}',
  stats: [
    { label: '貸款額', value: '高達{{max}}' },
    { label: '還款期', value: '最長{{maxMonths}}個月' },
    { label: '還款方式', value: '每月定額' },
    { label: '批核時間', value: '最快{{approvalMinutes}}分鐘' },
  ],
  highlights: [
    { title: '一筆清晒卡數', text: '一次過清還多張信用卡結欠。' },
    { title: '擺脫最低還款額', text: '以定額分期代替只還最低還款額，有清楚的還清日期。' },
    COMMON_HIGHLIGHTS.noFee,
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    {
      title: '最低還款額的代價',
      text: '信用卡年利率可高達{{cardRate}}，如每月只還最低還款額（本金{{cardMinPct}}加利息，或{{cardMinAmount}}，以較高者為準），欠款可能要很多年才還清。',
    },
    { title: '整合卡數，定額還款', text: '貸款額高達{{max}}，還款期最長{{maxMonths}}個月，把多張卡的欠款合併為一筆，每月還款額固定。' },
    { title: '為信貸紀錄加分', text: '準時還款有助建立良好的信貸紀錄；提早還清亦不收罰息。' },
  ],
  eligibility: STANDARD_ELIGIBILITY,
  documents: [...STANDARD_DOCUMENTS, '各張信用卡的最近月結單'],
  testimonials: [
    { id: 'c-four-cards', user: '劉先生・銷售', title: '四張卡變一筆', text: '以前每月只還最低還款額，欠款幾年都冇減過，清卡數之後終於知道幾時還清。' },
    { id: 'c-min-payment', user: '蔡小姐・設計師', title: '還款日期清晰', text: '唔使再記幾張卡唔同嘅截數日，每月一筆過還，安心好多。' },
  ],
  faq: [
    {
      id: 'why',
      q: '為何不只還最低還款額？',
      a: [
        '信用卡年利率可高達{{cardRate}}。最低還款額一般為本金{{cardMinPct}}加利息，或{{cardMinAmount}}，以較高者為準，大部分還款用來支付利息，本金減得很慢。',
      ],
    },
    { id: 'amount', q: '清卡數貸款可以借幾多？', a: ['貸款額高達{{max}}，還款期最長{{maxMonths}}個月，實際金額以批核結果為準。'] },
    { id: 'cards', q: '貸款會直接用來清還信用卡嗎？', a: ['批核後，你可按信用卡月結單上的結欠清還各張信用卡，建議保留清還紀錄以便核對。'] },
    APPROVAL_MINUTES,
    EARLY_REPAYMENT,
  ],
};

const revolvingLoan: LoanCopy = {
  headline: '月薪{{salaryMultiple}}倍額度',
  stats: [
    { label: '備用額度', value: '高達月薪{{salaryMultiple}}倍' },
    { label: '計息方式', value: '按實際提取金額及日數' },
    { label: '未動用額度', value: '不收利息' },
    { label: '額度', value: '還款後可再用' },
  ],
  highlights: [
    { title: '隨借隨還', text: '需要時才提取，還款後額度可再次使用。' },
    { title: '只按日計息', text: '利息＝提取金額 × 年利率 ÷ {{dayBasis}} × 日數。' },
    { title: '未用額度免息', text: '未動用的備用額度完全不收利息。' },
    COMMON_HIGHLIGHTS.noFee,
  ],
  points: [
    { title: '一個額度，多次使用', text: '批出的備用額度高達月薪{{salaryMultiple}}倍，適合收入不定或需要不時周轉的人士。' },
    { title: '利息計算清楚', text: '利息只按實際提取的金額及日數計算：提取金額 × 年利率 ÷ {{dayBasis}} × 日數，未提取的部分不收分毫。' },
    { title: '手機隨時提取', text: '透過網上帳戶提取及還款，即時轉賬到你的銀行戶口，或到指定分行的VTM提取現金。' },
  ],
  eligibility: STANDARD_ELIGIBILITY,
  documents: STANDARD_DOCUMENTS,
  note: '額度計算示例：以月入{{medianIncome}}計算，月薪{{salaryMultiple}}倍即備用額度{{exampleLimit}}。實際額度以批核結果為準。',
  testimonials: [
    { id: 'r-stock', user: '謝先生・自僱人士', title: '用幾多計幾多', text: '接咗單要先墊錢入貨，收到貨款就還，利息只計提取咗嘅日數，未用嘅額度唔收息。' },
    { id: 'r-payroll', user: '麥小姐・工作室東主', title: '額度備用好安心', text: '平時唔用唔使俾息，月頭出糧前周轉兩個禮拜，還咗之後額度又可以再用。' },
  ],
  faq: [
    {
      id: 'interest',
      q: '循環日息貸款的利息怎樣計算？',
      a: ['利息只按實際提取的金額及日數計算：提取金額 × 年利率 ÷ {{dayBasis}} × 日數。未動用的額度不收利息。'],
    },
    { id: 'limit', q: '備用額度有幾多？', a: ['額度高達月薪{{salaryMultiple}}倍，以批核結果為準。'] },
    { id: 'reuse', q: '還款後可以再提取嗎？', a: ['可以。還款後，已還的金額會撥回你的可用額度，需要時可再次提取。'] },
    EARLY_REPAYMENT,
  ],
};

const talentLoan: LoanCopy = {
  headline: '最高{{max}}',
  stats: [
    { label: '貸款額', value: '高達{{max}}或月薪{{salaryMultiple}}倍' },
    { label: '還款期', value: '最長{{maxMonths}}個月' },
    { label: '身份證', value: '毋須永久性居民身份證' },
    { label: '簽證', value: '有效期超過{{visaMonths}}個月' },
  ],
  highlights: [
    { title: '新來港人才適用', text: '未持有永久性居民身份證亦可申請。' },
    { title: '還款期長達{{maxMonths}}個月', text: '每月還款更輕鬆，安頓新生活更從容。' },
    COMMON_HIGHLIGHTS.noFee,
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    { title: '為來港人才而設', text: '經各項人才計劃來港工作，持有香港身份證（非永久性）及有效期超過{{visaMonths}}個月的工作簽證，即可申請。' },
    { title: '應付安頓開支', text: '租樓按金、傢俬、子女學費等開支一次過處理，貸款額高達{{max}}或月薪{{salaryMultiple}}倍。' },
    { title: '中英文服務', text: '網上申請及客戶服務均提供中文及英文，流程清楚易明。' },
  ],
  eligibility: [
    '年滿{{minAge}}歲，持有香港身份證（非永久性）',
    '工作簽證有效期超過{{visaMonths}}個月',
    '在香港受僱並可提供受僱證明',
    '同意授權我們查閱你的信貸報告',
  ],
  documents: [
    '香港身份證',
    '護照',
    '有效期超過{{visaMonths}}個月的工作簽證',
    '受僱證明（如僱傭合約或僱主信）',
    '最近{{addressProofMonths}}個月內發出的住址證明',
  ],
  testimonials: [
    {
      id: 'tl-new-arrival',
      user: '王先生・軟件工程師',
      title: '剛來港都借到',
      text: '剛到香港兩個月，未有永久居民身份證，用護照、簽證同僱傭合約申請，好快處理好。',
    },
    { id: 'tl-family-move', user: '趙小姐・研究員', title: '一家人安頓好', text: '租樓按金同小朋友學費要一次過交，還款期可以揀長，每月預算輕鬆好多。' },
  ],
  faq: [
    { id: 'who', q: '甚麼人可以申請人才貸款？', a: ['持有香港身份證（非永久性）、工作簽證有效期超過{{visaMonths}}個月，並在香港受僱的人士均可申請。'] },
    {
      id: 'documents',
      q: '需要甚麼文件？',
      a: ['香港身份證、護照、有效期超過{{visaMonths}}個月的工作簽證、受僱證明及最近{{addressProofMonths}}個月內的住址證明。'],
    },
    { id: 'amount', q: '可以借幾多？還款期多長？', a: ['貸款額高達{{max}}或月薪{{salaryMultiple}}倍，還款期最長{{maxMonths}}個月，以批核結果為準。'] },
    APPROVAL_MINUTES,
    EARLY_REPAYMENT,
  ],
};

const sLoan: LoanCopy = {
  headline: '最高{{max}}',
  stats: [
    { label: '貸款額', value: '高達{{max}}' },
    { label: '還款期', value: '最長{{maxMonths}}個月' },
    { label: '利率例子', value: '{{exampleFrom}}減至{{exampleTo}}' },
    { label: '適用', value: '副學士或以上學生' },
  ],
  highlights: [
    { title: '專為學生而設', text: '副學士或以上的全日制及兼讀制學生均可申請。' },
    { title: '利率大幅降低', text: '例如把{{exampleFrom}}的欠款整合成{{exampleTo}}的貸款。' },
    { title: '還款期長達{{maxMonths}}個月', text: '每月還款更輕，專心讀書。' },
    COMMON_HIGHLIGHTS.noFee,
  ],
  points: [
    { title: '整合學生欠款', text: '把信用卡、分期等多筆高息欠款合併為一筆，貸款額高達{{max}}。' },
    { title: '減輕利息負擔', text: '例如原本年利率{{exampleFrom}}的欠款，整合後年利率可以是{{exampleTo}}，實際利率以批核結果為準。' },
    { title: '畢業前後都適用', text: '還款期最長{{maxMonths}}個月，讓你按畢業後的收入安排還款。' },
  ],
  eligibility: ['年滿{{minAge}}歲的香港居民，持有香港永久性居民身份證', '正修讀副學士或以上課程（全日制或兼讀制）', '同意授權我們查閱你的信貸報告'],
  documents: ['香港身份證', '有效學生證', '學費證明（如學費單或繳費收據）', '現有欠款的最近結單'],
  testimonials: [
    { id: 'st-graduate', user: '鍾同學・大學四年級', title: '畢業前清好數', text: '讀書時碌爆卡，整合之後利率低咗好多，還款期揀長啲，兼職收入都應付到。' },
    { id: 'st-part-time', user: '葉同學・兼讀學位', title: '過程好清楚', text: '準備好學生證同學費單就申請到，每月還款幾多一早知道。' },
  ],
  faq: [
    { id: 'who', q: '哪些學生可以申請？', a: ['正修讀副學士或以上課程的全日制或兼讀制學生，年滿{{minAge}}歲的香港居民均可申請。'] },
    { id: 'documents', q: '需要甚麼文件？', a: ['香港身份證、有效學生證、學費證明及現有欠款的最近結單。'] },
    { id: 'rate', q: '利率會降低多少？', a: ['視乎你的現有欠款及信貸狀況。例如原本年利率{{exampleFrom}}的欠款，整合後年利率可以是{{exampleTo}}。'] },
    APPROVAL_MINUTES,
    EARLY_REPAYMENT,
  ],
};

const uLoan: LoanCopy = {
  headline: '最高{{max}}',
  stats: [
    { label: '貸款額', value: '高達{{max}}' },
    { label: '適用課程', value: '兼讀學位、碩士、考車牌' },
    { label: '批核時間', value: '最快{{approvalMinutes}}分鐘' },
    { label: '手續費', value: '全免' },
  ],
  highlights: [
    { title: '投資自己', text: '兼讀學位、碩士課程、考車牌等學費都可以申請。' },
    { title: '學費分期', text: '不用一次過付清學費，按月攤還。' },
    COMMON_HIGHLIGHTS.daily,
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    { title: '多種課程適用', text: '兼讀學位、碩士課程以至考車牌等進修開支，貸款額高達{{max}}。' },
    { title: '邊讀邊還', text: '學費分期攤還，保留手頭現金應付日常開支，讓你專心學習。' },
    { title: '網上申請', text: '網上遞交申請及學費證明，毋須到分行，批核後即時過數。' },
  ],
  eligibility: STANDARD_ELIGIBILITY,
  documents: [...STANDARD_DOCUMENTS, '課程取錄通知或學費證明'],
  testimonials: [
    { id: 'u-degree', user: '黎小姐・會計文員', title: '終於讀到學位', text: '一直想讀兼讀會計學位，學費分期之後每月負擔得到，放工讀書更安心。' },
    { id: 'u-driving', user: '邱先生・速遞員', title: '考車牌增值', text: '想考貨車牌轉工，借咗學費同考試費，一年內還清。' },
  ],
  faq: [
    { id: 'courses', q: '哪些課程適用？', a: ['兼讀學位、碩士課程及考車牌等進修開支均可申請，請提供取錄通知或學費證明。'] },
    { id: 'amount', q: '可以借幾多？', a: ['進修貸款的貸款額高達{{max}}，以批核結果為準。'] },
    { id: 'pay-school', q: '貸款會直接交給學校嗎？', a: ['批核後貸款會轉賬到你的銀行戶口，由你自行繳交學費。'] },
    APPROVAL_MINUTES,
    EARLY_REPAYMENT,
  ],
};

const wLoan: LoanCopy = {
  headline: '最高{{max}}',
  stats: [
    { label: '貸款額', value: '高達{{max}}' },
    { label: '用途', value: '擺酒、婚紗攝影、蜜月' },
    { label: '計息方式', value: '按日計息' },
    { label: '批核時間', value: '最快{{approvalMinutes}}分鐘' },
  ],
  highlights: [
    { title: '婚禮開支一筆過', text: '擺酒、婚紗攝影、蜜月旅行都照顧到。' },
    { title: '按自己步伐還款', text: '分期攤還，婚後生活預算更輕鬆。' },
    COMMON_HIGHLIGHTS.noFee,
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    { title: '大日子不用遷就', text: '貸款額高達{{max}}，酒席、婚紗、攝影及蜜月一次過安排。' },
    { title: '預算清清楚楚', text: '每月定額還款，按日計息，免手續費，新婚生活也能好好規劃。' },
    { title: '網上申請', text: '籌備婚禮已經夠忙，網上遞交申請及文件，毋須親身到分行。' },
  ],
  eligibility: STANDARD_ELIGIBILITY,
  documents: STANDARD_DOCUMENTS,
  testimonials: [
    { id: 'w-banquet', user: '潘先生・教師', title: '酒席按金即時搞掂', text: '酒樓要先俾按金，申請後好快過數，之後每月還款都喺預算之內。' },
    { id: 'w-photos', user: '簡小姐・客戶服務', title: '唔使將就', text: '婚紗攝影同蜜月一齊安排，兩年內還清，冇手續費好安心。' },
  ],
  faq: [
    { id: 'usage', q: '結婚貸款可用於哪些開支？', a: ['擺酒、婚紗攝影、蜜月旅行等與婚禮有關的開支均可。'] },
    { id: 'amount', q: '可以借幾多？', a: ['貸款額高達{{max}}，以批核結果為準。'] },
    { id: 'joint', q: '可以兩個人一齊申請嗎？', a: ['貸款以一位申請人的名義批出，申請人須符合申請資格並提供所需文件。'] },
    APPROVAL_MINUTES,
    EARLY_REPAYMENT,
  ],
};

const rLoan: LoanCopy = {
  headline: '最高{{max}}',
  stats: [
    { label: '貸款額', value: '高達{{max}}' },
    { label: '首{{interestOnlyFrom}}至{{interestOnlyTo}}期', value: '只需還息' },
    { label: '計息方式', value: '按日計息' },
    { label: '批核時間', value: '最快{{approvalMinutes}}分鐘' },
  ],
  highlights: [
    { title: '首{{interestOnlyFrom}}至{{interestOnlyTo}}期只還息', text: '裝修期間先還利息，完工後才開始攤還本金。' },
    { title: '新居舊屋都適用', text: '新居入伙或翻新舊屋均可申請。' },
    COMMON_HIGHLIGHTS.noFee,
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    { title: '裝修初期壓力小', text: '首{{interestOnlyFrom}}至{{interestOnlyTo}}期只需償還利息，讓你在裝修期間保留更多現金應付其他開支。' },
    { title: '貸款額高達{{max}}', text: '由局部翻新到全屋裝修，足夠應付工程、物料及傢俬電器開支。' },
    { title: '費用透明', text: '按日計息，免手續費，提早還款不收罰息。' },
  ],
  eligibility: STANDARD_ELIGIBILITY,
  documents: [...STANDARD_DOCUMENTS, '裝修報價單或工程合約（如有）'],
  testimonials: [
    { id: 're-new-home', user: '區先生・文職', title: '入伙前裝修好', text: '買咗二手樓要全屋翻新，借咗裝修費，工程完成前手頭仲有錢買電器。' },
    { id: 're-kitchen', user: '羅太・會計', title: '廚房煥然一新', text: '只係翻新廚房同浴室，兩年還清，每月還款好易預算。' },
  ],
  faq: [
    {
      id: 'interest-only',
      q: '「首{{interestOnlyFrom}}至{{interestOnlyTo}}期只需還息」是甚麼意思？',
      a: ['在貸款初期的{{interestOnlyFrom}}至{{interestOnlyTo}}期內，你每月只需償還利息；其後的供款才開始包括本金。實際只還息期數以批核結果為準。'],
    },
    { id: 'amount', q: '可以借幾多？', a: ['裝修貸款的貸款額高達{{max}}。'] },
    { id: 'quote', q: '需要提供裝修報價嗎？', a: ['如有裝修報價單或工程合約，請一併提供，有助我們評估所需金額。'] },
    APPROVAL_MINUTES,
    EARLY_REPAYMENT,
  ],
};

const iLoan: LoanCopy = {
  headline: '最高{{max}}・首{{freeDays}}日免息',
  stats: [
    { label: '貸款額', value: '高達{{max}}' },
    { label: '利息優惠', value: '首{{freeDays}}日免息' },
    { label: '批核時間', value: '最快{{approvalMinutes}}分鐘' },
    { label: '手續費', value: '全免' },
  ],
  highlights: [
    { title: '首{{freeDays}}日免息', text: '提取後首{{freeDays}}日不收利息。' },
    { title: '把握時機', text: '網上申請，批核後即時過數。' },
    COMMON_HIGHLIGHTS.daily,
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    { title: '資金及時到位', text: '投資機會稍縱即逝，網上申請，批核後即時轉賬，貸款額高達{{max}}。' },
    { title: '首{{freeDays}}日免息', text: '提取後首{{freeDays}}日免息，其後按日計息，短期周轉更划算。' },
    { title: '清楚了解風險', text: '投資涉及風險，借款投資前請評估自己的還款能力，切勿過度借貸。' },
  ],
  eligibility: STANDARD_ELIGIBILITY,
  documents: STANDARD_DOCUMENTS,
  note: '投資涉及風險，投資產品的價格可升可跌。借款投資前，請確保有足夠能力按時還款。',
  testimonials: [
    { id: 'i-opportunity', user: '何先生・金融從業員', title: '資金好快到位', text: '睇中一個機會要即刻用錢，網上申請當日就收到款項。' },
    { id: 'i-short', user: '袁小姐・自由工作者', title: '短期周轉', text: '一年內還清，首兩日免息，計清楚先借，心中有數。' },
  ],
  faq: [
    { id: 'interest-free', q: '首{{freeDays}}日免息怎樣計算？', a: ['由貸款提取日起計首{{freeDays}}日不收利息，其後按實際日數計息。'] },
    { id: 'amount', q: '可以借幾多？', a: ['投資貸款的貸款額高達{{max}}，以批核結果為準。'] },
    { id: 'risk', q: '借錢投資有甚麼要注意？', a: ['投資涉及風險，回報並無保證，但貸款必須按時償還。請先評估自己的還款能力。'] },
    APPROVAL_MINUTES,
    EARLY_REPAYMENT,
  ],
};

const lLoan: LoanCopy = {
  headline: '最高{{max}}',
  stats: [
    { label: '貸款額', value: '高達{{max}}' },
    { label: '貸款成數', value: '最高為工程費用的{{costRatio}}' },
    { label: '還款期', value: '最長{{maxMonths}}期' },
    { label: '評估時間', value: '{{minDays}}至{{maxDays}}個工作天' },
  ],
  highlights: [
    { title: '最高借{{costRatio}}', text: '最高可借工程費用的{{costRatio}}。' },
    { title: '{{minDays}}至{{maxDays}}個工作天評估', text: '遞交文件後一般{{minDays}}至{{maxDays}}個工作天完成評估。' },
    { title: '支票付款', text: '批核後以支票發放貸款。' },
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    { title: '支持綠色生活', text: '安裝太陽能發電系統，貸款額高達{{max}}，最高可借工程費用的{{costRatio}}。' },
    { title: '手續清楚簡單', text: '先與安裝商簽訂工程合約，再遞交合約及相關文件，一般{{minDays}}至{{maxDays}}個工作天完成評估，批核後以支票發放。' },
    { title: '分期攤還', text: '最長分{{maxMonths}}期還款，讓系統開始運作後才慢慢攤還工程費用。' },
  ],
  eligibility: [...STANDARD_ELIGIBILITY, '已與安裝商簽訂太陽能系統安裝合約'],
  documents: [...STANDARD_DOCUMENTS, '與安裝商簽訂的工程合約及報價'],
  testimonials: [
    { id: 'l-village-house', user: '莫先生・村屋業主', title: '天台變發電站', text: '同安裝商簽好合約後申請，工程費用借咗九成，分兩年還，好快就完成評估。' },
    { id: 'l-rooftop', user: '方太・退休人士', title: '流程好清楚', text: '交齊合約同文件就得，批核後收到支票再付款俾安裝商，流程清清楚楚。' },
  ],
  faq: [
    {
      id: 'process',
      q: '申請流程是怎樣的？',
      a: ['先與安裝商簽訂工程合約，然後遞交合約及相關文件。我們一般於{{minDays}}至{{maxDays}}個工作天內完成評估，批核後以支票發放貸款。'],
    },
    { id: 'ratio', q: '最多可以借幾多？', a: ['最高可借工程費用的{{costRatio}}，上限為{{max}}。'] },
    { id: 'tenor', q: '還款期多長？', a: ['最長可分{{maxMonths}}期還款。'] },
    EARLY_REPAYMENT,
  ],
};

const sme: LoanCopy = {
  headline: '{{min}}至{{max}}',
  stats: [
    { label: '貸款額', value: '{{min}}至{{max}}' },
    { label: '還款期', value: '{{minMonths}}至{{maxMonths}}期' },
    { label: '批核時間', value: '{{approvalDays}}日內' },
    { label: '經營年期', value: '滿{{tradingMonths}}個月' },
  ],
  highlights: [
    { title: '{{approvalDays}}日內批核', text: '文件齊備後{{approvalDays}}日內完成批核。' },
    { title: '初創企業亦適用', text: '成立未滿一年的企業可申請初創貸款。' },
    { title: '彈性還款期', text: '分{{minMonths}}至{{maxMonths}}期還款，配合現金流。' },
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    { title: '營運及擴展資金', text: '貸款額由{{min}}至{{max}}，可用於入貨、添置設備、支付租金薪金或擴展業務。' },
    { title: '審批快捷', text: '文件齊備後{{approvalDays}}日內完成批核，讓你把握生意機會。' },
    { title: '初創企業都有得揀', text: '經營滿{{tradingMonths}}個月的企業可申請；成立未滿一年的企業亦有初創貸款可選。' },
  ],
  eligibility: [
    '在香港註冊及經營的企業',
    '經營滿{{tradingMonths}}個月（成立未滿一年可申請初創貸款）',
    '由董事或股東提供擔保',
    '董事或股東同意授權我們查閱信貸報告',
  ],
  documents: ['商業登記證及公司註冊證明書', '董事及股東的香港身份證', '最近的公司銀行月結單', '最近的財務報表或管理賬目（如有）'],
  note: '還款例子：貸款額{{exampleAmount}}，月利率{{monthlyRate}}（年利率{{exampleRate}}），分{{exampleMonths}}期，每月還款{{exampleMonthly}}，總還款額{{exampleTotal}}。實際利率及條款以批核結果為準。',
  testimonials: [
    { id: 'm-trading', user: '陳先生・貿易公司董事', title: '旺季前備好貨', text: '聖誕旺季前要大量入貨，三日內批核，資金到位後即刻落單。' },
    { id: 'm-restaurant', user: '黃小姐・餐廳東主', title: '開第二間分店', text: '擴充分店要裝修同添置設備，分兩年還款，現金流冇壓力。' },
  ],
  faq: [
    { id: 'who', q: '甚麼企業可以申請？', a: ['在香港經營滿{{tradingMonths}}個月的企業可申請，並須由董事或股東提供擔保。成立未滿一年的企業可申請初創貸款。'] },
    { id: 'amount', q: '貸款額及還款期是多少？', a: ['貸款額由{{min}}至{{max}}，分{{minMonths}}至{{maxMonths}}期還款。'] },
    { id: 'approval', q: '批核需要多久？', a: ['文件齊備後，一般{{approvalDays}}日內完成批核。'] },
    EARLY_REPAYMENT,
  ],
};

export const loansZhHK: LoansCopy = {
  nLoan,
  loan7x24,
  supreme,
  pLoan,
  hosLoan,
  tLoan,
  cLoan,
  revolvingLoan,
  talentLoan,
  sLoan,
  uLoan,
  wLoan,
  rLoan,
  iLoan,
  lLoan,
  sme,
};
