import type { CalcCopy } from './types';

/** Calculator widget copy in English (labels, results, remarks). */
export const calcEnUS: CalcCopy = {
  title: 'Repayment calculator',
};
