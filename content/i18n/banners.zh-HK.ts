/** The promotional banners' words in Traditional Chinese (the banner itself is an image). */
export const bannersZhHK = {
  region: '推廣優惠',
  popupTitle: '最新優惠',
  open: '查看優惠（在新分頁開啟）',
  close: '關閉推廣',
};
