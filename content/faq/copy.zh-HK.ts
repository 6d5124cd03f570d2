import { shellZhHK } from '../i18n/shell.zh-HK';
import type { FaqSection } from '../types';

/** Every product by its one name (the shell's `loanNames`), in the menu's order. */
const PRODUCTS = Object.values(shellZhHK.loanNames);

/**
 * The FAQ page in Traditional Chinese: five sections (docs/product-rules.md §2), including the application
 * facts of docs/product-rules.md §4. Figures are placeholders (content/general-facts.ts, `<product>_<name>`
 * for product figures); contact details come from content/site.ts.
 */
export const faqZhHK: FaqSection[] = [
  {
    id: 'company',
    title: '關於公司',
    rows: [
      {
        id: 'who',
        q: '{{brand}}是一間怎樣的公司？',
        a: [
          '{{brand}}是香港持牌放債人（放債人牌照號碼：{{licenceNo}}），並於香港聯合交易所主板上市（股份代號：{{stockCode}}）。我們提供私人貸款、業主貸款、結餘轉戶、清卡數及中小企融資等多種貸款，全程可網上申請。',
        ],
      },
      {
        id: 'branches',
        q: '分行在哪裏？辦公時間是怎樣的？',
        a: [
          '我們的分行分佈港島、九龍及新界，詳細地址可參閱分行網絡頁面。',
          '辦公時間為星期一至五上午9時至晚上7時，星期六上午9時至下午1時，星期日及公眾假期休息。中環分行星期一至五於下午6時45分關門；沙田分行暫停服務，直至另行通知。',
        ],
      },
      {
        id: 'contact',
        q: '怎樣聯絡客戶服務？',
        a: ['你可致電客戶服務熱線{{hotline}}、WhatsApp {{whatsapp}}，或電郵至{{email}}。請留意，我們的WhatsApp號碼已由{{whatsappOld}}更改為{{whatsapp}}。'],
      },
      {
        id: 'impostors',
        q: '怎樣分辨來電或訊息是否真的來自{{brand}}？',
        a: [
          '我們的職員不會要求你預先繳付任何費用，亦不會透過非官方渠道索取你的密碼或一次性密碼。如有懷疑，請掛線並直接致電{{hotline}}核實。已知的冒認個案可參閱防騙資訊頁面。',
        ],
      },
    ],
  },
  {
    id: 'account',
    title: '帳戶操作',
    rows: [
      {
        id: 'login-details',
        q: '怎樣取得網上帳戶的登入資料？',
        a: ['遞交申請後，我們會以短訊及電郵把你的帳戶號碼（即你的香港身份證號碼）及一次性登入密碼傳送給你。你可用網上帳戶追蹤申請進度及更新個人資料。'],
      },
      {
        id: 'change-before',
        q: '遞交申請後可以更改資料嗎？',
        a: ['在你確認貸款之前，可以更改申請資料；如申請已遞交，請聯絡客戶服務為你更改。貸款合約一經生效，便不能再更改申請資料。'],
      },
      {
        id: 'change-after',
        q: '合約生效後可以更改還款日期或銀行戶口嗎？',
        a: ['貸款合約生效後，還款日期及還款銀行戶口一般不能更改。如有特殊情況，須提供補充文件並經我們審核。'],
      },
      { id: 'after-hours', q: '在辦公時間以外遞交申請，幾時會處理？', a: ['在辦公時間以外遞交的申請，會於下一個工作天處理。'] },
      {
        id: 'login-trouble',
        q: '忘記密碼或收不到短訊怎麼辦？',
        a: ['請致電客戶服務熱線{{hotline}}或WhatsApp {{whatsapp}}，職員核實你的身份後會協助你重設密碼或重新發送一次性密碼。'],
      },
    ],
  },
  {
    id: 'product',
    title: '產品資料',
    rows: [
      { id: 'products', q: '你們提供哪些貸款？', a: [`我們提供${PRODUCTS.slice(0, -1).join('、')}及${PRODUCTS.at(-1)}。`] },
      {
        id: 'eligibility',
        q: '誰可以申請？',
        a: [
          '申請人須為年滿{{minAge}}歲的香港居民，並須授權我們查閱其信貸報告。部分產品另有要求，例如Supreme尊尚貸款適用於公務員、專業人士或月入{{supreme_minIncome}}或以上人士；人才貸款適用於持有非永久性香港身份證及有效期超過{{talentLoan_visaMonths}}個月工作簽證的人士。',
        ],
      },
      {
        id: 'personal-range',
        q: '私人貸款可以借幾多？還款期多長？',
        a: [
          '私人貸款由{{nLoan_min}}至{{nLoan_faqMax}}，還款期{{nLoan_minMonths}}至{{nLoan_maxMonths}}個月，年利率低至{{nLoan_rateFrom}}，實際年利率最高為{{nLoan_maxApr}}。實際貸款額、利率及還款期以批核結果為準。',
        ],
      },
      {
        id: 'documents',
        q: '申請需要甚麼文件？',
        a: [
          '一般需要香港身份證、最近{{addressProofMonths}}個月內發出的住址證明及最近的銀行月結單。個別產品或需其他文件，例如學生證及學費證明、工作簽證及受僱證明，或太陽能系統的工程合約。',
        ],
      },
      {
        id: 'approval-time',
        q: '批核需要多久？',
        a: [
          'AI會即時作初步評估，最快{{fastestMinutes}}分鐘有結果，再由批核經理作最終審批。業主貸款可於{{pLoan_valuationMinutes}}分鐘內完成初步物業估價；太陽能貸款一般需{{lLoan_minDays}}至{{lLoan_maxDays}}個工作天；中小企融資於{{sme_approvalDays}}日內完成批核。',
        ],
      },
      { id: 'fees', q: '有沒有手續費？', a: ['沒有。我們不收任何手續費，提早還款亦不收罰息。'] },
    ],
  },
  {
    id: 'repayment',
    title: '還款',
    rows: [
      {
        id: 'interest',
        q: '利息怎樣計算？',
        a: [
          '利息按實際借款日數計算（按日計息）。例子：貸款額{{nLoan_exampleAmount}}，年利率{{nLoan_exampleRate}}，還款期{{nLoan_exampleMonths}}個月，每月還款{{nLoan_exampleMonthly}}，總還款額{{nLoan_exampleTotal}}。',
        ],
      },
      { id: 'early', q: '可以提早還清貸款嗎？', a: ['可以，而且不收罰息。如需提早全數清還，請最少於{{noticeDays}}個工作天前以書面通知我們。'] },
      {
        id: 'late',
        q: '如果逾期還款會怎樣？',
        a: ['我們不會收取額外手續費，但會按法例容許的範圍收取逾期利息，而逾期紀錄亦會影響你的信貸評分。如預計未能準時還款，請盡早聯絡我們商討。'],
      },
      {
        id: 'disbursement',
        q: '批核後怎樣收到貸款？',
        a: ['簽署貸款合約後，貸款可即時轉賬到你的銀行戶口，或到指定分行的VTM或分行櫃位提取現金。太陽能貸款則以支票發放。'],
      },
    ],
  },
  {
    id: 'security',
    title: '網絡安全',
    rows: [
      {
        id: 'encryption',
        q: '網上申請安全嗎？',
        a: ['本網站及網上申請均採用{{sslBits}}位元SSL加密傳送資料，我們亦按《個人資料（私隱）條例》處理及保存你的個人資料。'],
      },
      { id: 'stolen', q: '懷疑帳戶被盜用怎麼辦？', a: ['請立即致電客戶服務熱線{{hotline}}，我們會暫停你的網上帳戶並協助你跟進。'] },
      {
        id: 'never-ask',
        q: '職員會要求我提供密碼或預先付款嗎？',
        a: ['不會。我們的職員不會要求你提供網上帳戶密碼或一次性密碼，亦不會要求你在批出貸款前繳付任何費用。'],
      },
      {
        id: 'tips',
        q: '怎樣保護自己的帳戶？',
        a: ['請直接輸入我們的網址登入，切勿點擊來歷不明的連結；不要把一次性密碼告訴任何人；使用公用電腦後請登出帳戶。'],
      },
    ],
  },
];
