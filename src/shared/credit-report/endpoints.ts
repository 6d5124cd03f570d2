/**
 * The credit report's references and this site's endpoints for it, without zod: the page's first
 * load needs them, the schema (and zod) only once the visitor starts typing.
 */
/** An enquiry's reference as the app service hands it out (konew_tutnc_agree's answer). */
export const ENQUIRY_REF = /^[A-Za-z0-9_-]{6,128}$/;

/** This site's endpoints for the flow (worker/api/credit-report.ts). */
export const CREDIT_REPORT_ENDPOINTS = {
  terms: '/api/credit-report/terms',
  agree: '/api/credit-report/agree',
  enquiry: (ref: string) => `/api/credit-report/enquiry/${encodeURIComponent(ref)}`,
} as const;
