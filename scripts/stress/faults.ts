/**
 * Faults injected from outside into the running worker's local state (`wrangler dev --persist-to`):
 * KV values (`maintenance`, `banners`, the app service's stored branch and FAQ lists) corrupted, of
 * the wrong shape, binary or deleted; the D1 `leads` table renamed away so every lead write fails,
 * then back. Nothing in the worker knows it is being tested.
 */
import { readFileSync } from 'node:fs';
import { openLeadDb, type LeadDb } from '../ops/lead-db';
import { openStore, type ConfigStore } from '../ops/kv';
import { fakeBranchList, fakeFaqList } from './app-service';

const SEED = JSON.parse(readFileSync(new URL('../seed/local-kv.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const PARKED = 'leads_parked_by_stress';
const PARKED_CONTACTS = 'contact_requests_parked_by_stress';

export interface KvFault {
  name: string;
  what: string;
  apply(kv: ConfigStore): Promise<void>;
  /** Whether pages must show the maintenance layer while it is applied (the positive control). */
  layerExpected: boolean;
  /** What /addressMap and /faq must list while it is applied: the stored (fake's) lists, or the content files'. */
  appLists: 'stored' | 'content';
}

/** The KV keys of the app service's lists (worker/app-lists/stored.ts). */
export const APP_LIST_KEYS = ['app_branches:zh-HK', 'app_branches:en-US', 'app_faqs:zh-HK', 'app_faqs:en-US'];
const putAppLists = async (kv: ConfigStore, value: (key: string) => string) => {
  for (const key of APP_LIST_KEYS) await kv.put(key, value(key));
};

const hkNow = (offsetMinutes: number) => new Date(Date.now() + offsetMinutes * 60_000).toISOString();

export const KV_FAULTS: KvFault[] = [
  {
    name: 'control: maintenance on',
    what: 'a valid maintenance window around now: pages must show the maintenance layer (proves the injected values reach the worker)',
    layerExpected: true,
    appLists: 'stored',
    apply: async (kv) => {
      await kv.put('maintenance', JSON.stringify({ enabled: false, start: hkNow(-60), end: hkNow(60) }));
      // Valid lists as the cron would store them: the pages must show them.
      await putAppLists(kv, (key) => {
        const lang = key.split(':')[1]!;
        return JSON.stringify(key.startsWith('app_branches') ? fakeBranchList(lang) : fakeFaqList(lang));
      });
    },
  },
  {
    name: 'KV corrupt: broken JSON',
    what: '`maintenance`, `banners` and the app lists cut off mid-value (`{"enabled": tru`)',
    layerExpected: false,
    appLists: 'content',
    apply: async (kv) => {
      await kv.put('maintenance', '{"enabled": tru');
      await kv.put('banners', '[{"id": 1, "banner_type": "crazy_');
      await putAppLists(kv, (key) => (key.startsWith('app_branches') ? '{"branches": [{"id": "central", "reg' : '{"faqs": [{"category": "comp'));
    },
  },
  {
    name: 'KV corrupt: wrong shape',
    what: 'valid JSON of the wrong shape (`enabled` a string, `start` a number, an end before the start; banners an object; a branch in an unknown region with a time like `9am`, an empty FAQ)',
    layerExpected: false,
    appLists: 'content',
    apply: async (kv) => {
      await kv.put('maintenance', JSON.stringify({ enabled: 'yes', start: 42, end: '2020-01-01T00:00:00Z', extra: { deep: [1, 2] } }));
      await kv.put('banners', JSON.stringify({ banners: 'none', success: 'maybe' }));
      await putAppLists(kv, (key) =>
        JSON.stringify(
          key.startsWith('app_branches')
            ? { branches: [{ ...fakeBranchList('en-US').branches[0], region: 'mars', hours: { weekday: { opens: '9am', closes: '7pm' } } }] }
            : { faqs: [] },
        ),
      );
    },
  },
  {
    name: 'KV corrupt: binary and oversized',
    what: 'bytes that are not UTF-8 text in `maintenance` and the branch lists, 512 KB of nested arrays in `banners` and the FAQ lists',
    layerExpected: false,
    appLists: 'content',
    apply: async (kv) => {
      await kv.put('maintenance', '\u0000\u00ff\ud800\u0001{');
      await kv.put('banners', '['.repeat(4096) + ']'.repeat(4096) + ' '.repeat(512 * 1024));
      await putAppLists(kv, (key) =>
        key.startsWith('app_branches') ? '\u0000\u00ff\ud800\u0001{' : '['.repeat(4096) + ']'.repeat(4096) + ' '.repeat(512 * 1024),
      );
    },
  },
  {
    name: 'KV missing',
    what: '`maintenance`, `banners` and the app lists deleted',
    layerExpected: false,
    appLists: 'content',
    apply: async (kv) => {
      await kv.delete('maintenance');
      await kv.delete('banners');
      for (const key of APP_LIST_KEYS) await kv.delete(key);
    },
  },
];

export interface LocalState {
  kv: ConfigStore;
  db: LeadDb;
  /** Puts the seeded KV values back (no stored app lists, as seeded). */
  restoreKv(): Promise<void>;
  /** Makes every lead and contact-request write fail: their tables are renamed away. */
  breakWrites(): Promise<void>;
  restoreWrites(): Promise<void>;
  close(): Promise<void>;
}

export async function openLocalState(persistTo: string): Promise<LocalState> {
  const kv = await openStore({ remote: false, persistTo });
  const db = await openLeadDb({ remote: false, persistTo });
  let broken = false;
  const state: LocalState = {
    kv,
    db,
    restoreKv: async () => {
      for (const [key, value] of Object.entries(SEED)) await kv.put(key, JSON.stringify(value));
      for (const key of APP_LIST_KEYS) if (!(key in SEED)) await kv.delete(key);
    },
    breakWrites: async () => {
      await db.run(`ALTER TABLE leads RENAME TO ${PARKED}`);
      await db.run(`ALTER TABLE contact_requests RENAME TO ${PARKED_CONTACTS}`);
      broken = true;
    },
    restoreWrites: async () => {
      if (!broken) return;
      await db.run(`ALTER TABLE ${PARKED} RENAME TO leads`);
      await db.run(`ALTER TABLE ${PARKED_CONTACTS} RENAME TO contact_requests`);
      broken = false;
    },
    close: async () => {
      await state.restoreWrites().catch(() => {});
      await kv.close();
      await db.close();
    },
  };
  return state;
}
