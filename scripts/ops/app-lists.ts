import { BranchList, FaqList } from '../../worker/app-service/center-faq';
import { APP_LIST_LOCALES, branchesKey, faqsKey } from '../../worker/app-lists/stored';
import type { ConfigStore } from './kv';
import { UsageError } from './maintenance';

const KEYS = APP_LIST_LOCALES.flatMap((locale) => [
  { key: branchesKey(locale), schema: BranchList },
  { key: faqsKey(locale), schema: FaqList },
]);

/** One stored list as the worker reads it: what the page shows, or why it shows the content files. */
function describe(key: string, raw: string | null, schema: typeof BranchList | typeof FaqList): string {
  if (raw === null) return `${key}: none stored (the page shows the content files)`;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return `${key}: NOT JSON (the page shows the content files)`;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return `${key}: INVALID (the page shows the content files): ${first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'unknown'}`;
  }
  const data = parsed.data;
  if ('branches' in data) {
    const list = data.branches.map((b) => `${b.id}${b.suspended ? ' (suspended)' : ''}`).join(', ');
    return `${key}: ${data.branches.length} branch(es): ${list}`;
  }
  const counts = new Map<string, number>();
  for (const row of data.faqs) counts.set(row.category, (counts.get(row.category) ?? 0) + 1);
  return `${key}: ${data.faqs.length} row(s): ${[...counts].map(([category, n]) => `${category} ${n}`).join(', ')}`;
}

/**
 * The app service's branch and FAQ lists as the cron stored them (docs/app-service.md): `show`
 * says what each page shows; `clear` removes them, so the pages show the content files until the
 * cron's next good read.
 */
export async function appListsCommand(store: ConfigStore, action: string | undefined): Promise<string> {
  switch (action) {
    case 'show': {
      const lines = await Promise.all(KEYS.map(async ({ key, schema }) => describe(key, await store.get(key), schema)));
      return lines.join('\n');
    }
    case 'clear':
      for (const { key } of KEYS) await store.delete(key);
      return `Cleared ${KEYS.map((k) => k.key).join(', ')}: the pages show the content files until the cron's next good read.`;
    default:
      throw new UsageError(`app-lists needs show or clear, not ${action ?? 'nothing'}`);
  }
}
