// After a taken lead the visit's campaign is forgotten, and the page leaves only once the browser's
// cookie jar has dropped the cookie (src/browser/leads/clear-campaign.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStoredUtm } from '../../src/browser/leads/clear-campaign';

/**
 * What the page reaches: session storage holding a campaign, `document.cookie` (its writes kept),
 * and, unless left out, the Cookie Store API, whose deletes wait for `jar.answer()` or `jar.refuse()`.
 */
function browser({ cookieStore = true } = {}) {
  const session = new Map([['utm', 'utm_source=google&utm_medium=cpc']]);
  const cookieWrites: string[] = [];
  const deletes: unknown[] = [];
  const jar = { answer: () => {}, refuse: () => {} };
  vi.stubGlobal('sessionStorage', { removeItem: (key: string) => void session.delete(key) });
  vi.stubGlobal('document', {
    set cookie(value: string) {
      cookieWrites.push(value);
    },
  });
  if (cookieStore) {
    vi.stubGlobal('cookieStore', {
      delete: (options: unknown) => {
        deletes.push(options);
        return new Promise<void>((resolve, reject) => {
          jar.answer = resolve;
          jar.refuse = () => reject(new TypeError('refused'));
        });
      },
    });
  }
  return { session, cookieWrites, deletes, jar };
}

/** Whether `promise` has settled once every queued callback has run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('forgetting the campaign after a taken lead', () => {
  it('clears session storage and expires the cookie for the whole site', async () => {
    const { session, cookieWrites } = browser({ cookieStore: false });
    await clearStoredUtm();
    expect(session.has('utm')).toBe(false);
    expect(cookieWrites).toHaveLength(1);
    expect(cookieWrites[0]).toMatch(/^utm=;/);
    expect(cookieWrites[0]).toMatch(/;\s*path=\/(;|$)/i);
    expect(cookieWrites[0]).toMatch(/;\s*max-age=0(;|$)/i);
  });

  it('with the Cookie Store API, settles only once the jar has deleted the site-wide cookie', async () => {
    const { deletes, jar } = browser();
    const cleared = clearStoredUtm();
    expect(deletes).toEqual([{ name: 'utm', path: '/' }]);
    expect(await settled(cleared)).toBe(false);
    jar.answer();
    expect(await settled(cleared)).toBe(true);
  });

  it('lets the visitor go on when the jar refuses', async () => {
    const { jar } = browser();
    const cleared = clearStoredUtm();
    jar.refuse();
    expect(await settled(cleared)).toBe(true);
  });

  it('waits at most half a second for a jar that does not answer', async () => {
    vi.useFakeTimers();
    browser();
    const cleared = clearStoredUtm();
    let done = false;
    void cleared.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
