import { MOBILE } from '../leads/mobile-rule';
import { LOCALES } from '../locales';
import { z } from '../zod';
import { isValidHkid, normalizeHkid } from './hkid';

/**
 * The free credit report's requests as the site takes them, shared by the worker and the form so
 * the two cannot disagree. A field that fails is named in the worker's 400 answer; the form shows
 * that field's own message (content/i18n/credit-report.*.ts `errors`).
 */

/** Letters, spaces and the punctuation printed in names on the identity card (`CHAN, Tai-man`). */
const ENGLISH_NAME = /^[A-Za-z][A-Za-z ,'-]*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The oldest and youngest a visitor may be: the lender serves adults (18+). */
const MIN_AGE = 18;
const MAX_AGE = 100;

/** Whole years between a YYYY-MM-DD birth date and `today` (YYYY-MM-DD), or null for no such date. */
export function ageOn(dateOfBirth: string, today: string): number | null {
  if (!DATE.test(dateOfBirth)) return null;
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Today's date in Hong Kong (UTC+8, no daylight saving), as YYYY-MM-DD. */
const hongKongToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** The name as on the identity card: single spaces, capitals (what the credit bureau matches). */
const tidyEnglishName = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

export const CreditReportAgreeSchema = z
  .object({
    /** The version of the terms the visitor read and agreed to (konew_tutnc's answer). */
    termsVersion: z.string().trim().min(1).max(64),
    agreed: z.literal(true),
    name: z.string().trim().min(2).max(60).regex(ENGLISH_NAME).transform(tidyEnglishName),
    hkid: z
      .string()
      .max(20)
      .transform(normalizeHkid)
      .refine((id) => isValidHkid(id)),
    dateOfBirth: z.string().refine((dob) => {
      const age = ageOn(dob, hongKongToday());
      return age !== null && age >= MIN_AGE && age <= MAX_AGE;
    }),
    mobile: z.string().trim().regex(MOBILE, { message: 'mobile' }),
    /** The marketing opt-in, unticked unless the visitor ticks it (as on the lead form). */
    optIn: z.boolean().default(false),
    locale: z.enum(LOCALES),
  })
  .strict();

/** The body of `POST /api/credit-report/agree` as a client sends it. */
export type CreditReportAgreeRequest = z.input<typeof CreditReportAgreeSchema>;
type CreditReportAgreement = z.output<typeof CreditReportAgreeSchema>;

// The answers of the credit report's endpoints (worker/api/credit-report.ts). `sample`: the local
// sample service answered (no app service configured).

/** 200 to `GET /api/credit-report/terms?locale=`: the terms to show, and the version to agree to. */
export interface CreditReportTerms {
  version: string;
  title: string;
  paragraphs: string[];
  sample: boolean;
}

/** 201 to the agreement: the enquiry's reference (the browser gets its owner cookie). */
export interface CreditReportAgreed {
  ref: string;
  sample: boolean;
}

/** 200 to `GET /api/credit-report/enquiry/:ref`; once ready, the link the app opens and its QR code. */
export interface CreditReportEnquiry {
  ref: string;
  status: 'pending' | 'ready';
  next: 'wait' | 'open_app';
  link: string | null;
  /** `<svg viewBox="0 0 size size"><path d=path/></svg>`. */
  qr: { size: number; path: string } | null;
  sample: boolean;
}

/** What konew_tutnc_agree is sent: the agreement in the app service's names (source web, isEng by the page's language). */
export function agreementPayload(req: CreditReportAgreement) {
  return {
    version: req.termsVersion,
    customerName: req.name,
    hkid: req.hkid,
    dateOfBirth: req.dateOfBirth,
    phone: req.mobile,
    isOptIn: req.optIn,
    source: 'web',
    isEng: req.locale === 'en-US',
  };
}

export { ENQUIRY_REF } from './endpoints';
