import { describe, expect, it } from 'vitest';
import { classifyAnswer, retryAfterSeconds, type ApiResult } from '../../src/browser/leads/api';
import { keepPending, PENDING_KEY, readPending, retryPending, type KeyValueStorage } from '../../src/browser/leads/pending';
import type { LeadRequest } from '../../src/shared/leads/schema';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const lead = (mobile: string): LeadRequest => ({
  mobile,
  gender: 'M',
  first_name: 'Tai Man',
  last_name: 'Chan',
  loan_type: 1,
  utm: 'utm_source=x',
  referrer: '/?form=1',
  gclid: '',
  theclub_id: '',
  tapngo_id: '',
  is_opt_in: 0,
  terms: true,
  website: '',
});

const ok = (id: string): ApiResult => ({ kind: 'ok', status: 201, id, duplicate: false });
const retry: ApiResult = { kind: 'retry', status: 503 };

describe('what an answer of the worker means', () => {
  it('reads ids, field errors, refusals and what is worth a retry', () => {
    expect(classifyAnswer(201, { id: 'a1' })).toEqual({ kind: 'ok', status: 201, id: 'a1', duplicate: false });
    expect(classifyAnswer(200, { id: 7, duplicate: true })).toEqual({ kind: 'ok', status: 200, id: '7', duplicate: true });
    expect(classifyAnswer(400, { error: 'invalid', fields: { mobile: 'mobile', x: 3 } })).toEqual({
      kind: 'invalid',
      status: 400,
      fields: { mobile: 'mobile' },
    });
    expect(classifyAnswer(400, null)).toEqual({ kind: 'invalid', status: 400, fields: {} });
    expect(classifyAnswer(413, null)).toEqual({ kind: 'rejected', status: 413 });
    expect(classifyAnswer(415, null)).toEqual({ kind: 'rejected', status: 415 });
    expect(classifyAnswer(0, null)).toEqual({ kind: 'retry', status: 0 });
    expect(classifyAnswer(500, null)).toEqual({ kind: 'retry', status: 500 });
    expect(classifyAnswer(503, { error: 'unavailable', retryable: true })).toEqual({ kind: 'retry', status: 503 });
    expect(classifyAnswer(429, null, '30')).toEqual({ kind: 'retry', status: 429, retryAfterSeconds: 30 });
    // The contact API's daily cap per connection: not worth sending again today.
    expect(classifyAnswer(429, { error: 'daily_limit' })).toEqual({ kind: 'limited', status: 429 });
    expect(classifyAnswer(429, { error: 'too_many_requests' })).toEqual({ kind: 'retry', status: 429 });
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });
});

describe('pending leads (session storage pendingLeads)', () => {
  it('keeps a lead once, however often it is kept', () => {
    const s = memoryStorage();
    keepPending(s, lead('91234567'), 1000);
    keepPending(s, lead('91234567'), 2000);
    keepPending(s, lead('61234567'), 3000);
    const list = readPending(s);
    expect(list.map((p) => p.body.mobile)).toEqual(['91234567', '61234567']);
    expect(list[0]!.savedAt).toBe(1000);
    expect(JSON.parse(s.data.get(PENDING_KEY)!)).toHaveLength(2);
  });

  it('survives a broken or foreign value', () => {
    const s = memoryStorage();
    s.setItem(PENDING_KEY, '{not json');
    expect(readPending(s)).toEqual([]);
    s.setItem(PENDING_KEY, JSON.stringify([{ nope: 1 }, 'x', { body: lead('91234567'), savedAt: 1 }]));
    expect(readPending(s)).toHaveLength(1);
  });

  it('sends each pending lead once, with the same body, and removes those taken or refused', async () => {
    const s = memoryStorage();
    keepPending(s, lead('91234567'), 1);
    keepPending(s, lead('61234567'), 2);
    keepPending(s, lead('51234567'), 3);
    keepPending(s, lead('41234567'), 4);
    const sent: LeadRequest[] = [];
    const answers: Record<string, ApiResult> = {
      '91234567': ok('id-9'),
      '61234567': { kind: 'invalid', status: 400, fields: { mobile: 'mobile' } },
      '51234567': retry,
      '41234567': { kind: 'ok', status: 200, id: 'id-4', duplicate: true },
    };
    const report = await retryPending(s, async (body) => (sent.push(body), answers[body.mobile]!), 10);
    expect(sent).toEqual([lead('91234567'), lead('61234567'), lead('51234567'), lead('41234567')]);
    expect(report.sent).toEqual([
      { body: lead('91234567'), id: 'id-9' },
      { body: lead('41234567'), id: 'id-4' },
    ]);
    expect(report.refused).toEqual([{ body: lead('61234567'), status: 400 }]);
    expect(report.kept).toBe(1);
    expect(readPending(s).map((p) => p.body.mobile)).toEqual(['51234567']);
  });

  it('empties the key when nothing is left', async () => {
    const s = memoryStorage();
    keepPending(s, lead('91234567'), 1);
    await retryPending(s, async () => ok('x'), 2);
    expect(s.data.has(PENDING_KEY)).toBe(false);
  });

  it('waits out a Retry-After before sending again', async () => {
    const s = memoryStorage();
    keepPending(s, lead('91234567'), 1000, 60);
    let calls = 0;
    const send = async () => (calls++, ok('x'));
    expect((await retryPending(s, send, 30_000)).kept).toBe(1);
    expect(calls).toBe(0);
    await retryPending(s, send, 61_001);
    expect(calls).toBe(1);
    expect(readPending(s)).toEqual([]);
  });

  it('records a new Retry-After from a retry', async () => {
    const s = memoryStorage();
    keepPending(s, lead('91234567'), 0);
    await retryPending(s, async () => ({ kind: 'retry', status: 429, retryAfterSeconds: 10 }), 5000);
    expect(readPending(s)[0]!.notBefore).toBe(15_000);
  });

  it('does not lose a lead kept while others are being sent', async () => {
    const s = memoryStorage();
    keepPending(s, lead('91234567'), 1);
    await retryPending(
      s,
      async () => {
        keepPending(s, lead('61234567'), 2);
        return ok('x');
      },
      3,
    );
    expect(readPending(s).map((p) => p.body.mobile)).toEqual(['61234567']);
  });
});
