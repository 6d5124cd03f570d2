'use client';

/** Closes the announcement bar and remembers it in the original site's `showAnnouncement` cookie. */
export function AnnouncementClose({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="announcement__close"
      aria-label={label}
      onClick={() => {
        document.cookie = 'showAnnouncement=false; path=/; max-age=31536000; samesite=lax';
        // The same switch the edge sets on the next page load: no flash, no layout shift.
        document.documentElement.setAttribute('data-announcement', 'off');
      }}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
