/**
 * A valuation's reference as the app service hands it out (the result's shareable address). On
 * its own, without zod: the result page checks its address with it at first load.
 */
export const VALUATION_REF = /^[A-Za-z0-9_-]{6,128}$/;
