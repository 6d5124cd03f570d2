import { useCallback, useState } from 'react';

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
  return { checks, load, prepare };
}
