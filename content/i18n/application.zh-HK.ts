/**
 * Starting a loan application from the 7x24 popup in Traditional Chinese: the start-loan button
 * takes what the visitor typed in the popup's form to the member site (src/components/lead/StartLoanLink.tsx).
 */
export const applicationZhHK = {
  /** Under the start-loan button: what it does with the form below. */
  carryOver: '已填妥下面的表格並同意條款？按「立即開始借款」，你的資料會一併帶到會員網站，毋須再填。',
  /** While the application is being started (in the popup and in the new window). */
  starting: '正在開始你的申請…',
  /** The app service could not be reached: the member site opened without the details. */
  notCarried: '暫時未能把你的資料帶到會員網站，請在會員網站填寫。你在這裡填寫的資料仍然保留，亦可提交表格由專人聯絡你。',
};

export type ApplicationCopy = { [K in keyof typeof applicationZhHK]: string };
