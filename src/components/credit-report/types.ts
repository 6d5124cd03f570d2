import type { CreditReportCopy } from '../../../content/i18n/types';

/**
 * Props of the credit report flow: plain strings read on the server (copy.ts) and the addresses
 * it links to. The client component never imports a dictionary.
 */
export interface CreditReportFlowCopy {
  flow: CreditReportCopy;
  /** The lead form's marketing opt-in, word for word, so the two consents read the same. */
  optIn: { text: string; withdraw: string; optional: string };
  newWindow: string;
}

export interface CreditReportLinks {
  privacy: string;
  /** The download-app redirect of the page's locale (phones go to their store). */
  downloadApp: string;
  /** The member site: the way to the report that needs no app service (kept as the alternative). */
  memberSite: string;
}
