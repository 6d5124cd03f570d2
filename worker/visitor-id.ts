import type { Env } from './env';
import { hasVisitorTag, visitorTag } from './visitor-secret';

/**
 * The anonymous visitor id (the `anon_id` cookie): a random UUID and its tag under
 * VISITOR_ID_SECRET, `<uuid>.<tag>`. Only the edge can make one, so a script cannot make up
 * visitors: an A/B event counts only with an id this site issued (docs/banners.md, "What counts").
 * A script can still collect real ids, one request each; ab-address-cap.ts bounds what those buy.
 */
const SHAPE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([\w-]{22})$/;
const LABEL = 'anon_id';

type SecretEnv = Pick<Env, 'VISITOR_ID_SECRET' | 'SITE_ENV'>;

/** A new signed id, or null when the deployment has no secret (then no cookie is set: visitor-secret.ts). */
export async function issueVisitorId(env: SecretEnv): Promise<string | null> {
  const uuid = crypto.randomUUID();
  const tag = await visitorTag(env, LABEL, uuid);
  return tag === null ? null : `${uuid}.${tag}`;
}

/** The id when this site issued it (its tag checks out under the current secret), else null. */
export async function verifiedVisitorId(env: SecretEnv, cookie: string | undefined): Promise<string | null> {
  const parts = cookie ? SHAPE.exec(cookie) : null;
  if (!parts) return null;
  return (await hasVisitorTag(env, LABEL, parts[1]!, parts[2]!)) ? cookie! : null;
}

/** A new id for a visitor whose cookie this site did not issue (or who has none); null when theirs is good. */
export async function visitorIdToIssue(env: SecretEnv, cookie: string | undefined): Promise<string | null> {
  return (await verifiedVisitorId(env, cookie)) ? null : issueVisitorId(env);
}
