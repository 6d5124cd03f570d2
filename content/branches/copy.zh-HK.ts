import type { BranchCopy } from '../types';

/** Branch names and SAMPLE addresses (real streets, "示例" buildings) in Traditional Chinese. */
export const branchesZhHK: BranchCopy[] = [
  { id: 'central', name: '中環分行', shortName: '中環', address: '香港中環德輔道中88號示例商業大廈12樓1203室', remarks: ['星期一至五提早於下午6時45分關門。'] },
  { id: 'shau-kei-wan', name: '筲箕灣分行', shortName: '筲箕灣', address: '香港筲箕灣筲箕灣道333號示例中心8樓', remarks: [] },
  { id: 'hung-hom', name: '紅磡分行', shortName: '紅磡', address: '九龍紅磡蕪湖街83號示例廣場5樓', remarks: [] },
  { id: 'tsim-sha-tsui', name: '尖沙咀分行', shortName: '尖沙咀', address: '九龍尖沙咀彌敦道132號示例大廈15樓', remarks: [] },
  { id: 'sham-shui-po', name: '深水埗分行', shortName: '深水埗', address: '九龍深水埗長沙灣道188號示例商業中心6樓', remarks: [] },
  { id: 'kwun-tong', name: '觀塘分行', shortName: '觀塘', address: '九龍觀塘開源道55號示例工貿中心10樓', remarks: [] },
  { id: 'tsuen-wan', name: '荃灣分行', shortName: '荃灣', address: '新界荃灣沙咀道68號示例大廈9樓', remarks: [] },
  { id: 'yuen-long', name: '元朗分行', shortName: '元朗', address: '新界元朗青山公路元朗段99號示例中心7樓', remarks: [] },
  { id: 'tai-po', name: '大埔分行', shortName: '大埔', address: '新界大埔寶鄉街12號示例大廈3樓', remarks: [] },
  {
    id: 'sha-tin',
    name: '沙田分行',
    shortName: '沙田',
    address: '新界沙田沙田正街18號示例中心11樓',
    remarks: ['沙田分行暫停服務，直至另行通知。如需協助，請聯絡其他分行或客戶服務熱線{{hotline}}。'],
  },
];
