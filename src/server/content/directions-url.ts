/**
 * A maps service's directions to an address, as a plain link (no map script on the page):
 * Google Maps' URL API opens the app on phones and the web map elsewhere, the route starting from
 * where the visitor is. The address is sent as written on the page, in the page's language.
 */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}
