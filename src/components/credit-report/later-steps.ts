/**
 * Steps 2 and 3 of the credit report flow, a chunk of their own: the page shows step 1 (the terms)
 * first, and the flow fetches these on the visitor's first focus or press in it (ticking the
 * agreement), or when a step needs them (a reload on step 2 or 3).
 */
export { DetailsStep } from './DetailsStep';
export { ResultStep } from './ResultStep';
