import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * When a form shows its errors (spec section 5): a field's check shows once the field was
 * touched (left, or a choice made) or after the first submit attempt, and reruns on each change
 * (the caller computes `current` from the values on every render). Errors the worker sent back
 * (400) show until the field changes. Error values are keys of `lead.errors`.
 */
export function useChecks<F extends string>(current: Partial<Record<F, string>>, order: readonly F[], focusIdOf: (field: F) => string) {
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const [attempts, setAttempts] = useState(0);
  const [server, setServer] = useState<Partial<Record<F, string>>>({});
  // Focus moves once the errors are on screen, so the field is read out with its message.
  const [focusRequest, setFocusRequest] = useState<{ field: F } | null>(null);

  const idOf = useRef(focusIdOf);
  idOf.current = focusIdOf;
  useEffect(() => {
    if (focusRequest) document.getElementById(idOf.current(focusRequest.field))?.focus();
  }, [focusRequest]);

  const errorOf = (field: F): string | undefined => server[field] ?? (attempts > 0 || touched.has(field) ? current[field] : undefined);

  const touch = useCallback((field: F) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field))), []);

  /** A field changed: the worker's verdict on it no longer holds. */
  const changed = useCallback(
    (field: F) =>
      setServer((s) => {
        if (!(field in s)) return s;
        const next = { ...s };
        delete next[field];
        return next;
      }),
    [],
  );

  const focusFirst = (errors: Partial<Record<F, string>>) => {
    const first = order.find((f) => errors[f]);
    if (first) setFocusRequest({ field: first });
    return first;
  };

  /** A submit attempt: shows every error and focuses the first invalid field; true when all pass. */
  const attempt = (): boolean => {
    setAttempts((n) => n + 1);
    return focusFirst({ ...current, ...server }) === undefined;
  };

  /** Shows the worker's field errors (400); false when none of them is a field of this form. */
  const showServerErrors = (fields: Record<string, string>): boolean => {
    const own = Object.fromEntries(Object.entries(fields).filter(([f]) => order.includes(f as F))) as Partial<Record<F, string>>;
    if (Object.keys(own).length === 0) return false;
    setServer(own);
    focusFirst(own);
    return true;
  };

  const invalid = order.some((f) => errorOf(f));
  return { errorOf, touch, changed, attempt, showServerErrors, attempts, showSummary: attempts > 0 && invalid };
}
