import { ApplyLabel } from './ApplyLabel';

/**
 * The Apply button of page bodies. Like the header's, a query-only link: `?form=1` opens the lead
 * form on the page being read, and the maintenance layer hides it while applications are paused.
 * `track` names the click for analytics (`section:action`, sent as page_section_action).
 */
export function ApplyButton({
  label,
  sentLabel,
  className = 'btn btn--primary',
  track = 'body:apply',
}: {
  label: string;
  /** What it reads once the session has sent a lead (./ApplyLabel.tsx). */
  sentLabel: string;
  className?: string;
  track?: string;
}) {
  return (
    <a href="?form=1" className={className} data-apply-button="" data-hide-in-maintenance="" data-track={track}>
      <ApplyLabel label={label} sentLabel={sentLabel} />
    </a>
  );
}
