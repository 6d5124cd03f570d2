import type { ApplicationCopy } from '../../../content/i18n/application.zh-HK';
import type { LeadCopy } from '../../../content/i18n/types';

/**
 * Props of the lead, contact and callback forms: plain strings only, read on the server (see
 * copy.ts) and handed to the client components, which never import a dictionary.
 */
export type { LeadCopy };

/** One choice of the loan-type select: the lead code and this locale's product name. */
export interface LoanOption {
  code: number;
  label: string;
}

/** This locale's addresses the forms link to. */
export interface LeadLinks {
  /** The loan-application terms and conditions page. */
  terms: string;
  privacy: string;
  /** The download-app redirect (opens in a new tab). */
  downloadApp: string;
  /** The member site, where a 7x24 loan is started. */
  memberSite: string;
}

/** The messages the short lead form's checks (LeadSchema) can produce; `invalid` stands in for any other. */
export const LEAD_FORM_ERROR_KEYS = ['mobile', 'firstName', 'lastName', 'loanType', 'terms', 'tooLong', 'invalid'] as const;
type LeadFormErrorKey = (typeof LEAD_FORM_ERROR_KEYS)[number];

/** What the short lead form shows: only its own error messages (the popup's content file carries no more than it needs). */
export type LeadFormCopy = Pick<LeadCopy, 'form' | 'notice'> & {
  errors: Pick<LeadCopy['errors'], LeadFormErrorKey>;
  /** The lead API has no daily cap: that message is the contact forms' alone. */
  api: Omit<LeadCopy['api'], 'dailyLimit'>;
};

/** The popup: the form's copy and its own, with the 7x24 start-loan button's (StartLoanLink). */
type LeadPopupCopy = LeadFormCopy &
  Pick<LeadCopy, 'popup' | 'sent' | 'received'> & {
    application: ApplicationCopy;
  };

/** The customer-service numbers as a page shows them, with their links. */
interface LeadContact {
  hotline: string;
  hotlineHref: string;
  whatsapp: string;
  whatsappHref: string;
}

/**
 * Everything the popup shows, and the sent lead's confirmation on its product page
 * (./LeadConfirmation.tsx): fetched with their code (./popup-content.ts writes it per locale).
 */
export interface LeadPopupContent {
  copy: LeadPopupCopy;
  loanOptions: LoanOption[];
  links: LeadLinks;
  contact: LeadContact;
}

/** The contact-us form's copy, with its loan-type choices and links (all plain strings). */
export type ContactCopy = Pick<LeadCopy, 'form' | 'notice' | 'errors' | 'api' | 'contact'> & {
  loanOptions: LoanOption[];
  links: Pick<LeadLinks, 'terms' | 'privacy'>;
};

/** The callback form's copy. */
export type CallbackCopy = Pick<LeadCopy, 'form' | 'notice' | 'errors' | 'api' | 'callback' | 'contact'> & {
  links: Pick<LeadLinks, 'privacy'>;
};
