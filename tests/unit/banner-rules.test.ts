import { describe, expect, it } from 'vitest';
import { floatingDelayMs, hasLeadFormFlag, isBannerFreePath } from '../../src/components/banners/rules';

const q = (s: string) => new URLSearchParams(s);

describe('banner display rules', () => {
  it('reads test_duration as seconds, 5 when missing or not a usable number', () => {
    expect(floatingDelayMs(q(''))).toBe(5000);
    expect(floatingDelayMs(q('test_duration=2'))).toBe(2000);
    expect(floatingDelayMs(q('test_duration=0'))).toBe(0);
    expect(floatingDelayMs(q('test_duration=1.5'))).toBe(1500);
    for (const odd of ['abc', '-1', '', '%20', 'Infinity', '1e400']) expect(floatingDelayMs(q(`test_duration=${odd}`)), odd).toBe(5000);
    // An hour at most, whatever the address says.
    expect(floatingDelayMs(q('test_duration=99999'))).toBe(3_600_000);
  });

  it('keeps banners off any path containing p-loan, and the popup off form=1', () => {
    expect(isBannerFreePath('/loan/p-loan')).toBe(true);
    expect(isBannerFreePath('/en/loan/p-loan')).toBe(true);
    expect(isBannerFreePath('/loan/n-loan')).toBe(false);
    expect(hasLeadFormFlag(q('form=1'))).toBe(true);
    expect(hasLeadFormFlag(q('utm_source=x&form=1'))).toBe(true);
    expect(hasLeadFormFlag(q('form=0'))).toBe(false);
    expect(hasLeadFormFlag(q('platform=1'))).toBe(false);
  });
});
