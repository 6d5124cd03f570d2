/**
 * An apply button's words: "Apply now", and "Application sent" for the rest of a session that has
 * sent a lead. Both are in the markup; the stylesheet shows one by the document's `data-lead-sent`
 * mark (set by the page's early inline script, before the body is drawn: scripts/build/early-taps.ts),
 * so the label needs no script of its own and the one not shown is not read out.
 */
export function ApplyLabel({ label, sentLabel }: { label: string; sentLabel: string }) {
  return (
    <>
      <span className="apply-label">{label}</span>
      <span className="apply-label apply-label--sent">{sentLabel}</span>
    </>
  );
}
