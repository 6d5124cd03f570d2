import { describe, expect, it } from 'vitest';
import { useAppServiceStub } from './app-service-stub';
import { sharedWorker, type TestWorker } from './harness';

/**
 * Property valuations through this site's worker: what the app service is sent (the request with
 * its defaults, written out here by hand), what is read back, and what a visitor gets when the
 * service is slow, down, refusing or talking nonsense. Without APP_SERVICE_URL the local sample
 * service answers, labelled as sample data.
 */
const { stub, worker } = useAppServiceStub('test-token', () => ({
  konew_valuation_create: { encoded: 'Ab3_x-9zQ' },
  konew_valuation_get_by_encoded: { encoded: 'Ab3_x-9zQ', status: 'ready', value: 6_280_000, valuedAt: '2026-11-26T03:00:00.000Z' },
}));
let n = 0;

const request = {
  district: '沙田',
  estate: '沙田第一城',
  block: '12座',
  floor: '20',
  flat: 'B',
  customerName: 'CHAN TAI MAN',
  phone: '91234567',
  locale: 'zh-HK',
};

async function post(worker: TestWorker, body: unknown) {
  n += 1;
  return worker.get('/api/valuation', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `198.51.100.${n % 250}` },
    body: JSON.stringify(body),
  });
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
  it('reads the estimate by its reference', async () => {
    const res = await worker().get('/api/valuation/Ab3_x-9zQ');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ref: 'Ab3_x-9zQ', status: 'ready', value: 6_280_000, valuedAt: '2026-11-26T03:00:00.000Z', sample: false });
    expect(stub.received).toEqual([{ call: 'konew_valuation_get_by_encoded', authorization: 'Bearer test-token', body: { encoded: 'Ab3_x-9zQ' } }]);
  });

  it('a pending estimate is not cached; a reference of another form is 404 without a call', async () => {
    stub.answers.konew_valuation_get_by_encoded = { encoded: 'Ab3_x-9zQ', status: 'pending' };
    const pending = await worker().get('/api/valuation/Ab3_x-9zQ');
    expect(await pending.json()).toMatchObject({ status: 'pending', value: null });
    expect(pending.headers.get('Cache-Control')).toBe('no-store');
    stub.received.length = 0;
    expect((await worker().get('/api/valuation/..%2F..%2Fetc')).status).toBe(404);
    expect((await worker().get('/api/valuation/ab')).status).toBe(404);
    expect(stub.received).toEqual([]);
  });

  it('a read is tried twice when the service errs, then 503', async () => {
    stub.mode = 'error';
    const res = await worker().get('/api/valuation/Ab3_x-9zQ');
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
    expect(await (await local.get(`/api/valuation/${ref}`)).json()).toMatchObject({ status: 'pending', sample: true });
    // The sample's reference carries its creation time: one made 4 s ago is ready.
    const older = ref.replace(/^sample-[0-9a-z]+-/, `sample-${(Date.now() - 4000).toString(36)}-`);
    const ready = (await (await local.get(`/api/valuation/${older}`)).json()) as { status: string; value: number; sample: boolean };
    expect(ready.status).toBe('ready');
    expect(ready.value).toBeGreaterThanOrEqual(1_800_000);
    expect(ready.value % 10_000).toBe(0);
    expect(ready.sample).toBe(true);
    await local.dispose();
  });
});
