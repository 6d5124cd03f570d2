/** Calculator widget copy in Traditional Chinese (labels, results, remarks). */
export const calcZhHK = {
  title: '還款計算機',
} as const;
