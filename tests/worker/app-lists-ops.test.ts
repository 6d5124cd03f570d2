import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appListsCommand } from '../../scripts/ops/app-lists';
import { openStore, type ConfigStore } from '../../scripts/ops/kv';
import { UsageError } from '../../scripts/ops/maintenance';
import { startWorker } from './harness';

/** `npm run ops -- app-lists show | clear` on a local store, read back by the built worker. */
let state: string;
beforeAll(() => {
  state = mkdtempSync(join(tmpdir(), 'ops-app-lists-'));
});
afterAll(() => rmSync(state, { recursive: true, force: true }));

async function withStore<T>(fn: (store: ConfigStore) => Promise<T>): Promise<T> {
  const store = await openStore({ remote: false, persistTo: state });
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

async function branchCards(path: string): Promise<number> {
  const worker = await startWorker({ persistTo: state });
  try {
    const html = await (await worker.get(path)).text();
    return html.match(/<article[^>]*data-branch="/g)?.length ?? 0;
  } finally {
    await worker.dispose();
  }
}

const branch = {
  id: 'central',
  region: 'hongKong',
  name: 'Central head office',
  address: '8 Test Road, Central',
  hotline: '2100 9999',
  hours: { weekday: { opens: '10:00', closes: '18:30' }, saturday: null, sundaysAndHolidays: null },
  vtm: false,
  suspended: true,
};

describe('npm run ops -- app-lists', () => {
  it('shows what each page shows, and clear brings back the content files', async () => {
    await withStore(async (store) => {
      await store.put('app_branches:en-US', JSON.stringify({ branches: [branch] }));
      await store.put('app_faqs:zh-HK', JSON.stringify({ faqs: [{ category: 'others', question: 'Q', answer: ['A'] }] }));
      expect((await appListsCommand(store, 'show')).split('\n')).toEqual([
        'app_branches:zh-HK: none stored (the page shows the content files)',
        'app_faqs:zh-HK: INVALID (the page shows the content files): faqs.0.category: Invalid option: expected one of "company"|"account"|"product"|"repayment"|"security"',
        'app_branches:en-US: 1 branch(es): central (suspended)',
        'app_faqs:en-US: none stored (the page shows the content files)',
      ]);
    });
    expect(await branchCards('/en/addressMap')).toBe(1);

    await withStore(async (store) => {
      expect(await appListsCommand(store, 'clear')).toContain('Cleared app_branches:zh-HK');
      expect(await store.get('app_branches:en-US')).toBeNull();
      await expect(appListsCommand(store, 'refresh')).rejects.toThrow(UsageError);
    });
    expect(await branchCards('/en/addressMap')).toBe(10);
  });
});
