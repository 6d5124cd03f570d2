import { workerBannerSchemas } from './banner-image-origins';
import type { Env } from './env';

/** Time the upstream banner API gets to answer in the cron (BANNER_API_TIMEOUT_MS overrides). */
const DEFAULT_TIMEOUT_MS = 8000;

export type RefreshOutcome = 'updated' | 'unchanged' | 'kept';

/**
 * The cron's banner refresh: fetches the banner list from BANNER_API_URL (the original site's
 * `GET /api/banners`, whose banners carry both desktop and mobile images, so one call covers both
 * sources) and stores it in KV `banners` when it is valid. On any failure (unreachable, timeout,
 * non-2xx, not JSON, success not true, an invalid banner, a picture on a host that is not in
 * BANNER_IMAGE_ORIGINS) the stored list stays as it was: the
 * last good copy keeps serving. Logged without the body.
 */
export async function refreshBanners(env: Env): Promise<RefreshOutcome> {
  const url = new URL(env.BANNER_API_URL!);
  if (!url.searchParams.has('source')) url.searchParams.set('source', 'desktop_web');
  const ms = Number(env.BANNER_API_TIMEOUT_MS);
  const timeout = Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_TIMEOUT_MS;

  let problem: string;
  try {
    const res = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeout) });
    const text = await res.text();
    if (!res.ok) {
      problem = `upstream ${res.status}`;
    } else {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      const parsed = workerBannerSchemas(env).upstream.safeParse(json);
      if (parsed.success) {
        const next = JSON.stringify(parsed.data.banners);
        if ((await env.CONFIG.get('banners')) === next) return 'unchanged';
        await env.CONFIG.put('banners', next);
        console.log(`banners: refreshed from upstream (${parsed.data.banners.length} banner(s))`);
        return 'updated';
      }
      const first = parsed.error.issues[0];
      problem =
        json === undefined
          ? 'upstream answer is not JSON'
          : `upstream answer invalid (${first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'unknown'})`;
    }
  } catch (error) {
    problem = (error as Error).name === 'TimeoutError' ? 'upstream timeout' : `upstream unreachable (${(error as Error).name})`;
  }
  console.warn(`banners: refresh failed, keeping the stored list (${problem})`);
  return 'kept';
}
