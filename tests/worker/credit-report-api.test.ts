import { describe, expect, it } from 'vitest';
import { useAppServiceStub } from './app-service-stub';
import { sharedWorker, startWorker, type TestWorker } from './harness';
import { scanQr } from '../qr-scan';
import type { CreditReportAgreeRequest } from '../../src/shared/credit-report/schema';

/**
 * The free credit report through this site's worker: what the app service is sent for each of its
 * four calls (written out by hand), what is read back, what bad input gets (nothing sent), and what
 * a visitor gets when the service is slow, down or talking nonsense. Identity card numbers used:
 * A123456(3) and AB987654(3) are valid (their weighted sums plus check digit are multiples of 11),
 * A123456(4) is not.
 */
const TERMS = { version: 'tu-2026.11', title: '信貸報告條款', paragraphs: ['第一段。', '第二段。'] };
const { stub, worker } = useAppServiceStub('cr-token', () => ({
  konew_tutnc: TERMS,
  konew_tutnc_agree: { enquiryRef: 'Enq_2026-0001' },
  konew_loan_enquiry: { enquiryRef: 'Enq_2026-0001', status: 'ready', next: 'open_app' },
  konew_qr_code: { link: 'https://app.example.com/go/AbC123xyz' },
}));
let n = 0;

const agreement = {
  termsVersion: 'tu-2026.11',
  agreed: true,
  name: '  chan   tai man ',
  hkid: 'a123456 (3)',
  dateOfBirth: '1990-05-17',
  mobile: '91234567',
  optIn: true,
  locale: 'zh-HK',
} satisfies CreditReportAgreeRequest;

async function post(worker: TestWorker, body: unknown, raw?: string, cookie?: string) {
  n += 1;
  return worker.get('/api/credit-report/agree', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `203.0.113.${n % 250}`, ...(cookie ? { Cookie: cookie } : {}) },
    body: raw ?? JSON.stringify(body),
  });
}

/** The `credit_report` cookie an answer set, as the browser sends it back (`name=value`). */
const enquiryCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => /^(credit_report=[^;]+)/.exec(c)?.[1])
    .find(Boolean);

/** Agrees as the page does, the service calling the enquiry `ref`, from a browser holding `cookie`; what it holds then. */
async function agreedHere(w: TestWorker, ref = 'Enq_2026-0001', cookie?: string): Promise<string> {
  stub.answers.konew_tutnc_agree = { enquiryRef: ref };
  const res = await post(w, agreement, undefined, cookie);
  expect(res.status).toBe(201);
  stub.received.length = 0;
  return enquiryCookie(res)!;
}

const enquiry = (w: TestWorker, ref: string, cookie?: string) => w.get(`/api/credit-report/enquiry/${ref}`, cookie ? { headers: { Cookie: cookie } } : {});

describe('GET /api/credit-report/terms', () => {
  it('reads the terms in the page’s language with the bearer token, and passes them on', async () => {
    const res = await worker().get('/api/credit-report/terms?locale=zh-HK');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: 'tu-2026.11', title: '信貸報告條款', paragraphs: ['第一段。', '第二段。'], sample: false });
    expect(stub.received).toEqual([{ call: 'konew_tutnc', authorization: 'Bearer cr-token', body: { isEng: false } }]);
    await worker().get('/api/credit-report/terms?locale=en-US');
    expect(stub.received[1]!.body).toEqual({ isEng: true });
  });

  it('a locale the site does not have: 400 and no call; a service that errs: tried twice, then 503', async () => {
    expect((await worker().get('/api/credit-report/terms?locale=fr')).status).toBe(400);
    expect((await worker().get('/api/credit-report/terms')).status).toBe(400);
    expect(stub.received).toEqual([]);
    stub.mode = 'error';
    const res = await worker().get('/api/credit-report/terms?locale=zh-HK');
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('10');
    expect(stub.received.length).toBe(2);
  });

  it('terms without paragraphs are not passed on: 502', async () => {
    stub.answers.konew_tutnc = { version: 'tu-2026.11', title: '信貸報告條款', paragraphs: [] };
    const res = await worker().get('/api/credit-report/terms?locale=zh-HK');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'unavailable', reason: 'bad_answer', retryable: false });
  });
});

describe('POST /api/credit-report/agree', () => {
  it('sends konew_tutnc_agree the agreed version and the details, tidied, and answers with the reference', async () => {
    const res = await post(worker(), agreement);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ref: 'Enq_2026-0001', sample: false });
    expect(stub.received).toEqual([
      {
        call: 'konew_tutnc_agree',
        authorization: 'Bearer cr-token',
        body: {
          version: 'tu-2026.11',
          customerName: 'CHAN TAI MAN',
          hkid: 'A1234563',
          dateOfBirth: '1990-05-17',
          phone: '91234567',
          isOptIn: true,
          source: 'web',
          isEng: false,
        },
      },
    ]);
  });

  it('a two-letter card, no opt-in given and an English page: isOptIn false, isEng true', async () => {
    const { optIn: _optIn, ...withoutOptIn } = agreement;
    const res = await post(worker(), { ...withoutOptIn, hkid: 'AB987654(3)', name: 'Chan, Tai-man', locale: 'en-US' });
    expect(res.status).toBe(201);
    expect(stub.received[0]!.body).toEqual({
      version: 'tu-2026.11',
      customerName: 'CHAN, TAI-MAN',
      hkid: 'AB9876543',
      dateOfBirth: '1990-05-17',
      phone: '91234567',
      isOptIn: false,
      source: 'web',
      isEng: true,
    });
  });

  it('refuses a wrong check digit, a bad mobile, no agreement, a minor or a name in Chinese, naming the field, and sends nothing', async () => {
    const { agreed: _agreed, ...notAgreed } = agreement;
    const cases: [unknown, string][] = [
      [{ ...agreement, hkid: 'A123456(4)' }, 'hkid'],
      [{ ...agreement, hkid: 'A12345(3)' }, 'hkid'],
      [{ ...agreement, mobile: '1234' }, 'mobile'],
      [{ ...agreement, mobile: '31234567' }, 'mobile'],
      [notAgreed, 'agreed'],
      [{ ...agreement, agreed: false }, 'agreed'],
      [{ ...agreement, termsVersion: '' }, 'termsVersion'],
      [{ ...agreement, dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-01` }, 'dateOfBirth'],
      [{ ...agreement, dateOfBirth: '1990-02-30' }, 'dateOfBirth'],
      [{ ...agreement, name: '陳大文' }, 'name'],
      [{ ...agreement, locale: 'fr' }, 'locale'],
    ];
    for (const [body, field] of cases) {
      const res = await post(worker(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { error: string; fields: Record<string, string> };
      expect(answer.error).toBe('invalid');
      expect(Object.keys(answer.fields), JSON.stringify(body)).toContain(field);
    }
    expect(stub.received).toEqual([]);
  });

  it('a body that is not JSON, or a field the form does not have: 400, nothing sent', async () => {
    const malformed = await post(worker(), null, '{"agreed": true, "hkid": "A1234');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'malformed' });
    expect((await post(worker(), { ...agreement, isEng: true })).status).toBe(400);
    expect(stub.received).toEqual([]);
  });

  it('a slow or failing service: 503 with Retry-After, the agreement sent once (never made twice)', async () => {
    for (const mode of ['slow', 'error'] as const) {
      stub.mode = mode;
      stub.received.length = 0;
      const res = await post(worker(), agreement);
      expect(res.status, mode).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('30');
      expect(await res.json()).toEqual({ error: 'unavailable', reason: mode === 'slow' ? 'timeout' : 'unreachable', retryable: true });
      expect(stub.received.length, mode).toBe(1);
    }
  });

  it('an answer that is not JSON or not a reference: 502, not passed on', async () => {
    for (const mode of ['garbage', 'wrong_shape'] as const) {
      stub.mode = mode;
      const res = await post(worker(), agreement);
      expect(res.status, mode).toBe(502);
      expect(await res.json()).toMatchObject({ error: 'unavailable', retryable: false });
    }
    stub.mode = 'up';
    stub.answers.konew_tutnc_agree = { enquiryRef: '../x' };
    expect((await post(worker(), agreement)).status).toBe(502);
  });
});

describe('GET /api/credit-report/enquiry/:ref', () => {
  it('a ready enquiry: asks for its QR code and answers with the link and the code drawn as a path', async () => {
    const res = await enquiry(worker(), 'Enq_2026-0001', await agreedHere(worker()));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { qr: { size: number; path: string } } & Record<string, unknown>;
    expect(body).toMatchObject({ ref: 'Enq_2026-0001', status: 'ready', next: 'open_app', link: 'https://app.example.com/go/AbC123xyz', sample: false });
    // 36 bytes need version 3 at level M (versions 1 and 2 hold 14 and 26): 29 modules, plus a
    // quiet zone of 4 on each side. The top-left finder's top edge is 7 dark modules at (4, 4).
    expect(body.qr.size).toBe(37);
    expect(body.qr.path.startsWith('M4 4h7v1h-7z')).toBe(true);
    // Drawn as the page draws it and read back by a scanner: the link.
    expect(scanQr(body.qr)).toBe('https://app.example.com/go/AbC123xyz');
    expect(stub.received).toEqual([
      { call: 'konew_loan_enquiry', authorization: 'Bearer cr-token', body: { enquiryRef: 'Enq_2026-0001' } },
      { call: 'konew_qr_code', authorization: 'Bearer cr-token', body: { enquiryRef: 'Enq_2026-0001' } },
    ]);
  });

  it('a pending enquiry: no QR code asked for yet', async () => {
    const cookie = await agreedHere(worker());
    stub.answers.konew_loan_enquiry = { enquiryRef: 'Enq_2026-0001', status: 'pending', next: 'wait' };
    const res = await enquiry(worker(), 'Enq_2026-0001', cookie);
    expect(await res.json()).toEqual({ ref: 'Enq_2026-0001', status: 'pending', next: 'wait', link: null, qr: null, sample: false });
    expect(stub.received.map((r) => r.call)).toEqual(['konew_loan_enquiry']);
  });

  it('a reference of another form: 404 without a call', async () => {
    const cookie = await agreedHere(worker());
    expect((await enquiry(worker(), '..%2F..%2Fetc', cookie)).status).toBe(404);
    expect((await enquiry(worker(), 'ab', cookie)).status).toBe(404);
    expect(stub.received).toEqual([]);
  });

  it('answers only the browser that agreed: a made-up reference, another browser’s, a forged cookie: 404, no call', async () => {
    const mine = await agreedHere(worker(), 'Enq_2026-0001');
    const theirs = await agreedHere(worker(), 'Enq_2026-0002');
    const [list, tag] = mine.slice('credit_report='.length).split('.') as [string, string];
    const strangers: [string, string | undefined][] = [
      ['Enq_2026-0001', undefined], // the reference alone: the service would say it is ready, with its QR code
      ['Made_up-000042', undefined], // made up
      ['Made_up-000042', mine], // made up, by a browser with an enquiry of its own
      ['Enq_2026-0001', theirs], // another browser's enquiry
      ['Enq_2026-0001', `credit_report=${list}.${tag.slice(0, -1)}${tag.endsWith('A') ? 'B' : 'A'}`], // a tag changed
      ['Enq_2026-0002', `credit_report=Enq_2026-0002~${list}.${tag}`], // a reference added to a signed list
      ['Enq_2026-0001', `application=${list}.${tag}`], // another API's cookie name
    ];
    for (const [ref, cookie] of strangers) {
      const res = await enquiry(worker(), ref, cookie);
      expect(res.status, `${ref} ${cookie}`).toBe(404);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(await res.json()).toEqual({ error: 'not_found' });
    }
    expect(stub.received).toEqual([]);
    // Each browser still reads its own; one that agreed twice reads both.
    expect((await enquiry(worker(), 'Enq_2026-0001', mine)).status).toBe(200);
    expect((await enquiry(worker(), 'Enq_2026-0002', theirs)).status).toBe(200);
    const both = await agreedHere(worker(), 'Enq_2026-0003', mine);
    for (const ref of ['Enq_2026-0001', 'Enq_2026-0003']) expect((await enquiry(worker(), ref, both)).status, ref).toBe(200);
  });

  it('gives the agreeing browser a cookie scripts cannot read and other sites cannot send, for this API and the session', async () => {
    const res = await post(worker(), agreement);
    const set = res.headers.getSetCookie().find((c) => c.startsWith('credit_report='))!;
    expect(set).toMatch(/^credit_report=Enq_2026-0001\.[\w-]{22};/);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Strict');
    expect(set).toContain('Path=/api/credit-report;');
    expect(set).not.toMatch(/Max-Age|Expires/);
  });

  it('a QR link that is not https, or an unknown state: 502; a service that errs: read twice, then 503', async () => {
    const cookie = await agreedHere(worker());
    stub.answers.konew_qr_code = { link: 'http://app.example.com/go' };
    expect((await enquiry(worker(), 'Enq_2026-0001', cookie)).status).toBe(502);
    stub.answers.konew_loan_enquiry = { enquiryRef: 'Enq_2026-0001', status: 'lost', next: 'wait' };
    expect((await enquiry(worker(), 'Enq_2026-0001', cookie)).status).toBe(502);
    stub.received.length = 0;
    stub.mode = 'error';
    expect((await enquiry(worker(), 'Enq_2026-0001', cookie)).status).toBe(503);
    expect(stub.received.length).toBe(2);
  });
});

describe('what the worker logs', () => {
  it('names the call and the failure, never the identity card number or the name', async () => {
    const logs: string[] = [];
    const logged = await startWorker({ vars: { APP_SERVICE_URL: stub.url, APP_SERVICE_TOKEN: 'cr-token', APP_SERVICE_TIMEOUT_MS: '500' }, logs });
    try {
      for (const mode of ['error', 'wrong_shape', 'refuse'] as const) {
        stub.mode = mode;
        await logged.get('/api/credit-report/agree', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(agreement),
        });
      }
      await logged.get('/api/credit-report/agree', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...agreement, hkid: 'A123456(4)' }),
      });
    } finally {
      await logged.dispose();
    }
    expect(logs.join('\n')).toContain('konew_tutnc_agree');
    expect(logs.join('\n')).not.toMatch(/A123456|1234563|1234564|CHAN|tai man|91234567/i);
  });
});

describe('without APP_SERVICE_URL: the local sample service', () => {
  it('answers every step with labelled sample data: terms, a reference, pending, then ready with a QR code', async () => {
    const local = await sharedWorker();
    const terms = (await (await local.get('/api/credit-report/terms?locale=zh-HK')).json()) as { title: string; version: string; sample: boolean };
    expect(terms.sample).toBe(true);
    expect(terms.title).toContain('示例');
    const english = (await (await local.get('/api/credit-report/terms?locale=en-US')).json()) as { title: string };
    expect(english.title).toContain('sample');
    const res = await post(local, { ...agreement, termsVersion: terms.version });
    expect(res.status).toBe(201);
    const { ref, sample } = (await res.json()) as { ref: string; sample: boolean };
    expect(sample).toBe(true);
    const cookie = enquiryCookie(res);
    expect(await (await enquiry(local, ref, cookie)).json()).toMatchObject({ status: 'pending', next: 'wait', qr: null, sample: true });
    // Asked again as the page does, until ready (a few seconds).
    type Ready = { status: string; link: string; qr: { size: number; path: string }; sample: boolean };
    let ready = { status: 'pending' } as Ready;
    for (let i = 0; i < 20 && ready.status === 'pending'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      ready = (await (await enquiry(local, ref, cookie)).json()) as Ready;
    }
    expect(ready).toMatchObject({ status: 'ready', link: `https://app.example.com/credit-report?enquiry=${ref}`, sample: true });
    expect(ready.qr.size).toBeGreaterThan(21 + 8);
    expect(scanQr(ready.qr)).toBe(ready.link);
    await local.dispose();
  });
});
