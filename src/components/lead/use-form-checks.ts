import { useCallback, useRef, useState, type FormEvent } from 'react';

/**
 * A form's checks (the shared schema, which brings zod, about a quarter of the contact page's
 * script) as a chunk of their own: fetched when the visitor first focuses or presses in the form,
 * or at the latest when they send it. Until then the form has nothing to show anyway (errors
 * appear once a field is left or the form is sent). The lead and contact forms' checks are
 * `useFormChecks`; the valuation form and the credit report give their own chunks to `useChunkOnIntent`.
 */
export type FormChecks = typeof import('../../browser/leads/form-checks');

/**
 * `load` (an `import()`) asked for once; a failure is forgotten, so the next call asks again. A
 * failed fetch (offline for a moment) usually fails again in the same document, as browsers keep a
 * failed module in its module map (https://github.com/whatwg/html/issues/6768). Nothing depends on
 * it: without the checks a form still sends, and the worker's answer shows what is wrong, field by field.
 */
export function chunkOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let chunk: Promise<T> | undefined;
  return () =>
    (chunk ??= load().catch((error: unknown) => {
      chunk = undefined;
      throw error;
    }));
}

const loadFormChecks = chunkOnce(() => import('../../browser/leads/form-checks'));

/** The lead and contact forms' checks (../../browser/leads/form-checks.ts). */
export function useFormChecks() {
  const { loaded: checks, ...chunk } = useChunkOnIntent(loadFormChecks);
  return { checks, ...chunk };
}

/** The module `loadChunk` gives (`loaded`), fetched once the visitor shows intent (`prepare`) or sends (`whenReady`). */
export function useChunkOnIntent<M extends object>(loadChunk: () => Promise<M>) {
  const [loaded, setLoaded] = useState<M | null>(null);
  const load = useCallback(
    () =>
      loadChunk().then((m) => {
        setLoaded(() => m);
        return m;
      }),
    [loadChunk],
  );
  /** For the form's onFocus and onPointerDown: start fetching, ignore a failure (sending retries). */
  const prepare = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);
  /** The module now, fetching it if it has not come; null when it cannot be had. */
  const whenReady = useCallback((): Promise<M | null> => (loaded ? Promise.resolve(loaded) : load().catch(() => null)), [loaded, load]);
  return { loaded, load, prepare, whenReady };
}

/**
 * A form's submit handler that sends one at a time: a second press while the first is still
 * sending (or still fetching the checks) does nothing. `idle` is false while the form is busy.
 */
export function useSendOnce(idle: boolean, send: () => Promise<void>) {
  const sending = useRef(false);
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!idle || sending.current) return;
    sending.current = true;
    try {
      await send();
    } finally {
      sending.current = false;
    }
  };
}
