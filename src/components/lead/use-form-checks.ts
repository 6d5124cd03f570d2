import { useCallback, useState } from 'react';

/**
 * The shared schema's checks (form-checks.ts, which brings zod, about a quarter of the contact
 * page's script) as a chunk of their own: fetched when the visitor first focuses or presses in a
 * form, or at the latest when they send it. Until then the form has nothing to show anyway
 * (errors appear once a field is left or the form is sent).
 */
export type FormChecks = typeof import('../../lib/leads/form-checks');

let chunk: Promise<FormChecks> | undefined;
const loadChunk = () =>
  (chunk ??= import('../../lib/leads/form-checks').catch((error: unknown) => {
    chunk = undefined; // a failed fetch (offline for a moment) is tried again next time
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
