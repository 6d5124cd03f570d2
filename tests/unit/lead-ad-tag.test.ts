import { describe, expect, it } from 'vitest';
import { AD_TAG_SCRIPT, reportAdConversion } from '../../src/browser/leads/ad-tag';

/** Just enough of a document for the tag: the <html> dataset, a <head> that records scripts. */
function page(adTag?: string) {
  const scripts: { src?: string; async?: boolean }[] = [];
  const doc = {
    documentElement: { dataset: adTag === undefined ? {} : { adTag } },
    createElement: () => ({}) as { src?: string; async?: boolean },
    head: { appendChild: (s: { src?: string }) => scripts.push(s) },
  } as unknown as Document;
  return { doc, scripts, win: {} as { dataLayer?: unknown[]; gtag?: (...a: unknown[]) => void } };
}

describe('ad conversion tag', () => {
  it('is off by default: no script, nothing queued, the visitor does not wait', async () => {
    const { doc, scripts, win } = page();
    const started = Date.now();
    await reportAdConversion('lead-1', { doc, win });
    expect(Date.now() - started).toBeLessThan(50);
    expect(scripts).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
  });

  it('ignores a malformed setting rather than loading something unexpected', async () => {
    const { doc, scripts } = page('https://evil.example/x.js');
    await reportAdConversion('lead-1', { doc, win: {} });
    expect(scripts).toEqual([]);
  });

  it('when switched on, loads the tag once and queues the conversion and short_form_submitted for this lead', async () => {
    const { doc, scripts, win } = page('AW-123456789/AbC_d-1');
    // No tag answers here: the visitor goes on after the wait, not later.
    const started = Date.now();
    await reportAdConversion('lead-7', { doc, win, waitMs: 100 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(scripts).toEqual([{ async: true, src: `${AD_TAG_SCRIPT}?id=AW-123456789` }]);
    const calls = win.dataLayer!.map((args) => Array.from(args as ArrayLike<unknown>));
    expect(calls[1]).toEqual(['config', 'AW-123456789']);
    expect(calls[2]).toEqual(['event', 'short_form_submitted', { send_to: 'AW-123456789', transaction_id: 'lead-7' }]);
    expect(calls[3]!.slice(0, 2)).toEqual(['event', 'conversion']);
    expect(calls[3]![2]).toMatchObject({ send_to: 'AW-123456789/AbC_d-1', transaction_id: 'lead-7' });

    // The tag calls back once the conversion left: the visitor goes on then, not after the wait.
    const t0 = Date.now();
    const sent = reportAdConversion('lead-8', { doc, win, waitMs: 5000 });
    const conversion = win
      .dataLayer!.map((args) => Array.from(args as ArrayLike<unknown>))
      .find((c) => c[1] === 'conversion' && (c[2] as { transaction_id: string }).transaction_id === 'lead-8');
    (conversion![2] as { event_callback: () => void }).event_callback();
    await sent;
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(scripts).toHaveLength(1);
  });
});
