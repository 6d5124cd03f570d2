import type { HomeCopy } from '../types';

/** Home page lists in Traditional Chinese. */
export const homeZhHK: HomeCopy = {
  sellingPoints: [
    { title: '免手續費', text: '批出貸款不收任何手續費，借幾多，到手就係幾多。' },
    { title: '提早還款免罰息', text: '想早啲還清都得，只需{{noticeDays}}個工作天前書面通知。' },
    { title: '按日計息', text: '利息按實際借款日數計算，提早還款即慳利息。' },
    { title: '即時過數或VTM提款', text: '簽約後即時轉賬到你的銀行戶口，或到指定分行的VTM視像櫃員機提取現金。' },
  ],
  whyUs: [
    { title: '持牌放債人', text: '持有放債人牌照（牌照號碼：{{licenceNo}}），受《放債人條例》規管。' },
    { title: '香港上市公司', text: '於香港聯合交易所主板上市（股份代號：{{stockCode}}），財務資料公開透明。' },
    { title: 'AI配合人手審批', text: 'AI即時作初步評估，最快{{fastestMinutes}}分鐘有結果，再由批核經理作最終審批，快而不失嚴謹。' },
    { title: '資料安全有保障', text: '網站及網上申請採用{{sslBits}}位元SSL加密，並按《個人資料（私隱）條例》處理你的資料。' },
  ],
  steps: [
    { title: '網上申請', text: '揀選貸款產品，填寫基本資料及貸款金額。' },
    { title: '上載文件', text: '用手機影低身份證、住址證明等文件並上載，毋須親身到分行。' },
    { title: '批核結果', text: 'AI即時作初步評估，再由批核經理作最終審批，並通知你結果。' },
    { title: '電子簽署', text: '確認貸款條款後，以電子方式簽署貸款合約。' },
    { title: '發放貸款', text: '即時轉賬到你的銀行戶口，或到指定分行的VTM或分行櫃位提取現金。' },
  ],
  testimonialIds: ['n-renovate-flat', 'p-family', 't-three-loans'],
};
