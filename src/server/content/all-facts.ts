import { GENERAL_FACTS } from '../../../content/general-facts';
import { PRODUCTS } from '../../shared/products';
import type { FactValues } from './fill';

/**
 * Every figure any page may use: the terms every product shares (content/general-facts.ts), and each
 * product's figures (its module in src/shared/products/) under `<product>_<name>` (`{{nLoan_max}}`),
 * for pages that speak about several products at once.
 */
export const ALL_FACTS: FactValues = {
  ...GENERAL_FACTS,
  ...Object.fromEntries(PRODUCTS.flatMap((p) => Object.entries(p.facts).map(([k, v]) => [`${p.name}_${k}`, v]))),
};
