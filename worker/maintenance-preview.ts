/**
 * Preview links for the maintenance notice. The original site's `?show_layer`, `?today=` and
 * `?debug` let anyone show the official "service suspended" notice, so outside the local site they
 * work only with `preview=<expiry>.<signature>`, an HMAC-SHA256 under MAINTENANCE_PREVIEW_SECRET of
 * the expiry and the parameters, made by an ops user in the console (docs/admin.md).
 */

/** The query parameter that carries the signed expiry. */
const PREVIEW_PARAM = 'preview';
/** The longest a link may be valid for; the console offers up to this. */
export const MAX_PREVIEW_HOURS = 72;
/** The secret's least length (a random value: `openssl rand -base64 48`). */
const MIN_SECRET_LENGTH = 32;
/** The local site's secret when none is set, so that the console's links work under `npm start`. */
const LOCAL_SECRET = 'local-development-only-maintenance-preview-secret';

interface PreviewEnv {
  SITE_ENV?: string;
  MAINTENANCE_PREVIEW_SECRET?: string;
}

/** What a preview asks for: the query parameters worker/maintenance.ts reads. */
export interface PreviewParams {
  /** `today`, as written (read as Hong Kong time), or null. */
  today: string | null;
  showLayer: boolean;
  debug: boolean;
}

const plainOverridesAllowed = (env: PreviewEnv) => env.SITE_ENV === 'local';

/** The secret links are signed with; null when none is set outside the local site (no link works). */
export function previewSecret(env: PreviewEnv): string | null {
  const secret = env.MAINTENANCE_PREVIEW_SECRET?.trim() ?? '';
  if (secret.length >= MIN_SECRET_LENGTH) return secret;
  return plainOverridesAllowed(env) ? LOCAL_SECRET : null;
}

const paramsOf = (url: URL): PreviewParams => ({
  today: url.searchParams.get('today'),
  showLayer: url.searchParams.has('show_layer'),
  debug: url.searchParams.has('debug'),
});

/** Every value the link carries, one per line: none can stand for another. */
const message = (p: PreviewParams, expires: number) =>
  ['maintenance-preview', String(expires), p.showLayer ? 'show_layer' : '', p.debug ? 'debug' : '', p.today ?? ''].join('\n');

const hmacKey = (secret: string, use: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [use]);

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '=');
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The query string of a preview link (no `?`): the parameters asked for and their signature, valid until `expires`. */
export async function signedPreviewQuery(secret: string, params: PreviewParams, expires: Date): Promise<string> {
  const exp = Math.floor(expires.getTime() / 1000);
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), new TextEncoder().encode(message(params, exp)));
  const query = new URLSearchParams();
  if (params.today !== null) query.set('today', params.today);
  if (params.showLayer) query.set('show_layer', '1');
  if (params.debug) query.set('debug', '1');
  query.set(PREVIEW_PARAM, `${exp}.${base64url(signature)}`);
  return query.toString();
}

/** Whether this address's `preview` signs its parameters, unexpired (the check is crypto.subtle's, in constant time). */
async function validPreview(url: URL, secret: string, now: Date): Promise<boolean> {
  const [expText, sigText, extra] = (url.searchParams.get(PREVIEW_PARAM) ?? '').split('.');
  if (!expText || !sigText || extra !== undefined || !/^\d{1,12}$/.test(expText)) return false;
  const exp = Number(expText);
  const nowSeconds = now.getTime() / 1000;
  if (exp <= nowSeconds || exp > nowSeconds + MAX_PREVIEW_HOURS * 3600) return false;
  const signature = fromBase64url(sigText);
  if (!signature) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), signature, new TextEncoder().encode(message(paramsOf(url), exp)));
}

/**
 * Whether this request's maintenance parameters are to be obeyed: on the local site always, else
 * only under a valid signature. `preview` says a signed link was used (its page is never stored).
 */
export async function maintenanceOverrides(url: URL, env: PreviewEnv, now = new Date()): Promise<{ allowed: boolean; preview: boolean }> {
  const signed = url.searchParams.has(PREVIEW_PARAM);
  if (plainOverridesAllowed(env)) return { allowed: true, preview: signed };
  const secret = signed ? previewSecret(env) : null;
  const valid = !!secret && (await validPreview(url, secret, now));
  return { allowed: valid, preview: valid };
}
