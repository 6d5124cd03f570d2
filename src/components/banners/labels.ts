/** Words the banner islands show, translated on the server (the islands carry no dictionary). */
export interface BannerLabels {
  /** Landmark name of the floating banner. */
  region: string;
  /** Accessible name of the popup dialog. */
  popupTitle: string;
  /** The banner link's accessible name (says it opens a new tab). */
  open: string;
  close: string;
  /** The compliance line, in the banner's language. */
  licence: string;
  warning: string;
  /** lang of the banner's language, when it differs from the page's. */
  lang?: string | undefined;
}
