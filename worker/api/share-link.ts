import type { Env } from '../env';
import { hasVisitorTag, visitorTag } from '../visitor-secret';

/**
 * A link that shows a result to whoever holds it, for SHARE_DAYS: `share=<expiry>.<tag>`, the
 * expiry in Unix seconds and the tag of `<ref>.<expiry>` under VISITOR_ID_SECRET. Another reference,
 * a later expiry or a changed tag does not pass, nor does the link once expired.
 */
const SHARE_DAYS = 30;
const LIFETIME_S = SHARE_DAYS * 86_400;
const TOKEN = /^(\d{10})\.([\w-]{22})$/;

type SecretEnv = Pick<Env, 'VISITOR_ID_SECRET' | 'SITE_ENV'>;

/** A share token for `ref`, valid SHARE_DAYS from `now`; null without a usable secret. */
export async function shareToken(env: SecretEnv, label: string, ref: string, now: Date): Promise<string | null> {
  const expiry = Math.floor(now.getTime() / 1000) + LIFETIME_S;
  const tag = await visitorTag(env, label, `${ref}.${expiry}`);
  return tag && `${expiry}.${tag}`;
}

/** Whether `token` is a share token of `ref` that has not expired at `now`. */
export async function isShared(env: SecretEnv, label: string, ref: string, token: string, now: Date): Promise<boolean> {
  const match = TOKEN.exec(token);
  if (!match) return false;
  const expiry = Number(match[1]);
  const seconds = now.getTime() / 1000;
  if (expiry <= seconds || expiry > seconds + LIFETIME_S) return false;
  return hasVisitorTag(env, label, `${ref}.${expiry}`, match[2]!);
}
