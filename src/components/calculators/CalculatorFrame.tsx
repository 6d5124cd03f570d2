/**
 * The layout every calculator shares: inputs beside (desktop) or above (phone) the results, the
 * schedule under both, and a polite live region that reads out the settled result.
 */
import type { ReactNode } from 'react';
import { useReady } from './use-ready';
import { useSettled } from './use-settled';

export interface CalculatorFrameProps {
  /** Which calculator (data-calculator), for styles and tests. */
  readonly kind: string;
  readonly inputs: ReactNode;
  readonly results: ReactNode;
  readonly schedule?: ReactNode;
  /** The sentence to announce once the visitor stops typing: notes first, then the figures. */
  readonly announcement: string;
}

export function CalculatorFrame({ kind, inputs, results, schedule, announcement }: CalculatorFrameProps) {
  const ready = useReady();
  const spoken = useSettled(announcement);
  return (
    <div className="calc" data-calculator={kind} data-ready={ready ? '' : undefined}>
      <div className="calc__grid">
        <div className="calc__inputs">{inputs}</div>
        {results}
      </div>
      {schedule}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {spoken}
      </p>
    </div>
  );
}

/**
 * "label value" for each figure, after any notes, joined the language's way. With `refused`
 * (a refused input: the notes hold its message) the figures are left out, so nothing worked out
 * from it is read aloud.
 */
export function announce(notes: readonly string[], figures: ReadonlyArray<{ label: string; value: string }>, separator: string, refused = false): string {
  // A refused field's note can repeat its refusal ("the maximum is ..."): said once.
  return [...new Set(notes.filter(Boolean)), ...(refused ? [] : figures.map((f) => `${f.label} ${f.value}`))].join(separator);
}
