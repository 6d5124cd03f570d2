/**
 * Marketing's example campaign (scripts/seed/sample-banners.json: an A/B popup test and a floating
 * banner) stored in a running worker's local KV, for the load test of `/api/banners`: with the
 * seeded empty list the API would be measured without the variant assignment it does for visitors.
 * The Lighthouse runs keep the empty list (the popup would cover the pages they measure).
 */
import { readFileSync } from 'node:fs';
import { openStore } from '../ops/kv';
import { get } from './site';

export const BANNERS_API_PATH = '/api/banners?source=mobile_web';

export async function storeSampleBanners(persistTo: string, origin: string): Promise<void> {
  const sample = readFileSync('scripts/seed/sample-banners.json', 'utf8');
  const campaigns = new Set((JSON.parse(sample) as { campaign: string }[]).map((b) => b.campaign));
  const store = await openStore({ remote: false, persistTo });
  try {
    await store.put('banners', sample);
  } finally {
    await store.close();
  }
  // The worker may keep the value it read for a while (edge cache TTL 30 s): wait until it serves it.
  const until = Date.now() + 45_000;
  for (;;) {
    const served = JSON.parse((await get(origin + BANNERS_API_PATH)).body.toString('utf8')) as { banners?: { campaign: string }[] };
    if (served.banners?.some((b) => campaigns.has(b.campaign))) return;
    if (Date.now() > until) throw new Error(`${BANNERS_API_PATH} still serves no sample banner 45 s after it was stored`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
