import { ICON_PATHS, type IconName } from '../../shared/icon-paths';

export type { IconName };

/**
 * A few line icons drawn inline (no icon font, no request, nothing to shift the layout). They are
 * decoration: hidden from assistive technology, the text next to them carries the meaning.
 */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
