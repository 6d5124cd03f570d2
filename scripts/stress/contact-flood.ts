/**
 * A junk-callback flood in the reliability run: 200 callback requests from one client address,
 * then one real request from another. The address's daily cap stores at most 5 of the junk, the
 * real request is on the queue's first page of new requests (the console, as an officer reads it),
 * and customer service's notices stay at most one in 5 minutes (worker/contact-notice.ts).
 *   tsx scripts/stress/contact-flood.ts   (this phase alone, on a fresh state; `npm run stress` runs it too)
 */
import { pathToFileURL } from 'node:url';
import { CONTACT_REQUESTS_PER_ADDRESS } from '../../worker/api/contact-address-cap';
import { NOTICE_GAP_MS } from '../../worker/contact-notice';
import { ensureBuilt, seedState } from '../bench/build';
import { serve } from '../bench/site';
import { postJson } from '../load/lead-client';
import { CONTACT_ENDPOINT } from '../../src/shared/leads/endpoints';
import type { ContactRequest } from '../../src/shared/leads/schema';
import type { LeadDb } from '../ops/lead-db';
import { acknowledgedId } from './contact-requests';
import { openLocalState } from './faults';

/** The flood's numbers start with 7: the load's contact requests use 4, so neither is counted as the other's. */
export const FLOOD_MOBILE_PREFIX = '7';
const JUNK_ADDRESS = '192.0.2.200';
const REAL_ADDRESS = '192.0.2.201';
const JUNK = 200;

export interface FloodVerdict {
  /** The junk's answers by status. */
  statuses: Record<string, number>;
  junkStored: number;
  realOnFirstPage: boolean;
  /** The times customer-service notices went out during the phase, and whether any two were under 5 minutes apart. */
  notices: string[];
  noticesTooClose: boolean;
  ok: boolean;
  detail: string;
}

interface FloodDeps {
  /** How many flood requests D1 holds. */
  storedJunk: () => Promise<number>;
  /** When the last customer-service notice went out (contact_notice.sent_at). */
  lastNotice: () => Promise<string | null>;
}

/** What the phase reads of the worker's local D1. */
export const floodDeps = (db: LeadDb): FloodDeps => ({
  storedJunk: async () => (await db.all<{ n: number }>('SELECT COUNT(*) AS n FROM contact_requests WHERE mobile LIKE ?', [`${FLOOD_MOBILE_PREFIX}%`]))[0]!.n,
  lastNotice: async () => (await db.all<{ sent_at: string }>('SELECT sent_at FROM contact_notice WHERE id = 1'))[0]?.sent_at ?? null,
});

/** Customer service's notices on (Miniflare writes each to a file): the phase watches them go out. */
export const NOTICE_VARS = { CS_NOTIFY_TO: 'cs@stress.example', NOTIFY_FROM: 'notices@stress.example' };

export async function runContactFlood(base: string, deps: FloodDeps): Promise<FloodVerdict> {
  const notices = new Set<string>();
  const before = await deps.lastNotice();
  let watching = true;
  const watch = (async () => {
    while (watching) {
      const at = await deps.lastNotice();
      if (at && at !== before) notices.add(at);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const statuses: Record<string, number> = {};
  for (let n = 0; n < JUNK; n++) {
    const mobile = `${FLOOD_MOBILE_PREFIX}${String(n).padStart(7, '0')}`;
    const junk: ContactRequest = { kind: 'callback', mobile, time_slot: '9-12', referrer: '/contactus' };
    const res = await postJson(`${base}${CONTACT_ENDPOINT}`, junk, JUNK_ADDRESS);
    const key = res.status === 429 ? `429 ${res.body.includes('daily_limit') ? 'daily_limit' : 'too_many_requests'}` : String(res.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  const request: ContactRequest = { kind: 'callback', mobile: `${FLOOD_MOBILE_PREFIX}9999999`, time_slot: '15-18', referrer: '/contactus' };
  const real = await postJson(`${base}${CONTACT_ENDPOINT}`, request, REAL_ADDRESS);
  const id = acknowledgedId(real);
  // The console's queue of new requests, first page, as the local development sign-in's officer sees it.
  const page = await fetch(`${base}/admin/contacts?state=new`, { headers: { Cookie: 'admin_dev_role=cs' } });
  const html = await page.text();
  const realOnFirstPage = id !== null && page.status === 200 && html.includes(`data-contact="${id}"`);
  // Time for the notice the requests' answers started (waitUntil) to be recorded.
  await new Promise((r) => setTimeout(r, 2000));
  watching = false;
  await watch;
  const junkStored = (await deps.storedJunk()) - (id ? 1 : 0);
  const times = [...notices].sort();
  const noticesTooClose = times.some((t, i) => i > 0 && Date.parse(t) - Date.parse(times[i - 1]!) < NOTICE_GAP_MS);
  const ok = junkStored <= CONTACT_REQUESTS_PER_ADDRESS && realOnFirstPage && !noticesTooClose && (statuses['500'] ?? 0) === 0;
  return {
    statuses,
    junkStored,
    realOnFirstPage,
    notices: times,
    noticesTooClose,
    ok,
    detail:
      `${JUNK} junk callbacks from one address answered ${JSON.stringify(statuses)}; ${junkStored} stored (cap ${CONTACT_REQUESTS_PER_ADDRESS}); ` +
      `the real request from another address answered ${real.status}, ${realOnFirstPage ? 'on' : 'NOT on'} the first page of /admin/contacts?state=new; ` +
      `${times.length} customer-service notice(s) during the flood${noticesTooClose ? ', two under 5 minutes apart' : ''}`,
  };
}

/** The phase alone: the built worker on a freshly seeded state of its own. */
async function runAlone() {
  const state = '.wrangler/stress-flood-state';
  ensureBuilt('auto');
  seedState(state);
  const site = await serve({ label: 'worker', persistTo: state, vars: NOTICE_VARS, noInspector: true });
  const local = await openLocalState(state);
  try {
    const verdict = await runContactFlood(site.origin, floodDeps(local.db));
    console.log(`${verdict.ok ? 'PASS' : 'FAIL'}  contact flood: ${verdict.detail}`);
    process.exitCode = verdict.ok ? 0 : 1;
  } finally {
    await local.close();
    await site.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runAlone();
