import { describe, expect, it } from 'vitest';
import { useAppServiceStub } from './app-service-stub';
import { sharedWorker, type TestWorker } from './harness';

/**
 * Checking a tag (a staff card, a letter, a leaflet) and reporting where it was met, through this
 * site's worker to the app service's trustmecare calls: what is sent, what is read, and what a
 * visitor gets when the service is down or talks nonsense.
 */
const { stub, worker } = useAppServiceStub('tag-token', () => ({
  trustmecare_get_record_by_tag_id: { tagId: 'ST-2026-0042', status: 'genuine', kind: 'staff_card', issuedAt: '2026-02-01' },
  trustmecare_post_related_info: { received: true },
}));
let n = 0;

const report = (w: TestWorker, tag: string, body: unknown) => {
  n += 1;
  return w.get(`/api/tag/${tag}/report`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `203.0.113.${n % 250}` },
    body: JSON.stringify(body),
  });
};

describe('GET /api/tag/:tagId', () => {
  it('looks the tag up, in capitals, and says what the service holds', async () => {
    const res = await worker().get('/api/tag/st-2026-0042');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ tagId: 'ST-2026-0042', status: 'genuine', kind: 'staff_card', issuedAt: '2026-02-01', sample: false });
    expect(stub.received).toEqual([{ call: 'trustmecare_get_record_by_tag_id', authorization: 'Bearer tag-token', body: { tagId: 'ST-2026-0042' } }]);
  });

  it('refuses a tag of another form without a call', async () => {
    for (const tag of ['ab', '%3Cscript%3E', 'A'.repeat(40), '-ABC-']) {
      const res = await worker().get(`/api/tag/${tag}`);
      expect(res.status, tag).toBe(400);
    }
    expect(stub.received).toEqual([]);
  });

  it('down: 503 after two tries; nonsense: 502', async () => {
    stub.mode = 'error';
    expect((await worker().get('/api/tag/ST-2026-0042')).status).toBe(503);
    expect(stub.received.length).toBe(2);
    stub.mode = 'wrong_shape';
    expect((await worker().get('/api/tag/ST-2026-0042')).status).toBe(502);
  });
});

describe('POST /api/tag/:tagId/report', () => {
  it('sends where and when the tag was met, once', async () => {
    const res = await report(worker(), 'ST-2026-0042', { where: 'A flyer in my letterbox, Sha Tin', when: '2026-11-20', phone: '91234567' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ received: true, sample: false });
    expect(stub.received).toEqual([
      {
        call: 'trustmecare_post_related_info',
        authorization: 'Bearer tag-token',
        body: { tagId: 'ST-2026-0042', where: 'A flyer in my letterbox, Sha Tin', when: '2026-11-20', note: '', phone: '91234567' },
      },
    ]);
  });

  it('refuses a report without a place or with a bad number, naming the field, and sends nothing', async () => {
    const noPlace = await report(worker(), 'ST-2026-0042', { where: ' ' });
    expect(noPlace.status).toBe(400);
    expect(((await noPlace.json()) as { fields: Record<string, string> }).fields.where).toBe('invalid');
    const badPhone = await report(worker(), 'ST-2026-0042', { where: 'Mong Kok', phone: '1234' });
    expect(((await badPhone.json()) as { fields: Record<string, string> }).fields.phone).toBe('mobile');
    expect(stub.received).toEqual([]);
  });

  it('the service slow: 503 with Retry-After, sent once', async () => {
    stub.mode = 'slow';
    const res = await report(worker(), 'ST-2026-0042', { where: 'Mong Kok' });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('30');
    expect(stub.received.length).toBe(1);
  });
});

describe('without APP_SERVICE_URL: the local sample service', () => {
  it('knows a genuine and a withdrawn sample tag, and no other, labelled as sample data', async () => {
    const local = await sharedWorker();
    expect(await (await local.get('/api/tag/SAMPLE-0001')).json()).toMatchObject({ status: 'genuine', sample: true });
    expect(await (await local.get('/api/tag/sample-0002')).json()).toMatchObject({ status: 'revoked', sample: true });
    expect(await (await local.get('/api/tag/ST-9999')).json()).toMatchObject({ status: 'unknown', sample: true });
    const res = await report(local, 'ST-9999', { where: 'Mong Kok' });
    expect(res.status).toBe(201);
    await local.dispose();
  });
});
