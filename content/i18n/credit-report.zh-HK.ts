/**
 * The free credit report's flow in Traditional Chinese: the credit bureau's terms, the details
 * form with its collection notice, the result with the QR code, and what the page says when the
 * app service cannot be reached. Plain strings: the client component gets them as props.
 */
export const creditReportZhHK = {
  heading: '立即免費查閱',
  intro: '閱讀信貸資料服務機構的條款，填寫資料，再以手機App繼續，即可查閱你的智能信貸報告。',
  steps: {
    label: '查閱步驟',
    terms: '閱讀條款',
    details: '填寫資料',
    result: '以App繼續',
  },
  sampleNotice: '示例資料：此頁的條款、查詢編號及二維碼由示例服務提供，只供測試網站之用，並非真實資料。',
  loading: '正在載入…',
  terms: {
    regionLabel: '條款全文（可捲動）',
    version: '條款版本：',
    agree: '本人已細閱並同意以上條款，並授權查閱本人的信貸報告。',
    continue: '同意並繼續',
  },
  details: {
    heading: '填寫你的資料',
    intro: '資料須與你的香港身份證相符，以便信貸資料服務機構核對。',
    name: '英文姓名',
    nameHint: '按香港身份證上的英文姓名填寫，例如 CHAN TAI MAN',
    hkid: '香港身份證號碼',
    hkidHint: '包括括號內的數字或字母，例如 A123456(3)。為保障你的私隱，此號碼不會儲存在瀏覽器內。',
    dateOfBirth: '出生日期',
    dateOfBirthHint: '你須年滿18歲',
    mobile: '手提電話號碼',
    mobileHint: '8位數字，例如 91234567',
    submit: '提交並取得二維碼',
    submitting: '正在提交…',
    back: '返回條款',
    errorSummary: '部分資料未填妥，請檢查標示的欄位。',
  },
  errors: {
    agreed: '請先同意條款，才可繼續。',
    name: '請按身份證填寫英文姓名（只可包括英文字母及空格）。',
    hkid: '請輸入正確的香港身份證號碼，包括括號內的數字或字母。',
    dateOfBirth: '請輸入正確的出生日期；你須年滿18歲。',
    mobile: '請輸入以4至9字頭的8位數字香港電話號碼。',
    termsVersion: '條款已更新，請返回並重新閱讀條款。',
    invalid: '此欄資料不正確，請檢查。',
  },
  result: {
    pendingTitle: '正在準備你的查詢…',
    pendingText: '請稍候，通常只需數秒。',
    readyTitle: '請以手機App繼續',
    scanText: '以手機掃描二維碼，在App內核實身份後即可查看你的智能信貸報告。',
    qrLabel: '前往App繼續查閱信貸報告的二維碼',
    phoneText: '在手機上？直接開啟App繼續。',
    openApp: '開啟App繼續',
    downloadText: '未有App？',
    downloadLink: '下載App',
    reference: '查詢編號：',
  },
  failure: {
    unavailable: '暫時未能連接查閱服務，請稍後再試。你已填寫的資料仍然保留。',
    refused: '查閱服務暫時未能處理你的要求，請稍後再試，或登入我的帳戶查閱。',
    tooMany: '提交次數太多，請一分鐘後再試。',
    retry: '再試一次',
  },
  /** The personal-data collection notice for this form (PDPO, Data Protection Principle 1). */
  notice: {
    summary: '我們會使用你提供的資料，代你向信貸資料服務機構查閱你的信貸報告。除註明「選填」的項目外，所有欄位均須填寫；如未能提供，我們將無法為你查閱。',
    detailsTitle: '收集個人資料聲明',
    purpose: '收集目的：核實你的身份，並在你授權下向信貸資料服務機構查閱你的個人信貸報告，再於手機App內向你展示。',
    obligatory:
      '必須提供的資料：英文姓名、香港身份證號碼、出生日期及手提電話號碼；如未能提供，我們將無法為你查閱。是否接收直接促銷資訊由你自願選擇，不影響查閱。',
    transferees: '資料接收者：{{brand}}、信貸資料服務機構，以及在保密責任下為我們提供服務的服務供應商（例如資訊科技服務供應商）。',
    access: '查閱及改正資料：根據《個人資料（私隱）條例》，你有權查閱及改正我們持有的你的個人資料。如有查詢或要求，請電郵至{{email}}，註明「個人資料主任收」。',
    privacyBefore: '詳情請參閱我們的',
    privacyLink: '私隱政策',
    privacyAfter: '。',
  },
  alternative: '已有帳戶？亦可登入我的帳戶查閱。',
};
