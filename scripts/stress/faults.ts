/**
 * Faults injected into the running worker's own local state (the directory `wrangler dev
 * --persist-to` uses), from outside the worker: nothing in the worker knows it is being tested.
 * - KV: the `maintenance` (and `banners`) values corrupted, of the wrong shape, binary, or deleted.
 * - D1: the `leads` table renamed away, so every lead write fails as a lost table would, then
 *   renamed back (what `wrangler d1 execute --local` would do, in-process and faster).
 */
import { readFileSync } from 'node:fs';
import { openLeadDb, type LeadDb } from '../ops/lead-db';
import { openStore, type ConfigStore } from '../ops/kv';

const SEED = JSON.parse(readFileSync(new URL('../seed/local-kv.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const PARKED = 'leads_parked_by_stress';

export interface KvFault {
  name: string;
  what: string;
  apply(kv: ConfigStore): Promise<void>;
  /** Whether pages must show the maintenance layer while it is applied (the positive control). */
  layerExpected: boolean;
}

const hkNow = (offsetMinutes: number) => new Date(Date.now() + offsetMinutes * 60_000).toISOString();

export const KV_FAULTS: KvFault[] = [
  {
    name: 'control: maintenance on',
    what: 'a valid maintenance window around now: pages must show the maintenance layer (proves the injected values reach the worker)',
    layerExpected: true,
    apply: (kv) => kv.put('maintenance', JSON.stringify({ enabled: false, start: hkNow(-60), end: hkNow(60) })),
  },
  {
    name: 'KV corrupt: broken JSON',
    what: '`maintenance` and `banners` cut off mid-value (`{"enabled": tru`)',
    layerExpected: false,
    apply: async (kv) => {
      await kv.put('maintenance', '{"enabled": tru');
      await kv.put('banners', '[{"id": 1, "banner_type": "crazy_');
    },
  },
  {
    name: 'KV corrupt: wrong shape',
    what: 'valid JSON of the wrong shape (`enabled` a string, `start` a number, an end before the start; banners an object)',
    layerExpected: false,
    apply: async (kv) => {
      await kv.put('maintenance', JSON.stringify({ enabled: 'yes', start: 42, end: '2020-01-01T00:00:00Z', extra: { deep: [1, 2] } }));
      await kv.put('banners', JSON.stringify({ banners: 'none', success: 'maybe' }));
    },
  },
  {
    name: 'KV corrupt: binary and oversized',
    what: 'bytes that are not UTF-8 text in `maintenance`, 512 KB of nested arrays in `banners`',
    layerExpected: false,
    apply: async (kv) => {
      await kv.put('maintenance', '\u0000\u00ff\ud800\u0001{');
      await kv.put('banners', '['.repeat(4096) + ']'.repeat(4096) + ' '.repeat(512 * 1024));
    },
  },
  {
    name: 'KV missing',
    what: '`maintenance` and `banners` deleted',
    layerExpected: false,
    apply: async (kv) => {
      await kv.delete('maintenance');
      await kv.delete('banners');
    },
  },
];

export interface LocalState {
  kv: ConfigStore;
  db: LeadDb;
  /** Puts the seeded KV values back. */
  restoreKv(): Promise<void>;
  /** Makes every lead write fail: the leads table is renamed away. */
  breakLeadWrites(): Promise<void>;
  restoreLeadWrites(): Promise<void>;
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
    },
    breakLeadWrites: async () => {
      await db.run(`ALTER TABLE leads RENAME TO ${PARKED}`);
      broken = true;
    },
    restoreLeadWrites: async () => {
      if (!broken) return;
      await db.run(`ALTER TABLE ${PARKED} RENAME TO leads`);
      broken = false;
    },
    close: async () => {
      await state.restoreLeadWrites().catch(() => {});
      await kv.close();
      await db.close();
    },
  };
  return state;
}
