/**
 * The form of a tag printed on a staff card, a letter or a leaflet: 4 to 32 letters, digits and
 * dashes, beginning and ending with a letter or a digit, read in capitals. A module of its own,
 * without zod, so the check page's island tests a tag by the worker's rule without bringing the
 * schema along (as the mobile rule does for the quick-start field).
 */
export const TAG_ID = /^[A-Z0-9][A-Z0-9-]{2,30}[A-Z0-9]$/;

/** What is checked: the tag as typed, without the spaces around it, in capitals. */
export const normalizeTagId = (raw: string) => raw.trim().toUpperCase();
