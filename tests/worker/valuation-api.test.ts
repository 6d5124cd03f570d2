import { describe, expect, it } from 'vitest';
import { useAppServiceStub } from './app-service-stub';
import { sharedWorker, type TestWorker } from './harness';
import type { ValuationRequest } from '../../src/shared/valuation/schema';

/**
 * Property valuations through this site's worker: what the app service is sent (the request with
 * its defaults, written out here by hand), what is read back, who may read a result (the browser
 * that asked, and whoever holds its share link) and what a visitor gets when the service is slow,
 * down, refusing or talking nonsense. Without APP_SERVICE_URL the local sample service answers.
 */
const SECRET = 'valuation-test-secret-0123456789abcdef';
const { stub, worker } = useAppServiceStub(
  'test-token',
  () => ({
    konew_valuation_create: { encoded: 'Ab3_x-9zQ' },
    konew_valuation_get_by_encoded: { encoded: 'Ab3_x-9zQ', status: 'ready', value: 6_280_000, valuedAt: '2026-11-26T03:00:00.000Z' },
  }),
  { VISITOR_ID_SECRET: SECRET },
);
let n = 0;
const DAY_S = 86_400;

const request = {
  district: '沙田',
  estate: '沙田第一城',
  block: '12座',
  floor: '20',
  flat: 'B',
  customerName: 'CHAN TAI MAN',
  phone: '91234567',
  locale: 'zh-HK',
} satisfies ValuationRequest;

async function post(worker: TestWorker, body: unknown, cookie?: string) {
  n += 1;
  return worker.get('/api/valuation', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `198.51.100.${n % 250}`, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** The `valuation` cookie an answer set, as the browser sends it back (`name=value`). */
const valuationCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => /^(valuation=[^;]+)/.exec(c)?.[1])
    .find(Boolean);

/** Asks for a valuation the service calls `ref`, from a browser holding `cookie`; what it holds then. */
async function askedHere(w: TestWorker, ref: string, cookie?: string): Promise<string> {
  stub.answers.konew_valuation_create = { encoded: ref };
  const res = await post(w, request, cookie);
  expect(res.status).toBe(201);
  return valuationCookie(res)!;
}

const read = (w: TestWorker, path: string, cookie?: string) => w.get(path, cookie ? { headers: { Cookie: cookie } } : {});

/** A share token signed as the edge signs one (docs/security.md): the test's own HMAC, for an expiry the edge would not give. */
async function signedShare(ref: string, expiry: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`valuation-share\n${ref}.${expiry}`));
  return `${expiry}.${Buffer.from(mac.slice(0, 16)).toString('base64url')}`;
}

describe('POST /api/valuation', () => {
  it('sends konew_valuation_create the request with the defaults, and answers with the reference', async () => {
    const res = await post(worker(), request);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ref: 'Ab3_x-9zQ', sample: false });
    expect(stub.received).toEqual([
      {
        call: 'konew_valuation_create',
        authorization: 'Bearer test-token',
        body: {
          estate: '沙田第一城',
          address: '',
          floor: '20',
          flat: 'B',
          district: '沙田',
          street: '',
          streetNo: '',
          building: '',
          block: '12座',
          deviceId: '',
          customerName: 'CHAN TAI MAN',
          phone: '91234567',
          source: 'web',
          playerId: '',
          isEng: false,
        },
      },
    ]);
  });

  it('sends isEng true from an English page, and a free address as it was typed', async () => {
    const res = await post(worker(), {
      district: 'Central',
      address: '1 Queen’s Road Central, 20/F',
      customerName: 'Chan Tai Man',
      phone: '61234567',
      locale: 'en-US',
    });
    expect(res.status).toBe(201);
    expect(stub.received[0]!.body).toMatchObject({ isEng: true, address: '1 Queen’s Road Central, 20/F', estate: '', district: 'Central', source: 'web' });
  });

  it('refuses a request without a place, a bad number or an unknown field, naming the field, and sends nothing', async () => {
    for (const [body, field, key] of [
      [{ ...request, estate: '', building: '', address: '' }, 'estate', 'valuationPlace'],
      [{ ...request, phone: '1234' }, 'phone', 'mobile'],
      [{ ...request, customerName: '' }, 'customerName', 'valuationName'],
      [{ ...request, customerName: '陳大文' }, 'customerName', 'valuationName'],
      [{ ...request, district: ' ' }, 'district', 'valuationDistrict'],
      [{ ...request, isEng: true }, '_', 'invalid'],
    ] as const) {
      const res = await post(worker(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toBe(key);
    }
    expect(stub.received).toEqual([]);
  });

  it('a slow, failing or unreachable service: 503 with Retry-After, sent once (a create is never repeated)', async () => {
    for (const mode of ['slow', 'error'] as const) {
      stub.mode = mode;
      stub.received.length = 0;
      const res = await post(worker(), request);
      expect(res.status, mode).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('30');
      expect(await res.json()).toMatchObject({ error: 'unavailable', retryable: true });
      expect(stub.received.length, mode).toBe(1);
    }
  });

  it('an answer that is not JSON or not a valuation, or a refusal: 502, not passed on', async () => {
    for (const mode of ['garbage', 'wrong_shape', 'refuse'] as const) {
      stub.mode = mode;
      const res = await post(worker(), request);
      expect(res.status, mode).toBe(502);
      expect(await res.json()).toMatchObject({ error: 'unavailable', retryable: false });
    }
  });
});

describe('GET /api/valuation/:ref', () => {
  it('reads the estimate for the browser that asked for it, with a share link valid for 30 days', async () => {
    const cookie = await askedHere(worker(), 'Ab3_x-9zQ');
    stub.received.length = 0;
    const res = await read(worker(), '/api/valuation/Ab3_x-9zQ', cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      ref: 'Ab3_x-9zQ',
      status: 'ready',
      value: 6_280_000,
      valuedAt: '2026-11-26T03:00:00.000Z',
      share: expect.stringMatching(/^\d{10}\.[\w-]{22}$/),
      sample: false,
    });
    const expiry = Number(String(body.share).split('.')[0]);
    const now = Date.now() / 1000;
    expect(expiry).toBeGreaterThan(now + 30 * DAY_S - 60);
    expect(expiry).toBeLessThanOrEqual(now + 30 * DAY_S + 1);
    expect(stub.received).toEqual([{ call: 'konew_valuation_get_by_encoded', authorization: 'Bearer test-token', body: { encoded: 'Ab3_x-9zQ' } }]);
  });

  it('gives the asking browser a cookie scripts cannot read and other sites cannot send, for this API and the session', async () => {
    const res = await post(worker(), request);
    const set = res.headers.getSetCookie().find((c) => c.startsWith('valuation='))!;
    expect(set).toMatch(/^valuation=Ab3_x-9zQ\.[\w-]{22};/);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Strict');
    expect(set).toContain('Path=/api/valuation;');
    expect(set).not.toMatch(/Max-Age|Expires/);
  });

  it('answers nobody else: another browser, a made-up reference, a forged cookie: 404 not_found, no call, not stored', async () => {
    const mine = await askedHere(worker(), 'Ab3_x-9zQ');
    const theirs = await askedHere(worker(), 'Other_val-1');
    const [list, tag] = mine.slice('valuation='.length).split('.') as [string, string];
    const [, theirTag] = theirs.split('.') as [string, string];
    stub.received.length = 0;
    const strangers: [string, string | undefined][] = [
      ['/api/valuation/Ab3_x-9zQ', undefined], // the reference alone (read off a screen, guessed)
      ['/api/valuation/Ab3_x-9zQ', theirs], // another browser, with a valuation of its own
      ['/api/valuation/Made_up-123', mine], // a made-up reference, which the service might answer
      ['/api/valuation/Ab3_x-9zQ', `valuation=${list}.${theirTag}`], // another list's tag
      ['/api/valuation/Ab3_x-9zQ', `valuation=Other_val-1~${list}.${theirTag}`], // a reference added to a signed list
      ['/api/valuation/Ab3_x-9zQ', `valuation=${list}.${tag.slice(0, -1)}${tag.endsWith('A') ? 'B' : 'A'}`], // a tag changed
      ['/api/valuation/Ab3_x-9zQ', `valuation=${list}`], // no tag
    ];
    for (const [path, cookie] of strangers) {
      const res = await read(worker(), path, cookie);
      expect(res.status, `${path} ${cookie}`).toBe(404);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(await res.json()).toEqual({ error: 'not_found' });
    }
    expect(stub.received).toEqual([]);
    // The owner, still answered.
    expect((await read(worker(), '/api/valuation/Ab3_x-9zQ', mine)).status).toBe(200);
  });

  it('a browser holds each valuation it asked for, the newest kept within a cookie’s size', async () => {
    const first = await askedHere(worker(), 'First_val-1');
    const both = await askedHere(worker(), 'Second_val-2', first);
    for (const ref of ['First_val-1', 'Second_val-2']) expect((await read(worker(), `/api/valuation/${ref}`, both)).status, ref).toBe(200);
    // Twenty of the longest references the service may give: the cookie stays well inside 4 KB,
    // the newest are kept, the oldest fall off.
    let cookie = both;
    const refs = Array.from({ length: 20 }, (_, i) => `${String(i).padStart(3, '0')}${'v'.repeat(125)}`);
    for (const ref of refs) cookie = await askedHere(worker(), ref, cookie);
    expect(cookie.length).toBeLessThan(2100);
    expect((await read(worker(), `/api/valuation/${refs[19]}`, cookie)).status).toBe(200);
    expect((await read(worker(), `/api/valuation/${refs[10]}`, cookie)).status).toBe(200);
    expect((await read(worker(), `/api/valuation/${refs[0]}`, cookie)).status).toBe(404);
    expect((await read(worker(), '/api/valuation/First_val-1', cookie)).status).toBe(404);
  });

  it('the share link shows the result to anyone; a changed reference, expiry or tag, or an expired link, does not', async () => {
    const cookie = await askedHere(worker(), 'Ab3_x-9zQ');
    const share = String(((await (await read(worker(), '/api/valuation/Ab3_x-9zQ', cookie)).json()) as { share: string }).share);
    await askedHere(worker(), 'Other_val-1');
    stub.received.length = 0;
    // Another browser with the link: the result, and no link of its own to hand on.
    const shared = await read(worker(), `/api/valuation/Ab3_x-9zQ?share=${share}`);
    expect(shared.status).toBe(200);
    expect(await shared.json()).toEqual({
      ref: 'Ab3_x-9zQ',
      status: 'ready',
      value: 6_280_000,
      valuedAt: '2026-11-26T03:00:00.000Z',
      share: null,
      sample: false,
    });
    expect(stub.received).toHaveLength(1);
    stub.received.length = 0;
    const [expiry, tag] = share.split('.') as [string, string];
    const now = Math.floor(Date.now() / 1000);
    const altered = [
      `/api/valuation/Other_val-1?share=${share}`, // the link's token on another reference
      `/api/valuation/Ab3_x-9zQ?share=${Number(expiry) + 1}.${tag}`, // a later expiry
      `/api/valuation/Ab3_x-9zQ?share=${Number(expiry) - 1}.${tag}`, // an earlier one
      `/api/valuation/Ab3_x-9zQ?share=${expiry}.${tag.slice(0, -1)}${tag.endsWith('A') ? 'B' : 'A'}`, // a tag changed
      `/api/valuation/Ab3_x-9zQ?share=${expiry}`, // no tag
      `/api/valuation/Ab3_x-9zQ?share=${await signedShare('Ab3_x-9zQ', now - 60)}`, // signed, expired a minute ago
      `/api/valuation/Ab3_x-9zQ?share=${await signedShare('Ab3_x-9zQ', now + 365 * DAY_S)}`, // signed, for longer than a link lasts
    ];
    for (const path of altered) {
      const res = await read(worker(), path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: 'not_found' });
    }
    expect(stub.received).toEqual([]);
    // Signed the same way with a future expiry inside 30 days: answered (the test signs as the edge does).
    expect((await read(worker(), `/api/valuation/Ab3_x-9zQ?share=${await signedShare('Ab3_x-9zQ', now + DAY_S)}`)).status).toBe(200);
  });

  it('a pending estimate is not cached; a reference of another form is 404 without a call', async () => {
    const cookie = await askedHere(worker(), 'Ab3_x-9zQ');
    stub.answers.konew_valuation_get_by_encoded = { encoded: 'Ab3_x-9zQ', status: 'pending' };
    const pending = await read(worker(), '/api/valuation/Ab3_x-9zQ', cookie);
    expect(await pending.json()).toMatchObject({ status: 'pending', value: null });
    expect(pending.headers.get('Cache-Control')).toBe('no-store');
    stub.received.length = 0;
    expect((await read(worker(), '/api/valuation/..%2F..%2Fetc', cookie)).status).toBe(404);
    expect((await read(worker(), '/api/valuation/ab', cookie)).status).toBe(404);
    expect(stub.received).toEqual([]);
  });

  it('a read is tried twice when the service errs, then 503', async () => {
    const cookie = await askedHere(worker(), 'Ab3_x-9zQ');
    stub.received.length = 0;
    stub.mode = 'error';
    const res = await read(worker(), '/api/valuation/Ab3_x-9zQ', cookie);
    expect(res.status).toBe(503);
    expect(stub.received.length).toBe(2);
  });
});

describe('without APP_SERVICE_URL: the local sample service', () => {
  it('creates a valuation that is pending at first, then ready with a sample figure, labelled as sample data', async () => {
    const local = await sharedWorker();
    const res = await post(local, request);
    expect(res.status).toBe(201);
    const { ref, sample } = (await res.json()) as { ref: string; sample: boolean };
    expect(sample).toBe(true);
    const cookie = valuationCookie(res);
    expect(await (await read(local, `/api/valuation/${ref}`, cookie)).json()).toMatchObject({ status: 'pending', sample: true });
    // Asked again as the page does, until ready (a few seconds).
    let ready = { status: 'pending', value: 0, sample: false };
    for (let i = 0; i < 20 && ready.status === 'pending'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      ready = (await (await read(local, `/api/valuation/${ref}`, cookie)).json()) as typeof ready;
    }
    expect(ready.status).toBe('ready');
    expect(ready.value).toBeGreaterThanOrEqual(1_800_000);
    expect(ready.value % 10_000).toBe(0);
    expect(ready.sample).toBe(true);
    await local.dispose();
  });
});
