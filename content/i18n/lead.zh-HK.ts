/**
 * Lead, contact and callback form copy in Traditional Chinese (labels, messages, notices).
 *
 * `{{brand}}`, `{{email}}` and `{{hotline}}` are filled on the server (the brand name, the customer-service
 * e-mail and the hotline of content/site.ts) before the copy reaches a form.
 */
export const leadZhHK = {
  /** The lead-form popup (docs/product-rules.md §2, Screens). */
  popup: {
    title: '立即申請貸款',
    intro: '留下手提電話號碼及姓名，我們的貸款顧問會盡快聯絡你。',
    amountLabel: '申請金額',
    close: '關閉',
    loading: '正在載入表格…',
    /** On paths with 7x24 in them: the start-loan button, the download-app block, then the form under this heading. */
    preliminaryHeading: '初步申請',
    startLoan: '立即開始借款',
    startLoanNote: '只需身份證及手提電話號碼，最快20秒知道貸款方案。',
    downloadTitle: '下載手機App',
    downloadText: '隨時隨地申請、查看及管理你的貸款。',
    downloadLink: '下載App',
    or: '或留下資料，由專人聯絡你',
  },
  /** The quick-start field of the home and product heroes: a number, then the popup with it filled in. */
  quickStart: {
    label: '輸入手提電話號碼，立即開始申請',
    submit: '開始申請',
  },
  /** The short lead form (docs/product-rules.md §5). */
  form: {
    mobile: '手提電話號碼',
    mobileHint: '8位數字，例如 91234567',
    gender: '稱謂',
    genderM: '先生',
    genderF: '小姐',
    surname: '英文姓氏',
    givenName: '英文名字',
    nameHint: '請按香港身份證上的英文姓名填寫，例如 CHAN TAI MAN',
    loanType: '貸款種類',
    loanTypePlaceholder: '請選擇貸款種類',
    termsBefore: '本人已細閱並同意',
    termsLink: '條款及細則',
    termsAfter: '。',
    optIn: '本人同意{{brand}}使用本人的姓名及聯絡資料，透過短訊、電話、電郵及WhatsApp，向本人發送有關其貸款產品的直接促銷資訊。',
    optInWithdraw: '本人可隨時免費撤回此同意，只需電郵至{{email}}。',
    newWindow: '（於新視窗開啟）',
    optional: '（選填）',
    submit: '提交申請',
    submitting: '正在提交…',
    errorSummary: '部分資料未填妥，請檢查標示的欄位。',
  },
  /** The personal-data collection notice shown with every form (PDPO, Data Protection Principle 1). */
  notice: {
    summary:
      '我們會使用你提供的資料處理你的貸款查詢，並就此與你聯絡。除註明「選填」的項目（例如接收推廣資訊的同意）外，所有欄位均須填寫；如未能提供，我們將無法處理你的查詢。',
    detailsTitle: '收集個人資料聲明',
    purpose: '收集目的：處理你的貸款查詢（包括了解你的需要及介紹合適的貸款產品），並以電話、短訊或WhatsApp就該查詢聯絡你。',
    obligatory:
      '必須提供的資料：除註明「選填」的項目外，表格上所有欄位（例如手提電話號碼及姓名）均須填寫；如未能提供，我們將無法處理你的查詢。是否接收直接促銷資訊由你自願選擇，不影響你的查詢。',
    transferees: '資料接收者：{{brand}}，以及在保密責任下為我們提供服務的服務供應商（例如電話、短訊及資訊科技服務供應商）。',
    access: '查閱及改正資料：根據《個人資料（私隱）條例》，你有權查閱及改正我們持有的你的個人資料。如有查詢或要求，請電郵至{{email}}，註明「個人資料主任收」。',
    privacyBefore: '詳情請參閱我們的',
    privacyLink: '私隱政策',
    privacyAfter: '。',
  },
  /** The contact-us form (docs/product-rules.md §3, Contact form). */
  contact: {
    heading: '留言給我們',
    intro: '留下聯絡資料及方便的時段，我們的客戶服務主任會致電你。',
    title: '稱謂',
    timeSlot: '方便聯絡時段',
    theClubId: 'The Club 會員號碼',
    tapngoId: 'Tap & Go 號碼',
    submit: '提交查詢',
    submitting: '正在提交…',
    successTitle: '已收到你的查詢',
    successText: '多謝你的查詢。我們的客戶服務主任會在你選擇的時段內致電你。',
  },
  /** The callback form: a mobile number and a time slot. */
  callback: {
    heading: '預約回電',
    intro: '留下手提電話號碼，我們會在你選擇的時段內回電。',
    submit: '預約回電',
    submitting: '正在提交…',
    successTitle: '已收到你的回電預約',
    successText: '我們會在你選擇的時段內致電你，請留意來電。',
  },
  /** The product page a sent lead lands on (src/components/lead/LeadReceived.tsx). */
  received: {
    title: '已收到你的申請',
    reference: '申請參考編號：',
    /** `{{closes}}`: today's closing time; filled in the browser. */
    callNow: '現在是辦公時間，客戶服務主任會於今天辦公時間內（{{closes}}前，香港時間）盡快致電你，請留意來電。',
    /** `{{when}}`: the next opening ('12月28日（星期一）09:00'); filled in the browser. */
    callLater: '現在是辦公時間以外。客戶服務主任會於下一個辦公時段，即{{when}}（香港時間）起致電你，請留意來電。',
    /** `{{number}}`: the mobile number with its first four digits hidden. */
    number: '我們會致電你提供的手提電話號碼 {{number}}。',
    prepareTitle: '請預備以下文件',
    contactTitle: '想盡快跟進？',
    hotline: '客戶服務熱線',
    whatsapp: 'WhatsApp',
  },
  /** Apply buttons and the popup once this session has sent a lead. */
  sent: {
    button: '申請已送出',
    title: '你的申請已送出',
    text: '我們已收到你的申請，客戶服務主任會致電你。如需申請另一項貸款，可以再填寫表格。',
    view: '查看申請確認',
    another: '申請另一項貸款',
  },
  /** Validation messages (docs/product-rules.md §5), keyed by the shared schema's error keys. */
  errors: {
    mobile: '請輸入有效的手提電話號碼',
    firstName: '請輸入名字',
    lastName: '請輸入姓氏',
    loanType: '請選擇類型',
    terms: '請細閱並同意條款及細則',
    theClubId: '請輸入 The Club 會員號碼',
    tapngoId: '請輸入 Tap & Go 號碼',
    timeSlot: '請選擇聯絡時間',
    title: '請選擇稱謂',
    contactMobileRequired: '請輸入你常用的手提電話號碼',
    contactMobileInvalid: '請輸入正確的手提電話號碼',
    contactSurname: '請輸入姓氏',
    contactGivenName: '請輸入名字',
    contactLoanType: '請選擇貸款種類',
    contactTheClubId: '請輸入 The Club 會員號碼',
    contactTapngoId: '請輸入 Tap & Go 號碼',
    callbackMobile: '請輸入你的有效手提電話號碼',
    callbackTimeSlot: '請選擇聯絡時段',
    valuationDistrict: '請選擇地區',
    valuationPlace: '請輸入屋苑或大廈名稱，或填寫完整地址',
    valuationName: '請以英文輸入姓名（與身份證相同）',
    tooLong: '內容過長，請刪減',
    invalid: '內容無效，請檢查',
  },
  api: {
    badRequest: '資料有誤，請檢查後再提交。',
    unsupportedType: '請以 JSON 格式提交。',
    tooLarge: '提交的資料過大。',
    tooMany: '提交次數太多，請稍後再試。',
    unavailable: '系統暫時未能處理你的申請，請稍後再試；你的資料不會遺失。',
    dailyLimit: '今天從你的網絡連線收到的要求已達上限，未能再接收。請致電客戶服務熱線 {{hotline}}，我們會立即為你處理。',
  },
} as const;
