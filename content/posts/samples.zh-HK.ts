import type { Post } from '../types';

/**
 * SAMPLE news (blogPost) and ESG posts in Traditional Chinese, read by the default content
 * provider when no content service is configured (src/server/content/). Replace them, or set
 * CONTENT_API_URL, before going live. Posts are plain text: no placeholders.
 */
export const postsZhHK: Post[] = [
  {
    id: 'whatsapp-number-change',
    type: 'blog',
    slug: 'whatsapp-number-change',
    title: 'WhatsApp客戶服務號碼已更改（示例文章）',
    publishDate: '2025-04-30',
    summary: '由2025年4月30日起，我們的WhatsApp客戶服務號碼已更改，請以新號碼聯絡我們。',
    body: [
      '由2025年4月30日起，我們的WhatsApp客戶服務號碼已經更改。新號碼已在網站頁首的公告及聯絡我們頁面列出。',
      '請只透過官方號碼與我們聯絡。如收到自稱我們職員的陌生號碼訊息，請先致電客戶服務熱線核實。',
    ],
    cover: { src: '/images/posts/whatsapp-number-change.svg', width: 800, height: 450, alt: '手提電話旁邊的對話氣泡，代表新的WhatsApp客戶服務號碼' },
  },
  {
    id: 'anti-fraud-tips',
    type: 'blog',
    slug: 'anti-fraud-tips',
    title: '四個防騙小貼士，保障你的個人資料（示例文章）',
    publishDate: '2025-06-16',
    summary: '借貸前先核實對方身份：我們不收手續費，亦不會要求你預先付款。',
    body: [
      '近期有不法分子冒認持牌放債人，以「包批」、「特快批核」為名騙取費用。以下四點有助你保護自己：',
      '一、持牌放債人不會要求你在批出貸款前繳付任何費用。二、切勿向任何人透露一次性密碼。三、只透過官方網站及應用程式商店申請。四、有懷疑時，直接致電官方熱線核實。',
    ],
    cover: { src: '/images/posts/anti-fraud-tips.svg', width: 800, height: 450, alt: '盾牌上的剔號，代表防騙及保障個人資料' },
  },
  {
    id: 'credit-report-basics',
    type: 'blog',
    slug: 'credit-report-basics',
    title: '認識信貸報告：申請貸款前要知的事（示例文章）',
    publishDate: '2025-09-10',
    summary: '信貸報告記錄你的借貸及還款紀錄，會影響貸款批核及利率。',
    body: [
      '信貸報告記錄你的信用卡、貸款及還款紀錄。貸款機構會在你授權後查閱，以評估你的還款能力。',
      '準時還款、避免同時申請太多貸款，以及不要長期只還信用卡最低還款額，都有助維持良好的信貸紀錄。',
    ],
    cover: { src: '/images/posts/credit-report-basics.svg', width: 800, height: 450, alt: '附有棒形圖的文件，代表信貸報告' },
  },
  {
    id: 'early-repayment-guide',
    type: 'blog',
    slug: 'early-repayment-guide',
    title: '提早還款須知（示例文章）',
    publishDate: '2026-02-05',
    summary: '提早還款不收罰息，只需最少14個工作天前書面通知。',
    body: [
      '我們的貸款按日計息，提早還款可以節省利息，而且不收任何罰息。',
      '如需提早全數清還，請最少於14個工作天前以書面通知我們，我們會為你計算截至還款日的結欠。',
    ],
    cover: { src: '/images/posts/early-repayment-guide.svg', width: 800, height: 450, alt: '月曆與硬幣，代表提早還款' },
  },
  {
    id: 'responsible-lending',
    type: 'esg',
    slug: 'responsible-lending',
    title: '負責任借貸：量力而為才是好借貸（示例文章）',
    publishDate: '2025-07-08',
    summary: '我們按申請人的入息及信貸紀錄審批，並清楚列明還款額及實際年利率。',
    body: [
      '負責任借貸是我們社會方面的重點工作。每宗申請都會按申請人的入息及信貸紀錄審批，避免借款人承擔超出能力的還款。',
      '簽約前，我們會清楚列明每月還款額、總還款額及實際年利率，並提醒客戶「借錢梗要還，咪俾錢中介」。',
    ],
    cover: { src: '/images/posts/responsible-lending.svg', width: 800, height: 450, alt: '平衡的天秤，代表量力而為的負責任借貸' },
  },
  {
    id: 'paperless-applications',
    type: 'esg',
    slug: 'paperless-applications',
    title: '網上申請及電子簽署，減少用紙（示例文章）',
    publishDate: '2025-11-20',
    summary: '由申請、上載文件到簽署合約都可以在網上完成，節省紙張及往返分行的交通。',
    body: ['客戶可以在網上填寫申請、上載文件及以電子方式簽署合約，毋須列印文件或親身到分行。', '我們亦鼓勵客戶使用網上帳戶查閱還款紀錄，以取代郵寄紙本結單。'],
    cover: { src: '/images/posts/paperless-applications.svg', width: 800, height: 450, alt: '平板電腦上的表格與一片葉子，代表網上申請減少用紙' },
  },
  {
    id: 'solar-loan-green',
    type: 'esg',
    slug: 'solar-loan-green',
    title: '太陽能貸款：支持住戶使用可再生能源（示例文章）',
    publishDate: '2026-03-02',
    summary: '太陽能貸款最高可借工程費用的90%，分最多24期還款。',
    body: [
      '為支持住戶使用可再生能源，我們的太陽能貸款最高可借工程費用的90%，貸款額高達HK$1,000,000，最長分24期還款。',
      '客戶與安裝商簽訂合約並遞交文件後，我們一般於1至2個工作天內完成評估，批核後以支票發放貸款。',
    ],
    cover: { src: '/images/posts/solar-loan-green.svg', width: 800, height: 450, alt: '陽光照耀的房屋，代表住戶使用太陽能' },
  },
];
