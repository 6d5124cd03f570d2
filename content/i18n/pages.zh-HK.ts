// content/i18n/pages.zh-HK.ts
import { loanPagesZhHK } from '../loans/copy.zh-HK';

/** Per-route copy: <title>, meta description, <h1> and a one-paragraph lead under the heading. */
export const pagesZhHK = {
  home: {
    title: '{{brand}} | 持牌放債人 網上貸款AI即時批核',
    description: '{{brand}}是香港持牌放債人及上市公司（股份代號：2483），提供私人貸款、業主貸款、結餘轉戶及清卡數等貸款，網上申請，AI即時批核，免手續費。',
    heading: '網上貸款，AI即時批核',
    lead: '由私人貸款、業主貸款，到結餘轉戶及清卡數，{{brand}}有多款貸款配合你的需要。全程網上申請，按日計息，免手續費，提早還款不收罰息，批核後可即時轉賬，或到分行的VTM提取現金。',
  },
  ...loanPagesZhHK,
  aboutus: {
    title: '關於我們 | {{brand}}',
    description: '{{brand}}是香港持牌放債人及上市公司（股份代號：2483），結合網上申請及AI批核，為個人及中小企提供多元化的貸款服務。',
    heading: '關於{{brand}}',
    lead: '{{brand}}是香港持牌放債人，並於香港上市（股份代號：2483）。我們結合網上申請、AI批核及分行網絡，為個人、業主及中小企提供清晰透明的貸款服務。',
  },
  esg: {
    title: '環境、社會及管治 | {{brand}}',
    description: '閱讀{{brand}}的環境、社會及管治（ESG）資訊及最新動向，了解公司如何在業務發展中兼顧環境、社會與企業管治。',
    heading: '環境、社會及管治（ESG）',
    lead: '我們相信業務發展應與環境及社會共同進步。此頁匯集{{brand}}在環境、社會及管治方面的資訊及最新文章，讓持份者了解我們的方針與進展。',
  },
  irAnnouncements: {
    title: '公告及通函 | {{brand}}',
    description: '查閱{{brand}}（股份代號：2483）刊發的公告及通函，按日期由新至舊排列並可下載全文，助投資者掌握公司最新企業動向。',
    heading: '公告及通函',
    lead: '此處列出{{brand}}（股份代號：2483）刊發的所有公告及通函，按日期由新至舊排列，可直接下載文件全文。',
  },
  irFinancialReports: {
    title: '財務報告 | {{brand}}',
    description: '下載{{brand}}（股份代號：2483）的年報、中期報告及業績公告，了解公司各財政期間的財務表現及業務回顧，供股東及投資者參考。',
    heading: '財務報告',
    lead: '{{brand}}（股份代號：2483）的年報、中期報告及業績公告均可在此下載，方便投資者了解公司的財務狀況及業務發展。',
  },
  irCorporateInformation: {
    title: '公司資料 | {{brand}}',
    description: '{{brand}}（股份代號：2483）的公司資料，包括董事會成員、註冊辦事處、主要營業地點及股份過戶登記處等投資者常用資訊。',
    heading: '公司資料',
    lead: '以下為{{brand}}（股份代號：2483）的基本公司資料，包括董事會組成、註冊辦事處、主要營業地點及其他投資者常用資訊。',
  },
  irCorporateGovernance: {
    title: '企業管治 | {{brand}}',
    description: '了解{{brand}}（股份代號：2483）的企業管治架構、董事會及轄下委員會的職權範圍，以及公司採納的相關政策與守則。',
    heading: '企業管治',
    lead: '{{brand}}（股份代號：2483）致力維持良好的企業管治。此頁載有董事會及轄下委員會的職權範圍，以及公司採納的相關政策文件。',
  },
  irOtherInformation: {
    title: '其他投資者資料 | {{brand}}',
    description: '{{brand}}（股份代號：2483）投資者關係的其他資料及文件，包括股東通訊及其他須予公開的資訊，方便投資者查閱。',
    heading: '其他資料',
    lead: '除公告及財務報告外，{{brand}}（股份代號：2483）的其他投資者資料及文件亦會在此發布，供股東及投資者參考。',
  },
  irEnquiry: {
    title: '投資者查詢 | {{brand}}',
    description: '如對{{brand}}（股份代號：2483）有任何投資者關係查詢，可在此找到聯絡方法，我們的投資者關係團隊會盡快回覆你的查詢。',
    heading: '投資者查詢',
    lead: '股東、投資者及分析員如對{{brand}}（股份代號：2483）有任何查詢，歡迎透過此頁的聯絡方法與我們的投資者關係團隊聯絡。',
  },
  news: {
    title: '最新消息 | {{brand}}',
    description: '緊貼{{brand}}最新消息，包括產品推廣、公司活動、理財小貼士及重要通知，助你第一時間掌握最新優惠及公司動態。',
    heading: '最新消息',
    lead: '緊貼{{brand}}的最新動態，這裏有產品推廣、公司活動、理財小貼士及重要通知，定期更新。',
  },
  counterfeitingCase: {
    title: '防騙資訊：冒認個案 | {{brand}}',
    description: '提防有人冒認{{brand}}或其職員進行詐騙。此頁列出已知的冒認個案及防騙提示，如有懷疑請直接聯絡我們核實。',
    heading: '冒認{{brand}}詐騙個案',
    lead: '近期有不法分子冒認{{brand}}或其職員，以電話、短訊或社交平台接觸市民。以下列出已知個案及防騙提示，如對任何來電或訊息有懷疑，請先透過官方渠道向我們核實。',
  },
  tagCheck: {
    title: '核實職員證、信件或單張 | {{brand}}',
    description: '輸入職員證、信件或單張上的編號，即時核實是否由{{brand}}發出；如並非由我們發出，可告訴我們在哪裏遇到，協助追查冒認個案。',
    heading: '核實職員證、信件或單張',
    lead: '有人出示{{brand}}的職員證，或你收到以我們名義發出的信件或單張？輸入上面印有的編號，即可知道是否由我們發出。',
  },
  specialAnnouncement: {
    title: '特別公告 | {{brand}}',
    description: '{{brand}}發出的特別公告，包括聯絡方法更新、服務安排及其他客戶須知的重要事項，請定期留意最新內容。',
    heading: '特別公告',
    lead: '聯絡方法更改、服務安排調整等重要事項會在此公布，請留意最新公告，以免錯過影響你的資訊。',
  },
  freeCreditReport: {
    title: '免費智能信貸報告 | {{brand}}',
    description: '免費查閱智能信貸報告，了解自己目前的信貸狀況，申請貸款前心中有數，更清楚如何管理個人財務。',
    heading: '免費智能信貸報告',
    lead: '信貸紀錄影響貸款批核及利率。透過免費智能信貸報告了解自己的信貸狀況，申請貸款前先做好準備。',
  },
  propertyValuation: {
    title: '物業估價結果 | {{brand}}',
    description: '查看你的免費物業初步估價：估計市值、可申請的業主貸款額及估價日期。',
    heading: '物業估價結果',
    lead: '初步估價只供參考。以估價金額申請業主貸款，或為另一物業估價。',
  },
  addressMap: {
    title: '分行地址 | {{brand}}',
    description: '查看{{brand}}港島、九龍及新界各區分行的地址、電話及辦公時間。貸款批核後，可到分行的VTM視像櫃員機提取現金。',
    heading: '分行地址',
    lead: '分行分佈港島、九龍及新界，可用地圖或列表查看地址及辦公時間。一般辦公時間為星期一至五上午9時至晚上7時，星期六上午9時至下午1時，星期日及公眾假期休息。',
  },
  faq: {
    title: '常見問題 | {{brand}}',
    description: '有關公司、帳戶操作、產品資料、還款及網絡安全的常見問題解答，助你在申請貸款前了解清楚每個細節。',
    heading: '常見問題',
    lead: '我們把常見問題分為公司資料、帳戶操作、產品資料、還款及網絡安全五個部分，點擊問題即可查看答案。',
  },
  contactus: {
    title: '聯絡我們 | {{brand}}',
    description: '透過電話、WhatsApp或電郵聯絡{{brand}}，或留下手提電話號碼及方便時段，客戶服務主任會回電解答你的貸款查詢。',
    heading: '聯絡我們',
    lead: '有任何貸款查詢，可致電、WhatsApp或電郵與我們聯絡，亦可留下手提電話號碼及方便聯絡的時段，客戶服務主任會盡快回電。',
  },
  applicationTutorial: {
    title: '申請教學 | {{brand}}',
    description: '一步步教你網上申請貸款：填寫申請、上載文件、取得批核結果、電子簽署合約，再經即時轉賬或分行VTM提取現金。',
    heading: '網上申請教學',
    lead: '網上申請只需幾個步驟：填寫申請表、上載所需文件、AI初步批核後由批核經理作最終審批，然後以電子方式簽署合約，貸款即可轉賬到你的銀行戶口，或到分行VTM提取。',
  },
  downloadApp: {
    title: '下載App | {{brand}}',
    description: '下載{{brand}}手機應用程式，隨時隨地透過手機網上申請貸款。在你手機的應用程式商店搜尋{{brand}}，即可下載安裝。',
    heading: '下載{{brand}} App',
    lead: '將{{brand}}帶在身邊，隨時隨地申請貸款。請在你手機的應用程式商店搜尋並下載我們的App。',
  },
  disclaimer: {
    title: '免責聲明 | {{brand}}',
    description: '{{brand}}網站的免責聲明，說明網站內容及資料的用途、準確性，以及使用本網站的責任限制，使用前請細閱。',
    heading: '免責聲明',
    lead: '使用本網站前，請細閱以下免責聲明，當中說明網站資料的性質及{{brand}}就使用本網站所承擔責任的限制。',
  },
  terms: {
    title: '條款及細則 | {{brand}}',
    description: '使用{{brand}}網站及服務的條款及細則，列明你與本公司雙方的權利及責任，請在瀏覽網站及使用服務前細閱。',
    heading: '條款及細則',
    lead: '以下條款及細則適用於你使用{{brand}}網站及相關服務。瀏覽或使用本網站，即表示你同意受此等條款約束。',
  },
  privacy: {
    title: '私隱政策 | {{brand}}',
    description: '{{brand}}的私隱政策，說明我們如何依據《個人資料（私隱）條例》收集、使用、保存及保障你的個人資料，以及你享有的權利。',
    heading: '私隱政策',
    lead: '我們重視你的私隱。本政策說明{{brand}}收集哪些個人資料、用途為何、如何保存及保障，以及你查閱和更正個人資料的權利。',
  },
  documentDisclaimer: {
    title: '文件免責聲明 | {{brand}}',
    description: '適用於{{brand}}網站上可供下載的文件及刊物的免責聲明，說明文件內容的性質、用途及使用限制，下載前請細閱。',
    heading: '文件免責聲明',
    lead: '下載或閱覽本網站提供的任何文件前，請先細閱以下聲明，了解文件內容的性質及使用限制。',
  },
  termCondition: {
    title: '貸款申請條款 | {{brand}}',
    description: '網上申請{{brand}}貸款前須細閱的申請條款，包括申請資格、授權查閱信貸報告及個人資料的使用等事項。',
    heading: '貸款申請條款',
    lead: '申請人須為年滿18歲的香港居民，並須授權我們查閱其信貸報告。遞交貸款申請前，請細閱以下條款。',
  },
  termConditionTLoan: {
    title: '結餘轉戶貸款條款 | {{brand}}',
    description: '適用於{{brand}}結餘轉戶貸款的條款及細則，包括利率優惠的計算方法、申請資格及還款安排，申請前請細閱。',
    heading: '結餘轉戶貸款條款',
    lead: '以下條款適用於結餘轉戶貸款，包括原有利率減20%的計算方法及相關條件，申請前請細閱。',
  },
  error: {
    title: '服務暫時未能使用 | {{brand}}',
    description: '抱歉，系統暫時未能處理你的要求，服務或正進行維護。請稍後再試，或返回主頁繼續瀏覽我們的貸款資訊。',
    heading: '抱歉，系統出現問題',
    lead: '服務暫時未能使用，請稍後再試，或先返回主頁。如問題持續，請聯絡我們的客戶服務。',
  },
  notFound: {
    title: '找不到頁面 | {{brand}}',
    description: '你要找的頁面不存在，可能已被移除或網址有誤。請返回{{brand}}主頁，瀏覽我們的各種貸款產品及最新資訊。',
    heading: '你要找的頁面不存在',
    lead: '你要找的頁面可能已被移除、更改名稱或網址有誤。請檢查網址是否正確，或返回主頁繼續瀏覽。',
  },
} as const;

export type PageCopy = { [K in keyof typeof pagesZhHK]: { title: string; description: string; heading: string; lead: string } };
