/**
 * The loan products, in the order the menus show them: routes, menus, the sitemap, the lead
 * form's loan types, the calculators' bounds and the console's names all read this list. Adding a
 * product: docs/content.md, "Adding a loan product".
 */
import { loan7x24 } from './7x24-loan';
import { cLoan } from './c-loan';
import { hosLoan } from './hos-public-housing-loan';
import { iLoan } from './i-loan';
import { lLoan } from './l-loan';
import { nLoan } from './n-loan';
import { pLoan } from './p-loan';
import { rLoan } from './r-loan';
import { revolvingLoan } from './revolving-loan';
import { sLoan } from './s-loan';
import { sme } from './sme';
import { supreme } from './supreme';
import { tLoan } from './t-loan';
import { talentLoan } from './talent-loan';
import { uLoan } from './u-loan';
import { wLoan } from './w-loan';

export const PRODUCTS = [
  nLoan,
  loan7x24,
  supreme,
  pLoan,
  hosLoan,
  tLoan,
  cLoan,
  revolvingLoan,
  talentLoan,
  sLoan,
  uLoan,
  wLoan,
  rLoan,
  iLoan,
  lLoan,
  sme,
] as const;

export type Product = (typeof PRODUCTS)[number];
/** The page's address segment and the calculators' key ('i-loan'). */
export type LoanSlug = Product['slug'];
/** The route name and the copy's key ('iLoan'). */
export type LoanName = Product['name'];
/** The lead form's code (12). */
export type LoanCode = Exclude<Product['code'], null>;

/** Each product under its route name, with its own module's type (`PRODUCT_BY_NAME.pLoan.facts.valuationMinutes`). */
export const PRODUCT_BY_NAME = Object.fromEntries(PRODUCTS.map((p) => [p.name, p])) as { readonly [N in LoanName]: Extract<Product, { name: N }> };
