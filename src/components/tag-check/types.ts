import type { LeadCopy, TagCheckCopy } from '../../../content/i18n/types';

/**
 * What the tag check's islands are given: plain strings only, read on the server (copy.ts). The
 * company's details and the brand are filled in; `{{tag}}`, `{{kind}}` and `{{date}}` are left for
 * the island to fill once the answer is known (fill-in.ts).
 */
export interface TagCheckIslandCopy {
  tool: TagCheckCopy;
  /** What to do about an item the company did not issue (the fraud alert's steps). */
  actions: string[];
  privacyHref: string;
  /** The customer-service hotline as a tel: link, for when the check cannot be made here. */
  hotline: { href: string; label: string };
  /** The words after a link that opens a new window, for screen readers. */
  newWindow: string;
}

/** The report form's strings; its collection statement in the shape PrivacyNotice reads. */
export type ReportCopy = Pick<TagCheckIslandCopy, 'privacyHref' | 'newWindow'> & { report: TagCheckCopy['report']; notice: LeadCopy['notice'] };
