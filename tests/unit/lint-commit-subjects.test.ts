import { describe, expect, it } from 'vitest';
import { longSubjects } from '../../scripts/lint/subject-rule';

describe('commit subjects', () => {
  it('71 characters pass, 72 fail; Chinese characters count one each', () => {
    const ok = { subject: 'a'.repeat(71) };
    const long = { subject: 'a'.repeat(72) };
    const chinese = { subject: '貸'.repeat(71) };
    expect(longSubjects([ok, long, chinese])).toEqual([long]);
  });
});
