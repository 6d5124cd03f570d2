import { timingSafeEqual } from 'hono/utils/buffer';
import { encodeBase64Url } from 'hono/utils/encode';
import type { Env } from './env';

/**
 * The key behind what the edge signs for a visitor (VISITOR_ID_SECRET): the anon_id cookie, the A/B
 * assignment, the A/B cap's daily address hashes and the started-application cookie, each under a
 * label of its own. Locally (SITE_ENV 'local') a fixed development value stands in; staging and
 * production without a secret of 32+ characters sign nothing and log it (docs/deploy.md).
 */
const DEVELOPMENT_SECRET = 'local-development-visitor-id-secret-not-for-production';
const MIN_LENGTH = 32;

type SecretEnv = Pick<Env, 'VISITOR_ID_SECRET' | 'SITE_ENV'>;

const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(env: SecretEnv): Promise<CryptoKey> | null {
  const configured = env.VISITOR_ID_SECRET ?? '';
  const secret = configured.length >= MIN_LENGTH ? configured : env.SITE_ENV === 'local' ? DEVELOPMENT_SECRET : null;
  if (secret === null) {
    console.error('VISITOR_ID_SECRET is missing or shorter than 32 characters: nothing is signed');
    return null;
  }
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  return key;
}

/** HMAC-SHA-256(`label` + LF + `value`), or null without a usable secret. */
export async function visitorMac(env: SecretEnv, label: string, value: string): Promise<ArrayBuffer | null> {
  const key = keyOf(env);
  if (!key) return null;
  return crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(`${label}\n${value}`));
}

/** The MAC's first 16 bytes as base64url (22 characters), or null without a usable secret. */
export async function visitorTag(env: SecretEnv, label: string, value: string): Promise<string | null> {
  const mac = await visitorMac(env, label, value);
  return mac && encodeBase64Url(mac.slice(0, 16)).replace(/=+$/, '');
}

/** Whether `tag` is `value`'s tag under `label` (compared in constant time). */
export async function hasVisitorTag(env: SecretEnv, label: string, value: string, tag: string): Promise<boolean> {
  const expected = await visitorTag(env, label, value);
  return expected !== null && (await timingSafeEqual(expected, tag));
}
