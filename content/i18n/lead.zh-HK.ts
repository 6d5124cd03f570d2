/** Lead, contact and callback form copy in Traditional Chinese (labels, messages, notices). */
export const leadZhHK = {
  /** Validation messages (spec section 5), keyed by the shared schema's error keys. */
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
    callbackMobile: '請輸入你的有效手提電話號碼',
    callbackTimeSlot: '請選擇聯絡時段',
    tooLong: '內容過長，請刪減',
    invalid: '內容無效，請檢查',
  },
  api: {
    badRequest: '資料有誤，請檢查後再提交。',
    unsupportedType: '請以 JSON 格式提交。',
    tooLarge: '提交的資料過大。',
    tooMany: '提交次數太多，請稍後再試。',
    unavailable: '系統暫時未能處理你的申請，請稍後再試；你的資料不會遺失。',
  },
} as const;
