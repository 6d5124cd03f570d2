import { useCallback, useRef, useState, type FormEvent } from 'react';

/**
 * The shared schema's checks (form-checks.ts, which brings zod, about a quarter of the contact
 * page's script) as a chunk of their own: fetched when the visitor first focuses or presses in a
 * form, or at the latest when they send it. Until then the form has nothing to show anyway
 * (errors appear once a field is left or the form is sent).
 */
export type FormChecks = typeof import('../../browser/leads/form-checks');

/**
 * A failed fetch (offline for a moment) is asked for again next time, but browsers keep a failed
 * module in the document's module map, so in the same document the retry usually fails as well
 * (https://github.com/whatwg/html/issues/6768). Nothing depends on it: without the checks the form
 * still sends, and the worker's answer shows what is wrong, field by field.
 */
let chunk: Promise<FormChecks> | undefined;
const loadChunk = () =>
  (chunk ??= import('../../browser/leads/form-checks').catch((error: unknown) => {
    chunk = undefined;
    throw error;
  }));

export function useFormChecks() {
  const [checks, setChecks] = useState<FormChecks | null>(null);
  const load = useCallback(
    () =>
      loadChunk().then((m) => {
        setChecks(m);
        return m;
      }),
    [],
  );
  /** For the form's onFocus and onPointerDown: start fetching, ignore a failure (sending retries). */
  const prepare = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);
  /** The checks now, fetching them if they have not come; null when they cannot be had. */
  const whenReady = useCallback((): Promise<FormChecks | null> => (checks ? Promise.resolve(checks) : load().catch(() => null)), [checks, load]);
  return { checks, load, prepare, whenReady };
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
