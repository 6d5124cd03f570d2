import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** Whether a promise has settled after the microtasks queued so far, on a clock that stands still. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('ad conversion tag', () => {
  // The wait is on vitest's clock: how long the visitor waits is the code's doing, whatever the
  // speed of the machine that runs the test.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is off by default: no script, nothing queued, the visitor does not wait', async () => {
    const { doc, scripts, win } = page();
    expect(await settled(reportAdConversion('lead-1', { doc, win }))).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
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
    const waiting = reportAdConversion('lead-7', { doc, win, waitMs: 100 });
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(99);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
    expect(scripts).toEqual([{ async: true, src: `${AD_TAG_SCRIPT}?id=AW-123456789` }]);
    const calls = win.dataLayer!.map((args) => Array.from(args as ArrayLike<unknown>));
    expect(calls[1]).toEqual(['config', 'AW-123456789']);
    expect(calls[2]).toEqual(['event', 'short_form_submitted', { send_to: 'AW-123456789', transaction_id: 'lead-7' }]);
    expect(calls[3]!.slice(0, 2)).toEqual(['event', 'conversion']);
    expect(calls[3]![2]).toMatchObject({ send_to: 'AW-123456789/AbC_d-1', transaction_id: 'lead-7' });

    // The tag calls back once the conversion left: the visitor goes on then, not after the wait.
    const sent = reportAdConversion('lead-8', { doc, win, waitMs: 5000 });
    const conversion = win
      .dataLayer!.map((args) => Array.from(args as ArrayLike<unknown>))
      .find((c) => c[1] === 'conversion' && (c[2] as { transaction_id: string }).transaction_id === 'lead-8');
    (conversion![2] as { event_callback: () => void }).event_callback();
    expect(await settled(sent)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(scripts).toHaveLength(1);
  });
});
