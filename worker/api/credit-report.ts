import { Hono } from 'hono';
import {
  agreementPayload,
  CreditReportAgreeSchema,
  ENQUIRY_REF,
  type CreditReportAgreed,
  type CreditReportEnquiry,
  type CreditReportTerms,
} from '../../src/shared/credit-report/schema';
import { LOCALES, type Locale } from '../../src/shared/locales';
import { AppServiceClient } from '../app-service/client';
import type { AppEnv } from '../env';
import { qrSvg } from '../qr-code';
import { appServiceFailure } from './app-service-failure';
import { jsonBody, validJson } from './json-body';
import { ownerCookie } from './owner-cookie';
import { readLimit, writeLimit } from './rate-limits';
import type { ApiFailure } from '../../src/shared/api-contract';

/**
 * The free credit report through the app service: the credit bureau's terms (konew_tutnc), the
 * visitor's agreement with their details (konew_tutnc_agree), then the enquiry's state
 * (konew_loan_enquiry) and, once ready, the QR code that goes on in the app (konew_qr_code). The
 * identity card number goes to the service and nowhere else: not in a log, not in an answer.
 * An enquiry is read only by the browser that agreed to the terms. Every answer says `sample: true`
 * when the local sample service gave it.
 */
export const creditReportApi = new Hono<AppEnv>();

const owner = ownerCookie('credit_report', '/api/credit-report', 'credit-report');

creditReportApi.get('/credit-report/terms', readLimit, async (c) => {
  const locale = c.req.query('locale');
  if (!(LOCALES as readonly string[]).includes(locale ?? '')) return c.json({ error: 'invalid', fields: { locale: 'invalid' } } satisfies ApiFailure, 400);
  const client = new AppServiceClient(c.env);
  try {
    const terms = await client.call('konew_tutnc', { isEng: (locale as Locale) === 'en-US' });
    return c.json({ version: terms.version, title: terms.title, paragraphs: terms.paragraphs, sample: client.isSample } satisfies CreditReportTerms);
  } catch (error) {
    return appServiceFailure(c, error, 10);
  }
});

creditReportApi.post('/credit-report/agree', writeLimit, jsonBody, validJson(CreditReportAgreeSchema), async (c) => {
  const client = new AppServiceClient(c.env);
  try {
    const { enquiryRef } = await client.call('konew_tutnc_agree', agreementPayload(c.req.valid('json')));
    await owner.mark(c, enquiryRef);
    return c.json({ ref: enquiryRef, sample: client.isSample } satisfies CreditReportAgreed, 201);
  } catch (error) {
    return appServiceFailure(c, error, 30);
  }
});

creditReportApi.get('/credit-report/enquiry/:ref', readLimit, async (c) => {
  const ref = c.req.param('ref');
  // Another browser's enquiry or a made-up reference: as if it did not exist, and no call.
  if (!ENQUIRY_REF.test(ref) || !(await owner.owns(c, ref))) return c.json({ error: 'not_found' } satisfies ApiFailure, 404);
  const client = new AppServiceClient(c.env);
  try {
    const enquiry = await client.call('konew_loan_enquiry', { enquiryRef: ref });
    if (enquiry.status !== 'ready' || enquiry.next !== 'open_app') {
      return c.json({ ref, status: enquiry.status, next: enquiry.next, link: null, qr: null, sample: client.isSample } satisfies CreditReportEnquiry);
    }
    const { link } = await client.call('konew_qr_code', { enquiryRef: ref });
    return c.json({ ref, status: enquiry.status, next: enquiry.next, link, qr: qrSvg(link), sample: client.isSample } satisfies CreditReportEnquiry);
  } catch (error) {
    return appServiceFailure(c, error, 10);
  }
});
