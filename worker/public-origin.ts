/** What `npm start` serves: the links of a local run's notices open the local console. */
const LOCAL_ORIGIN = 'http://127.0.0.1:8787';

const warned = new Set<string>();

/** What the links read of the worker's vars (any string: a value is checked, not trusted). */
interface OriginVars {
  PUBLIC_ORIGIN?: string;
  SITE_ENV?: string;
}

/**
 * The site's public origin (PUBLIC_ORIGIN, 'https://www.example.com') for the links written into
 * e-mails, never the request's Host header, which a client chooses. An unset value is the local
 * site under SITE_ENV 'local'; elsewhere, and for a value that is not a bare https origin (logged
 * once per isolate), null: the notice then names the path alone.
 */
export function publicOrigin(env: OriginVars): string | null {
  const configured = env.PUBLIC_ORIGIN?.trim();
  if (configured) {
    const origin = bareHttpsOrigin(configured);
    if (origin) return origin;
    if (!warned.has(configured)) {
      warned.add(configured);
      console.error('PUBLIC_ORIGIN is not an https origin (https://host): e-mail links name the path only');
    }
  }
  return env.SITE_ENV === 'local' ? LOCAL_ORIGIN : null;
}

/** A link for an e-mail: the public origin and `path`, or `path` alone without one. */
export const publicLink = (env: OriginVars, path: string) => `${publicOrigin(env) ?? ''}${path}`;

/** 'https://host[:port]' with nothing else (no user, path, query or fragment), or null. */
function bareHttpsOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  // 'https://host' and 'https://host/' only: anything the parser rewrote (spaces, backslashes) is refused.
  return value.replace(/\/$/, '').toLowerCase() === url.origin ? url.origin : null;
}
