import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * When a form shows its errors (docs/product-rules.md §5): a field's check once it was touched or
 * after the first submit attempt, rerun on each change; the worker's 400 errors until the field
 * changes. Error values are keys of `lead.errors`. A message that appears while the visitor presses
 * on something else waits for the release, so the press lands on what was under the pointer.
 */
export function useChecks<F extends string>(current: Partial<Record<F, string>>, order: readonly F[], focusIdOf: (field: F) => string) {
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const [attempts, setAttempts] = useState(0);
  const [server, setServer] = useState<Partial<Record<F, string>>>({});
  // Focus moves once the errors are on screen, so the field is read out with its message.
  const [focusRequest, setFocusRequest] = useState<{ field: F } | null>(null);
  const dirty = useRef(new Set<F>());
  const pressing = useRef(false);
  const waiting = useRef<F[]>([]);

  const idOf = useRef(focusIdOf);
  // The latest mapping, kept without making it a dependency of the focus move (callers pass a new
  // function each render). Set in an effect, before the one below runs: a ref is not written during render.
  useEffect(() => {
    idOf.current = focusIdOf;
  });
  useEffect(() => {
    if (focusRequest) document.getElementById(idOf.current(focusRequest.field))?.focus();
  }, [focusRequest]);

  const markTouched = useCallback((fields: F[]) => {
    if (fields.length === 0) return;
    setTouched((s) => (fields.every((f) => s.has(f)) ? s : new Set([...s, ...fields])));
  }, []);

  useEffect(() => {
    const down = () => {
      pressing.current = true;
    };
    // After the release and the click it makes, show what waited.
    const up = () =>
      setTimeout(() => {
        pressing.current = false;
        markTouched(waiting.current.splice(0));
      }, 0);
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, [markTouched]);

  const errorOf = (field: F): string | undefined => server[field] ?? (attempts > 0 || touched.has(field) ? current[field] : undefined);

  /** A field was left (text) or a choice was made (select, radio, check box: pass `chosen`). */
  const touch = useCallback(
    (field: F, chosen = false) => {
      if (chosen) dirty.current.add(field);
      if (!dirty.current.has(field)) return;
      if (pressing.current) waiting.current.push(field);
      else markTouched([field]);
    },
    [markTouched],
  );

  /** A field changed: it counts as touched once left, and the worker's verdict on it no longer holds. */
  const changed = useCallback((field: F) => {
    dirty.current.add(field);
    setServer((s) => {
      if (!(field in s)) return s;
      const next = { ...s };
      delete next[field];
      return next;
    });
  }, []);

  const focusFirst = (errors: Partial<Record<F, string>>) => {
    const first = order.find((f) => errors[f]);
    if (first) setFocusRequest({ field: first });
    return first;
  };

  /**
   * A submit attempt: shows every error and focuses the first invalid field; true when the form's
   * own checks pass (an error the worker sent does not block sending again). `now` is the checks'
   * verdict when it was computed after this render (checks that had still to be fetched).
   */
  const attempt = (now: Partial<Record<F, string>> = current): boolean => {
    setAttempts((n) => n + 1);
    return focusFirst(now) === undefined;
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
