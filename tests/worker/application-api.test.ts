import { describe, expect, it } from 'vitest';
import { useAppServiceStub } from './app-service-stub';
import { sharedWorker, type TestWorker } from './harness';
import type { ApplicationRequest } from '../../src/shared/application/schema';

/**
 * Starting a loan application from the 7x24 popup through this site's worker: what the app
 * service's konew_loan_application and _update are sent (written out here by hand), where the
 * visitor is handed over to (the member site, https://member.example.com/login in content/site.ts,
 * with `applicationRef`), and what the popup gets when the service is slow, down or talking
 * nonsense. Neither call is ever sent twice for one request.
 */
const { stub, worker } = useAppServiceStub('app-token', () => ({
  konew_loan_application: { applicationRef: 'APP-2026-000123' },
  konew_loan_application_update: { applicationRef: 'APP-2026-000123' },
}));
let n = 0;

const request = {
  mobile: '91234567',
  gender: 'F',
  firstName: 'Mei Ling',
  lastName: 'Chan',
  loanType: 5,
  locale: 'zh-HK',
  terms: true,
} satisfies ApplicationRequest;

function send(w: TestWorker, method: 'POST' | 'PATCH', path: string, body: unknown, cookie?: string) {
  n += 1;
  return w.get(path, {
    method,
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `192.0.2.${n % 250}`, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}
const create = (w: TestWorker, body: unknown) => send(w, 'POST', '/api/application', body);
/** The cookie a start answer set, as the browser sends it back (`name=value`). */
const applicationCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('application='))
    ?.split(';')[0];
/** Starts an application as the popup does; what the browser then holds (its cookie). */
async function startedHere(w: TestWorker): Promise<string> {
  const res = await create(w, request);
  expect(res.status).toBe(201);
  stub.received.length = 0;
  return applicationCookie(res)!;
}
const update = (w: TestWorker, ref: string, body: unknown, cookie?: string) => send(w, 'PATCH', `/api/application/${ref}`, body, cookie);

describe('POST /api/application', () => {
  it('sends konew_loan_application the details with source web, once, and hands over to the member site with the reference', async () => {
    const res = await create(worker(), request);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      ref: 'APP-2026-000123',
      continueUrl: 'https://member.example.com/login?applicationRef=APP-2026-000123',
      sample: false,
    });
    expect(stub.received).toEqual([
      {
        call: 'konew_loan_application',
        authorization: 'Bearer app-token',
        body: { firstName: 'Mei Ling', lastName: 'Chan', gender: 'F', mobile: '91234567', loanType: 5, locale: 'zh-HK', isEng: false, source: 'web' },
      },
    ]);
  });

  it('says isEng from an English page', async () => {
    const res = await create(worker(), { ...request, locale: 'en-US', gender: 'M' });
    expect(res.status).toBe(201);
    expect(stub.received[0]!.body).toEqual({
      firstName: 'Mei Ling',
      lastName: 'Chan',
      gender: 'M',
      mobile: '91234567',
      loanType: 5,
      locale: 'en-US',
      isEng: true,
      source: 'web',
    });
  });

  it('refuses bad details by the lead form rules, naming the field, and sends nothing', async () => {
    for (const [body, field, key] of [
      [{ ...request, mobile: '1234' }, 'mobile', 'mobile'],
      [{ ...request, firstName: '美玲' }, 'firstName', 'firstName'],
      [{ ...request, lastName: '' }, 'lastName', 'lastName'],
      [{ ...request, loanType: 99 }, 'loanType', 'loanType'],
      [{ ...request, terms: false }, 'terms', 'terms'],
      [{ ...request, locale: 'fr-FR' }, 'locale', 'invalid'],
      [{ ...request, gender: 'X' }, 'gender', 'invalid'],
      [{ ...request, amount: 30000 }, '_', 'invalid'],
    ] as const) {
      const res = await create(worker(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields[field], JSON.stringify(body)).toBe(key);
    }
    const notJson = await worker().get('/api/application', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"mobile":' });
    expect(notJson.status).toBe(400);
    expect(stub.received).toEqual([]);
  });

  it('a slow or failing service: 503 with Retry-After, and the create was sent once', async () => {
    for (const mode of ['slow', 'error'] as const) {
      stub.mode = mode;
      stub.received.length = 0;
      const res = await create(worker(), request);
      expect(res.status, mode).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('30');
      expect(await res.json()).toEqual({ error: 'unavailable', reason: mode === 'slow' ? 'timeout' : 'unreachable', retryable: true });
      expect(
        stub.received.map((r) => r.call),
        mode,
      ).toEqual(['konew_loan_application']);
    }
  });

  it('an answer that is not JSON, has no reference, or a refusal: 502, nothing passed on', async () => {
    for (const mode of ['garbage', 'wrong_shape', 'refuse'] as const) {
      stub.mode = mode;
      const res = await create(worker(), request);
      expect(res.status, mode).toBe(502);
      expect(await res.json()).toEqual({ error: 'unavailable', reason: mode === 'refuse' ? 'refused' : 'bad_answer', retryable: false });
    }
    stub.mode = 'up';
    stub.answers.konew_loan_application = { applicationRef: '../x' };
    expect((await create(worker(), request)).status).toBe(502);
  });

  it('follows the service’s continue address on the member site, and ignores one anywhere else', async () => {
    stub.answers.konew_loan_application = { applicationRef: 'APP-2026-000123', continueUrl: 'https://member.example.com/apply/continue?token=abc' };
    expect(await (await create(worker(), request)).json()).toMatchObject({ continueUrl: 'https://member.example.com/apply/continue?token=abc' });

    for (const foreign of [
      'https://evil.example.net/login?applicationRef=APP-2026-000123',
      'http://member.example.com/login',
      'https://member.example.com.evil.example.net/',
      'https://member.example.com@evil.example.net/',
      'javascript:alert(1)',
      'not a url',
    ]) {
      stub.answers.konew_loan_application = { applicationRef: 'APP-2026-000123', continueUrl: foreign };
      const res = await create(worker(), request);
      expect(res.status, foreign).toBe(201);
      expect(await res.json(), foreign).toMatchObject({ continueUrl: 'https://member.example.com/login?applicationRef=APP-2026-000123' });
    }
  });
});

describe('PATCH /api/application/:ref', () => {
  it('sends konew_loan_application_update the reference and only the changed details', async () => {
    const res = await update(worker(), 'APP-2026-000123', { mobile: '61234567', loanType: 1 }, await startedHere(worker()));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ref: 'APP-2026-000123',
      continueUrl: 'https://member.example.com/login?applicationRef=APP-2026-000123',
      sample: false,
    });
    expect(stub.received).toEqual([
      {
        call: 'konew_loan_application_update',
        authorization: 'Bearer app-token',
        body: { applicationRef: 'APP-2026-000123', mobile: '61234567', loanType: 1 },
      },
    ]);
  });

  it('refuses no change, a bad detail, terms or locale (not details), and a reference of another form, without a call', async () => {
    const cookie = await startedHere(worker());
    for (const body of [{}, { mobile: '123' }, { firstName: '美玲' }, { terms: true }, { locale: 'en-US' }]) {
      const res = await update(worker(), 'APP-2026-000123', body, cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await update(worker(), 'ab', { mobile: '61234567' }, cookie)).status).toBe(404);
    expect((await update(worker(), '..%2F..%2Fetc', { mobile: '61234567' }, cookie)).status).toBe(404);
    expect(stub.received).toEqual([]);
  });

  it('is sent once when the service is slow or failing (503), and an answer for another application is 502', async () => {
    const cookie = await startedHere(worker());
    for (const mode of ['slow', 'error'] as const) {
      stub.mode = mode;
      stub.received.length = 0;
      const res = await update(worker(), 'APP-2026-000123', { mobile: '61234567' }, cookie);
      expect(res.status, mode).toBe(503);
      expect(stub.received.length, mode).toBe(1);
    }
    stub.mode = 'garbage';
    expect((await update(worker(), 'APP-2026-000123', { mobile: '61234567' }, cookie)).status).toBe(502);
    stub.mode = 'up';
    stub.answers.konew_loan_application_update = { applicationRef: 'APP-2026-999999' };
    const other = await update(worker(), 'APP-2026-000123', { mobile: '61234567' }, cookie);
    expect(other.status).toBe(502);
    expect(await other.json()).toMatchObject({ reason: 'bad_answer' });
  });

  it('changes nothing for anyone but the browser that started it: 404, and no call', async () => {
    const cookie = await startedHere(worker());
    const [, tag] = cookie.split('.') as [string, string];
    const strangers: (string | undefined)[] = [
      undefined, // the reference alone (read off a screen, guessed, or made up)
      `application=APP-2026-000123.${tag.slice(0, -1)}${tag.endsWith('A') ? 'B' : 'A'}`, // a tag made up
      `application=APP-2026-000124.${tag}`, // the tag of one application on another
      'application=APP-2026-000123', // no tag at all
    ];
    for (const stranger of strangers) {
      const res = await update(worker(), 'APP-2026-000123', { mobile: '61234567' }, stranger);
      expect(res.status, stranger).toBe(404);
      expect(await res.json()).toEqual({ error: 'not_found' });
    }
    // A made-up reference, which the service might well accept: the same answer.
    expect((await update(worker(), 'APP-2099-000001', { mobile: '61234567' }, cookie)).status).toBe(404);
    expect(stub.received).toEqual([]);
    // The browser that started it: changed.
    expect((await update(worker(), 'APP-2026-000123', { mobile: '61234567' }, cookie)).status).toBe(200);
  });

  it('gives the starting browser a cookie that scripts cannot read and other sites cannot send', async () => {
    const res = await create(worker(), request);
    const set = res.headers.getSetCookie().find((c) => c.startsWith('application='))!;
    expect(set).toMatch(/^application=APP-2026-000123\.[\w-]{22};/);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Strict');
    expect(set).toContain('Path=/api/application');
    expect(set).not.toMatch(/Max-Age|Expires/);
  });

  it('POST on a reference is not an update', async () => {
    const res = await send(worker(), 'POST', '/api/application/APP-2026-000123', { mobile: '61234567' });
    expect(res.status).toBe(404);
    expect(stub.received).toEqual([]);
  });
});

describe('without APP_SERVICE_URL: the local sample service', () => {
  it('starts a sample application, keeps its reference through an update, and says it is sample data', async () => {
    const local = await sharedWorker();
    const res = await create(local, request);
    expect(res.status).toBe(201);
    const started = (await res.json()) as { ref: string; continueUrl: string; sample: boolean };
    expect(started.sample).toBe(true);
    expect(started.ref).toMatch(/^sample-app-/);
    expect(started.continueUrl).toBe(`https://member.example.com/login?applicationRef=${started.ref}`);
    const changed = await update(local, started.ref, { lastName: 'Wong' }, applicationCookie(res));
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ ref: started.ref, continueUrl: started.continueUrl, sample: true });
    await local.dispose();
  });
});
