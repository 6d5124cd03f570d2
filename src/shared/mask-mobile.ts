/**
 * Enough of a number to find a request on the phone, not the number: '9123****'. The one mask of
 * the console and the ops CLI, so the same row reads the same in both.
 */
export const maskMobile = (mobile: string) => `${mobile.slice(0, 4)}****`;
