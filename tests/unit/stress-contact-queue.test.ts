import { describe, expect, it } from 'vitest';
import { contactBody, queueVerdict, type ContactRecord } from '../../scripts/stress/contact-requests';
import { ContactRequestSchema } from '../../src/shared/leads/schema';

/** `npm run stress`'s verdict on the customer-service queue, against rows as D1 would hold them. */
const acked = (n: number, id: string, statuses = [201]): ContactRecord => ({ n, attempts: statuses.length, id, statuses });
const row = (n: number, id: string) => ({ id, mobile: contactBody(n).mobile });

describe('the stress run: every contact request answered 201 is in the queue once', () => {
  it('passes when the queue holds exactly the acknowledged requests, retried ones included', () => {
    const v = queueVerdict([acked(0, 'a'), acked(1, 'b', [503, 201])], [row(0, 'a'), row(1, 'b')]);
    expect(v.ok).toBe(true);
    expect(v.refusedThenStored).toBe(1);
  });

  it('fails on a request answered 201 that is not in the queue', () => {
    expect(queueVerdict([acked(0, 'a'), acked(1, 'b')], [row(0, 'a')]).ok).toBe(false);
  });

  it('fails on one request stored twice (a resend that was not recognised)', () => {
    const v = queueVerdict([acked(0, 'a')], [row(0, 'a'), row(0, 'a2')]);
    expect(v.ok).toBe(false);
    expect(v.detail).toContain('1 there more than once');
  });

  it('fails on a request never acknowledged, even with nothing stored', () => {
    expect(queueVerdict([acked(0, 'a'), { n: 1, attempts: 3, id: null, statuses: [503, 503, 503] }], [row(0, 'a')]).ok).toBe(false);
  });

  it('sends valid bodies of both forms, each with a number of its own', () => {
    const bodies = [0, 1, 2, 3].map(contactBody);
    expect(bodies.map((b) => b.kind)).toEqual(['contact', 'callback', 'contact', 'callback']);
    expect(new Set(bodies.map((b) => b.mobile)).size).toBe(4);
    for (const b of bodies) expect(ContactRequestSchema.safeParse(b).success, JSON.stringify(b)).toBe(true);
  });
});
