import type { Context } from 'hono';
import type { Banner } from '../../../../src/server/config/banners';
import type { z } from '../../../../src/shared/zod';
import { workerBannerSchemas } from '../../../banner-image-origins';
import { AuditLog } from '../../../db/audit-log';
import type { AdminEnv } from '../../context';

const KEY = 'banners';

export interface StoredBanners {
  banners: Banner[];
  /** KV holds something the site's schema refuses (so the site shows no banners). */
  invalid: boolean;
  raw: string | null;
  /**
   * Which stored list this is: the SHA-256 of KV's text (NO_LIST when the key is absent). Every
   * form that changes the list carries the revision it was read from, so a save against a list
   * someone changed since is refused instead of silently undoing their change.
   */
  revision: string;
}

/** The revision of an absent key (no hash is this short). */
const NO_LIST = 'none';

async function revisionOf(raw: string | null): Promise<string> {
  if (raw === null) return NO_LIST;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(raw)));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The revision a change was made against: the form's hidden field, or '' (which matches no list). */
export const sentRevision = (body: Record<string, unknown>) => (typeof body.revision === 'string' ? body.revision : '');

/** KV `banners`, read with the schema the site's reader uses (worker/banner-image-origins.ts). */
export async function readBanners(c: Context<AdminEnv>): Promise<StoredBanners> {
  const raw = await c.env.CONFIG.get(KEY, { type: 'text' });
  const revision = await revisionOf(raw);
  if (raw === null) return { banners: [], invalid: false, raw, revision };
  try {
    const parsed = workerBannerSchemas(c.env).list.safeParse(JSON.parse(raw));
    return parsed.success ? { banners: parsed.data, invalid: false, raw, revision } : { banners: [], invalid: true, raw, revision };
  } catch {
    return { banners: [], invalid: true, raw, revision };
  }
}

export type PublishResult = { ok: true } | { ok: false; issues: z.core.$ZodIssue[]; list: unknown[] } | { ok: false; conflict: true };

/**
 * Publishes a whole new list: refused unchanged when the list it was built from (`before`, read
 * in this request) is not the one the operator's form was read from (`revision`): someone else
 * published in between, and writing now would undo their change unseen. Then validated with the
 * very schema the site's KV reader applies (not a copy of it), so what is written is what the
 * site will serve; a refused list writes nothing. The change is recorded with the list before and
 * after. KV has no compare-and-swap: two saves landing within the same few milliseconds (between
 * this request's read and its write) can still both pass; anything slower is caught.
 */
export async function publishBanners(
  c: Context<AdminEnv>,
  action: string,
  target: string,
  before: StoredBanners,
  revision: string,
  next: unknown[],
): Promise<PublishResult> {
  if (revision !== before.revision) return { ok: false, conflict: true };
  const parsed = workerBannerSchemas(c.env).list.safeParse(next);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues, list: next };
  const now = new Date();
  await c.env.CONFIG.put(KEY, JSON.stringify(parsed.data));
  // An invalid stored list goes into the log as the text it was.
  await new AuditLog(c.env.DB).record(
    { actor: c.var.operator.email, action, target, before: before.invalid ? before.raw : before.banners, after: parsed.data },
    now,
  );
  return { ok: true };
}
