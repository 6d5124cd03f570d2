/**
 * The tag check page's tool (route `tagCheck`): checking the code printed on a staff card, a
 * letter or a leaflet, and reporting where it was met. `{{brand}}` and `{{hotline}}` are filled on
 * the server; `{{tag}}`, `{{kind}}` and `{{date}}` by the tool once the answer is known.
 */
export const tagCheckZhHK = {
  form: {
    title: '核實編號',
    label: '編號',
    hint: '印在職員證、信件或單張上的編號：4至32個英文字母、數字或連字號（-），以字母或數字開始及結束，例如 ABCD-1234。大楷或細楷均可。',
    submit: '核實',
    checking: '正在核實…',
    required: '請輸入職員證、信件或單張上的編號',
    malformed: '編號格式不正確：請輸入4至32個英文字母、數字或連字號（-），並以字母或數字開始及結束。',
  },
  kinds: {
    staff_card: '職員證',
    letter: '信件',
    leaflet: '單張',
    /** When the service does not say what the tag is on. */
    unknown: '物品',
  },
  result: {
    tagLabel: '編號',
    kindLabel: '類別',
    issuedLabel: '發出日期',
    genuineTitle: '真確：此{{kind}}由{{brand}}發出',
    genuineText: '編號 {{tag}} 是我們發出的{{kind}}。如對方的要求仍令你有懷疑（例如要求你預先付款），請掛線並致電 {{hotline}} 向我們查詢。',
    revokedTitle: '注意：此{{kind}}已被收回，現已無效',
    revokedText:
      '編號 {{tag}} 的{{kind}}曾由我們發出，但已經收回，不應再有人使用。如有人現在向你出示，請小心處理，切勿付款或提供個人資料，並告訴我們在哪裏遇到。',
    unknownTitle: '並非由{{brand}}發出',
    unknownText: '我們沒有發出編號 {{tag}}。印有此編號的職員證、信件或單張並非我們的，可能是有人冒認{{brand}}。',
    actionsTitle: '你應該怎樣做',
    sample: '此結果來自示例服務（測試資料），並非真實紀錄。',
  },
  unavailable: {
    check: '暫時未能核實編號，請稍後再試；你輸入的編號已保留。你亦可致電客戶服務熱線 {{hotline}}，由我們為你核實。',
    retry: '再試一次',
  },
  report: {
    title: '告訴我們在哪裏遇到',
    intro: '你提供的資料有助我們追查冒認個案及提醒其他市民。',
    where: '在哪裏遇到',
    whereHint: '例如地點、網站、電話號碼或社交平台帳戶',
    when: '日期',
    note: '經過',
    noteHint: '例如對方說了甚麼、要求你做甚麼',
    phone: '手提電話號碼',
    phoneHint: '如希望我們回電，請留下8位數字的香港電話號碼',
    optional: '（選填）',
    submit: '提交報告',
    submitting: '正在提交…',
    errorWhere: '請填寫在哪裏遇到',
    errorWhen: '請輸入今天或之前的日期',
    errorNote: '內容太長，請刪減至1000字以內',
    errorPhone: '請輸入有效的手提電話號碼',
    errorSummary: '請更正以上標示的欄位後再提交。',
    badRequest: '部分資料不正確，請檢查後再提交。',
    tooMany: '提交次數太多，請稍後再試。',
    unavailable: '暫時未能提交報告，請稍後再試；你填寫的資料已保留。你亦可致電客戶服務熱線 {{hotline}} 告訴我們。',
    thanksTitle: '謝謝你的報告',
    thanksText: '我們已收到你的報告，會跟進有關情況。如你留下了電話號碼，我們會盡快回電。',
  },
  /** The personal-data collection statement of the report form (as every form shows one). */
  notice: {
    summary: '我們會使用你提供的資料跟進冒認{{brand}}的個案。除註明「選填」的項目外，所有欄位均須填寫；如未能提供，我們將無法跟進你的報告。',
    detailsTitle: '收集個人資料聲明',
    purpose: '收集目的：調查及跟進冒認{{brand}}或其職員的個案，在有需要時向警方舉報，並在你要求時以電話聯絡你。',
    obligatory: '必須提供的資料：遇到的地點或渠道須填寫；日期、經過及電話號碼由你自願提供。如未能提供必須的資料，我們將無法跟進你的報告。',
    transferees: '資料接收者：{{brand}}、執法機關，以及在保密責任下為我們提供服務的服務供應商（例如資訊科技服務供應商）。',
    access: '查閱及改正資料：根據《個人資料（私隱）條例》，你有權查閱及改正我們持有的你的個人資料。如有查詢或要求，請電郵至{{email}}，註明「個人資料主任收」。',
    privacyBefore: '詳情請參閱我們的',
    privacyLink: '私隱政策',
    privacyAfter: '。',
  },
  noscript: '此核實工具需要啟用JavaScript。你亦可致電客戶服務熱線 {{hotline}}，由我們為你核實職員證、信件或單張上的編號。',
  /** Links to the tool from the pages that warn about impersonation. */
  links: {
    check: '核實職員證、信件或單張',
    announcement: '核實職員證、信件或單張的編號',
    fraudAlert: '防騙資訊：冒認個案',
  },
};
