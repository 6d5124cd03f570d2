/**
 * `BANNER_IMAGE_ORIGINS`: the comma-separated origins marketing's banner pictures may come from
 * besides this site, read by the worker, the banner refresh and `npm run ops -- banners put` into
 * the banner schema, and named in the page CSP's img-src (docs/banners.md, "Image origins"). Https
 * origins only (http for loopback hosts), normalized; any other entry is dropped and reported by position.
 */
export interface ImageOrigins {
  origins: string[];
  /** 1-based positions of the entries that were dropped. */
  rejected: number[];
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function parseImageOrigins(setting: string | undefined): ImageOrigins {
  const origins: string[] = [];
  const rejected: number[] = [];
  const entries = (setting ?? '').split(',').map((e) => e.trim());
  entries.forEach((entry, i) => {
    if (!entry) return;
    const origin = originOf(entry);
    if (origin === null) rejected.push(i + 1);
    else if (!origins.includes(origin)) origins.push(origin);
  });
  return { origins, rejected };
}

function originOf(entry: string): string | null {
  // Scheme and authority only: no path beyond '/', no query, no fragment, no user info.
  if (!/^[a-z]+:\/\/[^/?#@\s]+\/?$/i.test(entry)) return null;
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return url.origin;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return url.origin;
  return null;
}
