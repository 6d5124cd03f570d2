import { AppServiceClient, AppServiceError } from '../app-service/client';
import type { Env } from '../env';
import { APP_LIST_LOCALES, branchesKey, faqsKey } from './stored';

export type ListRefreshOutcome = 'updated' | 'unchanged' | 'kept';

const LISTS = [
  { call: 'konew-center', key: branchesKey, label: 'branches' },
  { call: 'konew-faqs', key: faqsKey, label: 'faqs' },
] as const;

/**
 * The cron's refresh of the branch and FAQ lists from the app service (APP_SERVICE_URL set):
 * `GET konew-center` and `GET konew-faqs` in each language the service writes, each answer checked
 * by its schema (the client does) and stored in KV when it passed. Any failure (unreachable,
 * timeout, an error status, not JSON, another shape) keeps the stored copy: the pages go on showing
 * the last good list, or the content files' when there never was one. Logged without the body.
 * One list's failure does not stop the others.
 */
export async function refreshAppLists(env: Env): Promise<Record<string, ListRefreshOutcome>> {
  const client = new AppServiceClient(env);
  const jobs = LISTS.flatMap(({ call, key, label }) =>
    APP_LIST_LOCALES.map(async (lang): Promise<[string, ListRefreshOutcome]> => {
      const kvKey = key(lang);
      try {
        const next = JSON.stringify(await client.call(call, { lang }));
        if ((await env.CONFIG.get(kvKey)) === next) return [kvKey, 'unchanged'];
        await env.CONFIG.put(kvKey, next);
        console.log(`app lists: ${label} (${lang}) refreshed from the app service`);
        return [kvKey, 'updated'];
      } catch (error) {
        const reason = error instanceof AppServiceError ? error.reason : (error as Error).name;
        console.warn(`app lists: ${label} (${lang}) refresh failed, keeping the stored copy (${reason})`);
        return [kvKey, 'kept'];
      }
    }),
  );
  // Side by side: a slow service costs one call's time, not four.
  return Object.fromEntries(await Promise.all(jobs));
}
