/**
 * A cookie's value as the browser holds it for this page (`document.cookie`), percent-decoding
 * undone; null when it is not set or does not decode. Browser only: the edge sets these cookies
 * (utm, gclid, anon_id) and the islands read them.
 */
export function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  if (!match) return null;
  try {
    return decodeURIComponent(match.slice(name.length + 1));
  } catch {
    return null;
  }
}
