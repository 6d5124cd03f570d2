/**
 * `BANNER_IMAGE_ORIGINS`: the hosts marketing's banner pictures may come from besides this site,
 * as a comma-separated list of origins (`https://img.example-cdn.com,https://cdn2.example.com`).
 * The worker, the upstream banner refresh and `npm run ops -- banners put` all read banners with
 * the schema built from this list, and the page CSP's img-src names exactly these origins.
 *
 * Each entry must be an https origin: scheme, host and optional port, nothing after it (a
 * trailing `/` is allowed). Plain http is accepted for loopback hosts only (127.0.0.1, localhost,
 * [::1]), which only the local browser tests serve pictures from. Entries are normalized
 * (`HTTPS://IMG.Example.com:443/` -> `https://img.example.com`); any other entry is dropped and
 * reported by its position.
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
