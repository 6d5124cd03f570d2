import { describe, expect, it } from 'vitest';
import { readSentLead } from '../../src/shared/leads/sent-lead';

const ref = '0b6f6a9e-2d4c-4f8e-9a1b-3c5d7e9f1a2b';

describe('the session’s sent lead as read back from storage', () => {
  it('takes the reference, the product and the time sent', () => {
    expect(readSentLead(JSON.stringify({ ref, product: 3, sentAt: 1_796_000_000_000 }))).toEqual({ ref, product: 3, sentAt: 1_796_000_000_000 });
    expect(readSentLead(JSON.stringify({ ref: '', product: 8, sentAt: 1 }))).toEqual({ ref: '', product: 8, sentAt: 1 });
  });

  it('keeps nothing else, personal data included', () => {
    expect(readSentLead(JSON.stringify({ ref, product: 3, sentAt: 1, mobile: '91234567' }))).toEqual({ ref, product: 3, sentAt: 1 });
  });

  it('refuses what this site did not write', () => {
    for (const raw of [
      null,
      '',
      'x',
      '[]',
      '{}',
      JSON.stringify({ ref: '<b>hi</b>', product: 3, sentAt: 1 }),
      JSON.stringify({ ref, product: '3', sentAt: 1 }),
    ]) {
      expect(readSentLead(raw)).toBeNull();
    }
  });
});
