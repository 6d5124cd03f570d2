import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

/**
 * A chunk's failure while the page is being left must not count (it would log an error and load
 * the page again, undoing the navigation); a chunk that truly fails still fails.
 */
describe('unlessLeft', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
  });
  afterEach(() => vi.useRealTimers());

  const outcome = (promise: Promise<unknown>) => {
    const seen: { value?: unknown; error?: unknown } = {};
    promise.then(
      (value) => (seen.value = value),
      (error) => (seen.error = error),
    );
    return seen;
  };

  test('a chunk that loads is passed on at once', async () => {
    const { unlessLeft } = await import('../../src/browser/chunks/leaving');
    const seen = outcome(unlessLeft(Promise.resolve('module')));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual({ value: 'module' });
  });

  test('a failed chunk fails a moment later, on a page that stays', async () => {
    const { unlessLeft } = await import('../../src/browser/chunks/leaving');
    const seen = outcome(unlessLeft(Promise.reject(new TypeError('Importing a module script failed.'))));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual({});
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen.error).toBeInstanceOf(TypeError);
  });

  test('a failed chunk never fails on a page being left', async () => {
    const { markLeaving, unlessLeft } = await import('../../src/browser/chunks/leaving');
    const seen = outcome(unlessLeft(Promise.reject(new TypeError('Importing a module script failed.'))));
    markLeaving();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(seen).toEqual({});
  });
});
