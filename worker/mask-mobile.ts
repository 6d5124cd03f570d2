/** Enough of a number to find a request on the phone, not the number: '9123****' (as the leads page shows it). */
export const maskMobile = (mobile: string) => `${mobile.slice(0, 4)}****`;
