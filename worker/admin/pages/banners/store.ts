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
}

/** KV `banners`, read with the schema the site's reader uses (worker/banner-image-origins.ts). */
export async function readBanners(c: Context<AdminEnv>): Promise<StoredBanners> {
  const raw = await c.env.CONFIG.get(KEY, { type: 'text' });
  if (raw === null) return { banners: [], invalid: false, raw };
  try {
    const parsed = workerBannerSchemas(c.env).list.safeParse(JSON.parse(raw));
    return parsed.success ? { banners: parsed.data, invalid: false, raw } : { banners: [], invalid: true, raw };
  } catch {
    return { banners: [], invalid: true, raw };
  }
}

export type PublishResult = { ok: true } | { ok: false; issues: z.core.$ZodIssue[]; list: unknown[] };

/**
 * Publishes a whole new list: validated first with the very schema the site's KV reader applies
 * (not a copy of it), so what is written is what the site will serve; a refused list writes
 * nothing. The change is recorded with the list before and after.
 */
export async function publishBanners(c: Context<AdminEnv>, action: string, target: string, before: StoredBanners, next: unknown[]): Promise<PublishResult> {
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
