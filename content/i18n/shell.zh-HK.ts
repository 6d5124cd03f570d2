import { loanNamesZhHK, loanTaglinesZhHK } from '../loans/copy.zh-HK';
/** Site-shell copy in Traditional Chinese (Hong Kong): header, menus, bars, footers, compliance. */
export const shellZhHK = {
  a11y: {
    skipToContent: '跳至主要內容',
    mainNav: '主選單',
    mobileNav: '手機版主選單',
    footerNav: '頁尾連結',
    bottomBar: '快速功能',
    newWindow: '（於新視窗開啟）',
    close: '關閉',
  },
  language: {
    switchLabel: '切換語言',
  },
  header: {
    homeLink: '{{brand}}首頁',
    listingNote: '聯交所主板上市（股份代號：{{code}}）',
    /** On phones, where the header has room for a few characters only. */
    listingNoteShort: '上市股份代號：{{code}}',
    apply: '立即申請',
    myAccount: '我的帳戶',
    loanProducts: '貸款產品',
    menu: '選單',
    allLoans: '全部貸款產品',
  },
  nav: {
    home: '首頁',
    aboutus: '關於我們',
    investor: '投資者關係',
    esg: '環境、社會及管治',
    news: '最新消息',
    branches: '分行網絡',
    faq: '常見問題',
    contactus: '聯絡我們',
    tutorial: '申請教學',
  },
  loanNames: loanNamesZhHK,
  loanTaglines: loanTaglinesZhHK,
  bottomBar: {
    applyNow: '立即申請',
    loanTypes: '貸款種類',
    shops: '分行',
    myAccount: '我的帳戶',
  },
  announcement: {
    label: '重要通告',
    whatsappTitle: 'WhatsApp 號碼更改',
    whatsappText: '由{{date}}起，我們的 WhatsApp 客戶服務號碼已由 {{old}} 更改為 {{new}}。',
    scamTitle: '慎防冒充職員',
    scamText: '本公司職員不會要求客戶預先繳付任何費用，亦不會透過非官方渠道索取個人資料或密碼。如有懷疑，請致電 {{hotline}} 查詢。',
    close: '關閉通告',
  },
  footer: {
    licence: '放債人牌照號碼：{{licence}}',
    riskWarning: '忠告：借錢梗要還，咪俾錢中介',
    complaintHotline: '投訴熱線：{{phone}}',
    remarksTitle: '貸款備註',
    remarks:
      '還款例子：貸款額HK$10,000，年利率30%，還款期12個月，每月還款額HK$975，總還款額HK$11,700。實際年利率最高為36%。實際貸款額、利率及還款期以批核結果為準。',
    govAdviceAlt: '借錢梗要還，咪俾錢中介',
    /** Between a label and its value ('Hotline: 2100 0000'). */
    labelSeparator: '：',
    contactTitle: '聯絡我們',
    hotline: '客戶服務熱線',
    whatsapp: 'WhatsApp',
    email: '電郵',
    /** Shown only while the web chat is switched on. */
    chat: '網上即時對話',
    chatOpen: '開始對話',
    officeHours: '辦公時間：星期一至五 09:00–19:00，星期六 09:00–13:00，星期日及公眾假期休息',
    followUs: '關注我們',
    social: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      youtube: 'YouTube',
      /** Opens the WeChat QR popup (not a link: WeChat has no web page to follow). */
      wechat: 'WeChat',
    },
    legalTitle: '法律資訊',
    disclaimer: '免責聲明',
    terms: '條款及細則',
    privacy: '私隱政策',
    documentDisclaimer: '文件免責聲明',
    loanTerms: '貸款申請條款',
    smeLegal: '中小企網站法律資訊',
    /** The SME site's four legal pages (external, per language: content/site.ts). */
    smeLegalLinks: {
      legalNotice: '中小企網站法律聲明',
      disclaimer: '中小企網站免責聲明',
      privacy: '中小企網站私隱政策',
      loanTerms: '中小企網站貸款申請條款',
    },
    copyright: '© {{year}} {{brand}}。版權所有。',
  },
  sme: {
    backToMain: '返回{{brand}}主頁',
    footerNote: '中小企融資由{{brand}}提供。融資須經審批，並受有關條款及細則約束。',
    enquiry: '中小企查詢熱線：{{phone}}',
  },
  maintenance: {
    title: '網上申請服務暫停',
    /** Shown while the window runs. */
    window: '網上申請服務現正暫停，由{{start}}至{{end}}（香港時間），期間未能提交申請或登入帳戶，不便之處，敬請原諒。',
    /** Switched on by hand before its window starts. */
    windowAhead: '網上申請服務現正暫停，並將於{{start}}至{{end}}（香港時間）繼續暫停，期間未能提交申請或登入帳戶，不便之處，敬請原諒。',
    noWindow: '網上申請服務現正暫停，期間未能提交申請或登入帳戶，不便之處，敬請原諒。',
    help: '如需協助，請致電客戶服務熱線 {{hotline}}。',
    debug: '偵錯：現在 {{now}}，開始 {{start}}，結束 {{end}}，手動開啟 {{enabled}}',
  },
  formNotSent: {
    /** The page a form sent before its script ran gets (status 405): nothing was sent. */
    title: '資料未能送出',
    text: '網頁未完成載入，你的資料未有送出。請按瀏覽器的「返回」鍵，已填寫的資料仍在表格內，待網頁載入後再提交。',
    help: '亦可致電客戶服務熱線 {{hotline}}。',
  },
  landscape: {
    /** Shown on phones held sideways (CSS only); it never blocks the page. */
    text: '為獲得最佳瀏覽效果，請將手機轉回直向。',
    dismiss: '知道了',
  },
  cookieNotice: {
    /** The notice's name for screen readers (a region). */
    label: '本網站的Cookie',
    /** What the site keeps in the browser (src/components/shell/CookieNotice.tsx); the link follows. */
    text: '我們以Cookie保存一個匿名訪客編號一年，用於統計瀏覽次數及測試網頁版本。你的瀏覽器亦會保存帶你到來的推廣活動或廣告、你已關閉的通告及未送出的表格。',
    privacy: '閱讀私隱政策',
    dismiss: '知道了',
  },
  share: {
    /** Text of the Open Graph image (public/images/og/), for readers who cannot see it. */
    imageAlt: '{{brand}}：網上貸款，AI即時批核',
  },
  notFound: {
    backHome: '返回首頁',
    /** Before the address asked for, on the not-found page (status 404) only. */
    requested: '找不到此網址：',
  },
} as const;
