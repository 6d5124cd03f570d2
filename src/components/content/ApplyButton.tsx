/**
 * The Apply button of page bodies. Like the header's, a query-only link: `?form=1` opens the lead
 * form on the page being read, and the maintenance layer hides it while applications are paused.
 */
export function ApplyButton({ label, className = 'btn btn--primary' }: { label: string; className?: string }) {
  return (
    <a href="?form=1" className={className} data-apply-button="" data-hide-in-maintenance="">
      {label}
    </a>
  );
}
