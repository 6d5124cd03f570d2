/**
 * `npm run stress`: reliability of the production build in workerd (wrangler dev), with loopback
 * fakes for the upstream APIs: load, forged A/B events under load, faults under load, the outbox
 * after the upstream recovers, a fuzzer. Writes reports/reliability.md (docs/reliability.md says what
 * each phase checks); exits non-zero when any check fails.
 *   tsx scripts/stress/index.ts [--build auto|force|skip] [--seconds 60] [--clients 50]
 *     [--fault-clients 25] [--fault-seconds 8] [--forge-seconds 30] [--fuzz 10000] [--no-write]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { readAbResults } from '../../src/server/ab/read-results';
import { ensureBuilt, seedState } from '../bench/build';
import { get, serve, type Site } from '../bench/site';
import { writeReport } from '../reports';
import {
  APP_FAULT_MODES,
  CREATE_CALLS,
  FAKE_APP_SERVICE_TOKEN,
  FAKE_LIST_ID_PREFIX,
  fakeAppService,
  type AppServiceMode,
  type FakeAppService,
} from './app-service';
import { APP_PAGES, AppVisitors, endpointStats, notOwnersRead } from './app-traffic';
import { APP_LIST_KEYS, KV_FAULTS, openLocalState, type LocalState } from './faults';
import { AB_VISITORS_PER_ADDRESS } from '../../worker/api/ab-address-cap';
import { abExperiment, runForgedEvents } from './forged-events';
import { runFuzz, type FuzzReport } from './fuzz';
import { retainedHeapMiB } from './heap';
import { heapVerdict, memoryVerdict, sampleMemory } from './memory';
import { reliabilityPage, type AppFaultResult, type Check, type FaultResult, type StressResult } from './report';
import { isDevProxyDrop, isRetryableWrite, percentile, summarize, Traffic, type Outcome } from './traffic';
import { queueVerdict } from './contact-requests';
import { FLOOD_MOBILE_PREFIX, floodDeps, NOTICE_VARS, runContactFlood } from './contact-flood';
import { FAKE_BANNER_CAMPAIGN, fakeBannerApi, fakeLeadApi, SLOW_MS, type FakeUpstream, type LeadUpstream, type UpstreamMode } from './upstream';

const { values } = parseArgs({
  options: {
    build: { type: 'string', default: 'auto' },
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '50' },
    'fault-clients': { type: 'string', default: '25' },
    'fault-seconds': { type: 'string', default: '8' },
    'forge-seconds': { type: 'string', default: '30' },
    fuzz: { type: 'string', default: '10000' },
    'no-write': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
const FAULT_CLIENTS = Number(values['fault-clients']);
const FAULT_SECONDS = Number(values['fault-seconds']);
const FORGE_SECONDS = Number(values['forge-seconds']);
const FUZZ = Number(values.fuzz);
/** TRACK_LIMITER's budget in local runs (wrangler.jsonc's top level): events a client may send in one wall-clock minute. */
const TRACK_LIMIT = 1200;
/** The phase name of the visitors' load while the forged A/B events flood /api/track. */
const FORGED_PHASE = 'forged A/B events';
const STATE = '.wrangler/stress-state';
/** Traffic before the load phase, so that the leak check compares warm heaps. */
const WARM_UP_SECONDS = 15;
/** The worker's upstream timeout in this run ("slow" upstreams answer after SLOW_MS, well past it). */
const UPSTREAM_TIMEOUT_MS = 2500;
/** The worker's app-service timeout in this run: a read is tried twice, so a "slow" service (SLOW_MS) outlasts both tries. */
const APP_SERVICE_TIMEOUT_MS = 2500;
/** What a visitor may wait past the worker's own timeouts on this (shared, loaded) machine before it counts as a hang. */
const HANG_MARGIN_MS = 4000;
/** The member site an application continues on (MEMBER_SITE_URL in this run). */
const MEMBER_SITE_URL = 'https://member.example.com/login';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const started = new Date();
const loadBefore = loadavg()[0]!;
/** Requests the dev server's proxy dropped (not the worker's answers), when there were any. */
const proxyDropsOf = (summary: ReturnType<typeof summarize>) =>
  summary.devProxyDrops ? `; ${summary.devProxyDrops} answered 503 by wrangler dev's proxy, not the worker (cloudflare/workers-sdk#14641)` : '';
/** Where a phase's unexpected 5xx came from, first four distinct (status, kind, path). */
const where5xxOf = (summary: ReturnType<typeof summarize>) =>
  [...new Set(summary.unexpected5xx.map((o) => `${o.status} ${o.kind} ${o.path}`))].slice(0, 4).join(', ');

/** The pages that show the app service's branch and FAQ lists (Simplified Chinese keeps the content files). */
const LIST_PAGES = ['/addressMap', '/en/addressMap', '/faq', '/en/faq'];
/** The branch and FAQ anchors a page lists (`id="branch-central"`, `id="faq-company-who"`), in order: which list it shows. */
const listIdsOf = (html: string) => [...html.matchAll(/id="((?:branch|faq)-[a-z0-9-]+)"/g)].map((m) => m[1]).join(' ');

const checks: Check[] = [];
const check = (name: string, ok: boolean, detail: string) => {
  checks.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
};

let site: Site | null = null;
let local: LocalState | null = null;
let leadApi: LeadUpstream | null = null;
let bannerApi: FakeUpstream | null = null;
let appService: FakeAppService | null = null;
let failure: Error | null = null;
const result: Partial<StressResult> = { faults: [] };
/** The customer-service queue: every stored contact and callback request (the console lists them all), the flood phase's apart. */
const queueRows = () =>
  local!.db.all<{ id: string; mobile: string }>('SELECT id, mobile FROM contact_requests WHERE mobile NOT LIKE ?', [`${FLOOD_MOBILE_PREFIX}%`]);

try {
  ensureBuilt(values.build as 'auto' | 'force' | 'skip');
  seedState(STATE);
  leadApi = await fakeLeadApi();
  bannerApi = await fakeBannerApi();
  appService = await fakeAppService();
  site = await serve({
    label: 'worker',
    persistTo: STATE,
    vars: {
      LEAD_API_URL: leadApi.origin,
      LEAD_API_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
      BANNER_API_URL: bannerApi.origin,
      // The "slow" fault answers after SLOW_MS: past both timeouts (the banner default is 8 s).
      BANNER_API_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
      APP_SERVICE_URL: appService.origin,
      APP_SERVICE_TOKEN: FAKE_APP_SERVICE_TOKEN,
      APP_SERVICE_TIMEOUT_MS: String(APP_SERVICE_TIMEOUT_MS),
      MEMBER_SITE_URL,
      ...NOTICE_VARS,
      // Each fault's probes must see the KV value it wrote from the first probe on (a value reused
      // for a few seconds, as deployed, would be charged to the next fault).
      CONFIG_REUSE_MS: '0',
    },
    testScheduled: true,
    noInspector: true,
    heapInspector: true,
  });
  const base = site.origin;
  local = await openLocalState(STATE);

  // The banners API is built on another branch: measured when the route exists.
  const probe = await get(`${base}/api/banners?source=mobile_web`);
  const bannersPresent = probe.status !== 404;
  const apiPath = bannersPresent ? '/api/banners?source=mobile_web' : '/data/cat.json';
  result.banners = bannersPresent ? `present (GET /api/banners answered ${probe.status})` : 'not present (GET /api/banners answered 404)';
  result.apiPath = apiPath;
  console.log(`banners API: ${result.banners}; dynamic API in the mix: ${apiPath}`);

  // The branch and FAQ pages as built (nothing stored yet): what they must list whenever the stored lists are unusable.
  const contentLists = new Map<string, string>();
  for (const path of LIST_PAGES) contentLists.set(path, listIdsOf((await get(`${base}${path}`)).body.toString('utf8')));

  const memory = sampleMemory(site.pid);
  const app = new AppVisitors(base, new URL(MEMBER_SITE_URL).origin);
  const traffic = new Traffic({ base, apiPath, app });
  /**
   * Every create the site acknowledged (201, or 200 for an application's change) reached the app
   * service exactly once and carried back the reference the service gave; no create was received
   * twice, whatever the site answered.
   */
  const createsVerdict = () => {
    const service = appService!;
    const acked = app.creates.filter((c) => c.status === 201 || c.status === 200);
    let missing = 0;
    let twice = 0;
    let otherRef = 0;
    for (const c of acked) {
      const got = service.creates[c.call].get(c.key);
      if (!got) missing += 1;
      else {
        if (got.times !== 1) twice += 1;
        if (got.ref !== c.ref) otherRef += 1;
      }
    }
    const receivedTwice = CREATE_CALLS.reduce((n, call) => n + [...service.creates[call].values()].filter((e) => e.times > 1).length, 0);
    const received = CREATE_CALLS.reduce((n, call) => n + service.creates[call].size, 0);
    const perCall = CREATE_CALLS.map((call) => `${call} ${acked.filter((c) => c.call === call).length}/${service.creates[call].size}`).join(', ');
    return {
      ok: acked.length > 0 && missing === 0 && twice === 0 && otherRef === 0 && receivedTwice === 0,
      acked: acked.length,
      sent: app.creates.length,
      received,
      receivedTwice,
      detail:
        `${app.creates.length} creates sent by the visitors, ${acked.length} acknowledged, ${received} distinct ones received by the service ` +
        `(acknowledged/received: ${perCall}); of the acknowledged, ${missing} not received, ${twice} received more than once, ${otherRef} with another reference than the service gave; ` +
        `${receivedTwice} creates received twice in all`,
    };
  };

  // Warm-up, the same mix at full load: every kind of request has loaded its modules and been
  // compiled (measured: ~6 MiB of code and strings, once) before the heap is measured against the
  // load. A fresh isolate is also what a visitor meets after every deploy or eviction: its 5xx
  // count too (a framework cache shared across requests once failed 1 in ~2,000 requests here).
  traffic.phase = 'warm-up';
  memory.setPhase('warm-up');
  traffic.start(CLIENTS);
  await sleep(WARM_UP_SECONDS * 1000);
  await traffic.stop();
  const warmUp = summarize(traffic.outcomes, 'warm-up');
  const warmUp5xx = where5xxOf(warmUp);
  check(
    'fresh worker: zero 5xx',
    warmUp.fivexx === 0 && warmUp.failedConnections === 0,
    `${warmUp.requests} requests from ${CLIENTS} clients in the first ${WARM_UP_SECONDS} s of a new worker, ${warmUp.fivexx} 5xx${warmUp5xx ? ` (${warmUp5xx})` : ''}, ${warmUp.failedConnections} failed connections${proxyDropsOf(warmUp)}`,
  );
  await sleep(3000);
  const heapBefore = await retainedHeapMiB(site.heapInspector!);

  // 1. Load.
  console.log(`\nload: ${CLIENTS} clients for ${SECONDS} s`);
  traffic.phase = 'load';
  memory.setPhase('load');
  traffic.start(CLIENTS);
  await sleep(SECONDS * 1000);
  await traffic.stop();
  const kept = await traffic.drainRetries(30);
  const load = summarize(traffic.outcomes, 'load');
  const leadsAfterLoad = [...traffic.leads.values()];
  const rowsAfterLoad = (await local.db.all<{ n: number }>('SELECT COUNT(*) AS n FROM leads'))[0]!.n;
  const ack201 = leadsAfterLoad.filter((l) => l.acknowledged === 201).length;
  const ack200 = leadsAfterLoad.filter((l) => l.acknowledged === 200).length;
  result.load = { summary: load, seconds: SECONDS, clients: CLIENTS, rows: rowsAfterLoad, created: ack201, duplicates: ack200, unacknowledged: kept };
  result.memory = memoryVerdict(memory.samples, 'load');
  // Lead forwarding runs after the answers (waitUntil): let it finish before measuring.
  await sleep(3000);
  result.heap = heapVerdict(heapBefore, await retainedHeapMiB(site.heapInspector!));
  console.log(`load: ${load.requests} requests, ${load.fivexx} 5xx, ${ack201} leads answered 201, ${rowsAfterLoad} rows stored`);
  const where5xx = where5xxOf(load);
  check(
    'load: zero 5xx',
    load.fivexx === 0 && load.failedConnections === 0,
    `${load.requests} requests, ${load.fivexx} 5xx (${load.retryable503} of them lead writes answered 503 + Retry-After${where5xx ? `; others: ${where5xx}` : ''}), ${load.failedConnections} failed connections${proxyDropsOf(load)}`,
  );
  check(
    'load: stored rows == leads answered 201',
    rowsAfterLoad === ack201 + ack200 && ack200 === 0 && kept === 0,
    `${rowsAfterLoad} rows, ${ack201} answered 201, ${ack200} answered 200 (duplicate), ${kept} never acknowledged`,
  );
  {
    const verdict = queueVerdict([...traffic.contacts.values()], await queueRows());
    check('load: every contact and callback request answered 201 is in the customer-service queue once', verdict.ok, verdict.detail);
  }
  const mem = result.memory;
  const heap = result.heap;
  check(
    'load: memory steady (no leak)',
    heap.ok,
    `worker heap after a full GC ${heap.beforeMiB.toFixed(1)} MiB before the load, ${heap.afterMiB.toFixed(1)} MiB after it; workerd RSS ${mem.earlyMiB.toFixed(0)} MiB in the second quarter, ${mem.lateMiB.toFixed(0)} MiB in the last (${(mem.growth * 100).toFixed(0)}%), max ${mem.maxMiB.toFixed(0)} MiB (reported, not checked)`,
  );

  const loadApp = traffic.outcomes.filter((o) => o.phase === 'load' && o.kind === 'app');
  const loadAppOk = loadApp.filter((o) => o.status === 200 || o.status === 201).length;
  result.appLoad = endpointStats(loadApp);
  check(
    'load: app-service endpoints answered',
    loadApp.length > 0 && loadAppOk === loadApp.length,
    `${loadApp.length} requests to the app-service endpoints, ${loadAppOk} answered 200/201; ` +
      result.appLoad.map((e) => `${e.endpoint} ${e.n} ${JSON.stringify(e.statuses)} p95 ${e.p95.toFixed(0)} ms`).join('; '),
  );
  {
    const verdict = createsVerdict();
    check(
      'load: every create acknowledged was received by the app service exactly once',
      verdict.ok && app.answerProblems.length === 0 && appService.malformed.n === 0,
      `${verdict.detail}; ${app.answerProblems.length} answers saying something they must not${app.answerProblems.length ? ` (${app.answerProblems.slice(0, 3).join('; ')})` : ''}; ${appService.malformed.n} requests to the service off its protocol${appService.malformed.n ? ` (${appService.malformed.examples.join('; ')})` : ''}`,
    );
  }

  // 2. Forged A/B events under load: the stress run's A/B test live (the sample campaign), the
  // visitors' load at full strength, an attacker flooding /api/track and honest visitors taking part
  // in the test; the results the ops report and the console read must be the honest visitors' alone.
  console.log(`\nforged A/B events: ${CLIENTS} clients and the flood for ${FORGE_SECONDS} s`);
  {
    const sampleBanners = readFileSync('scripts/seed/sample-banners.json', 'utf8');
    const experiment = abExperiment(JSON.parse(sampleBanners));
    await local.kv.put('banners', sampleBanners);
    traffic.phase = FORGED_PHASE;
    memory.setPhase(FORGED_PHASE);
    traffic.start(CLIENTS);
    const { report, countedByRun } = await runForgedEvents(base, experiment, { seconds: FORGE_SECONDS });
    await traffic.stop();
    const meanwhile = summarize(traffic.outcomes, FORGED_PHASE);

    const ab = await readAbResults(local.db);
    const reported = ab.find((e) => e.campaign === experiment.campaign && e.bannerType === experiment.bannerType);
    const rows = await local.db.all<{ event: string; variant: string; anonymous_id: string; campaign: string; banner_type: string }>(
      'SELECT event, variant, anonymous_id, campaign, banner_type FROM ab_events',
    );
    const rowKeys = new Set(rows.map((r) => `${r.event} ${r.variant} ${r.anonymous_id}`));
    // The collected-ids attack's visitors: the cap lets a few count (worker/api/ab-address-cap.ts).
    const collectorIds = new Set(report.collector.visitors);
    const collectorRows = rows.filter((r) => collectorIds.has(r.anonymous_id));
    const collectorCounted = collectorRows.filter((r) => r.event === 'banner_impression').length;
    const notHonest = rows.filter(
      (r) =>
        !collectorIds.has(r.anonymous_id) &&
        (r.campaign !== experiment.campaign || r.banner_type !== experiment.bannerType || !countedByRun.has(`${r.event} ${r.variant} ${r.anonymous_id}`)),
    ).length;
    const honestMissing = [...countedByRun].filter((k) => !rowKeys.has(k)).length;
    const logged = (await local.db.all<{ n: number }>("SELECT COUNT(*) AS n FROM analytics_events WHERE event IN ('banner_impression', 'banner_click')"))[0]!.n;
    const h = report.honest;
    const names = [...new Set([...report.experiment.variants, ...(reported?.variants ?? []).map((v) => v.variant)])];
    const perVariant = names.map((variant) => {
      const got = reported?.variants.find((v) => v.variant === variant);
      const collected = (event: string) => collectorRows.filter((r) => r.variant === variant && r.event === event).length;
      return {
        variant,
        honestImpressions: h.impressions[variant] ?? 0,
        honestClicks: h.clicks[variant] ?? 0,
        collectorImpressions: collected('banner_impression'),
        collectorClicks: collected('banner_click'),
        // The run's events are today's: kept apart from the test's finished days, counted all the same.
        impressions: (got?.impressions ?? 0) + (got?.todayImpressions ?? 0),
        clicks: (got?.clicks ?? 0) + (got?.todayClicks ?? 0),
      };
    });
    const honestTotal = perVariant.reduce((n, v) => n + v.honestImpressions + v.honestClicks, 0);
    const equal = perVariant.every((v) => v.impressions === v.honestImpressions + v.collectorImpressions && v.clicks === v.honestClicks + v.collectorClicks);
    const familiesSent = report.families.map((f) => ({
      family: f.family,
      n: Object.values(f.many).reduce((a, b) => a + b, 0) + Object.values(f.one).reduce((a, b) => a + b, 0),
    }));
    result.forged = {
      report,
      seconds: FORGE_SECONDS,
      clients: CLIENTS,
      perVariant,
      experiments: ab.length,
      srmMismatch: reported?.srm?.mismatch ?? null,
      notHonestRows: notHonest,
      collectorCounted,
      loggedBannerEvents: logged,
      meanwhile,
    };
    const show = (v: (typeof perVariant)[number]) =>
      `${v.variant} ${v.impressions}/${v.clicks} (honest ${v.honestImpressions}/${v.honestClicks}, collected ids ${v.collectorImpressions}/${v.collectorClicks})`;
    check(
      "forged A/B events: the results equal the honest visitors' events and the capped collected ids (the flood moved nothing)",
      equal &&
        ab.length === (honestTotal ? 1 : 0) &&
        notHonest === 0 &&
        honestMissing === 0 &&
        logged === countedByRun.size + collectorRows.length &&
        h.unsure === 0 &&
        report.captured &&
        Object.values(h.clicks).some((n) => n > 0) &&
        familiesSent.every((f) => f.n > 0),
      `${report.forgedSent} forged events sent (${familiesSent.map((f) => `${f.family} ${f.n}`).join(', ')}), ${h.visitors} honest visitors; ` +
        `readAbResults, impressions/clicks per variant: ${perVariant.map(show).join(', ')}; ${ab.length} experiment(s) reported; ` +
        `ab_events rows not of an honest visitor's event ${notHonest}, honest events missing ${honestMissing}; banner events in the event log ${logged} (honest counted ${countedByRun.size}); ` +
        `${h.unsure} honest events of unknown fate${report.captured ? '' : '; no honest click captured for the replays'}`,
    );
    check(
      'forged A/B events: zero 5xx from /api/track, none in the load meanwhile',
      report.fivexx.length === 0 && report.failedConnections === 0 && meanwhile.fivexx === 0 && meanwhile.failedConnections === 0,
      `${report.forgedSent + h.sent} track requests ${JSON.stringify({ ...report.forgedStatuses })} forged, ${JSON.stringify(h.statuses)} honest, ` +
        `${report.fivexx.length} 5xx${report.fivexx.length ? ` (${[...new Set(report.fivexx)].slice(0, 3).join('; ')})` : ''}, ${report.failedConnections} failed connections; ` +
        `the visitors' load meanwhile ${meanwhile.requests} requests, ${meanwhile.fivexx} 5xx${where5xxOf(meanwhile) ? ` (${where5xxOf(meanwhile)})` : ''}, ${meanwhile.failedConnections} failed connections${proxyDropsOf(meanwhile)}`,
    );
    check(
      `forged A/B events: ${report.collector.visitors.length} real ids collected by one address count for at most ${AB_VISITORS_PER_ADDRESS} visitors`,
      report.collector.visitors.length >= 150 && collectorCounted <= AB_VISITORS_PER_ADDRESS && !report.collector.statuses['429'],
      `${report.collector.ip}: ${report.collector.visitors.length} ids from /api/banners, ${report.collector.sent} events ${JSON.stringify(report.collector.statuses)}; ` +
        `counted ${collectorCounted} visitors (${collectorRows.length - collectorCounted} clicks)`,
    );
    const limited = report.oneIp.statuses['429'] ?? 0;
    check(
      'forged A/B events: the one-address flood is rate-limited (429 + Retry-After), no other client is',
      limited > 0 &&
        report.oneIp.without429RetryAfter === 0 &&
        (report.oneIp.statuses['204'] ?? 0) <= report.oneIp.windows * TRACK_LIMIT &&
        !report.manyIpStatuses['429'] &&
        !h.statuses['429'],
      `${report.oneIp.ip}: ${report.oneIp.sent} requests ${JSON.stringify(report.oneIp.statuses)} over ${report.oneIp.windows} wall-clock minute(s), ` +
        `at most ${TRACK_LIMIT} accepted in each (${report.oneIp.without429RetryAfter} 429 without Retry-After)` +
        `${limited ? '' : `; it never reached ${TRACK_LIMIT} in one minute (the loaded machine answered too few)`}; ` +
        `one address a request: ${JSON.stringify(report.manyIpStatuses)}; honest visitors ${JSON.stringify(h.statuses)}`,
    );
    // The seeded KV (no banners) for the faults, as before this phase.
    await local.restoreKv();
  }

  // 3. Faults under load.
  console.log(`\nfaults: ${FAULT_CLIENTS} clients, ${FAULT_SECONDS} s per fault`);
  memory.setPhase('faults');
  traffic.phase = 'settle';
  traffic.start(FAULT_CLIENTS);
  await sleep(2000);

  const phase = async (
    name: string,
    what: string,
    apply: () => Promise<void>,
    restore: () => Promise<void>,
    seconds = FAULT_SECONDS,
    /** More probing while the fault is applied, every second. */
    during?: () => Promise<void>,
  ) => {
    // A probe visitor on a page the edge reads KV for: status and whether the maintenance layer shows.
    const probes: { status: number; layer: boolean; t: number }[] = [];
    await apply();
    traffic.phase = name;
    const t0 = Date.now();
    let probing = true;
    const prober = (async () => {
      while (probing) {
        try {
          const res = await get(`${base}/faq`);
          probes.push({ status: res.status, layer: res.body.toString('utf8').includes('data-maintenance-layer'), t: Date.now() - t0 });
        } catch {
          probes.push({ status: -1, layer: false, t: Date.now() - t0 });
        }
        await sleep(400);
      }
    })();
    const extra = during
      ? (async () => {
          while (probing) {
            await during();
            await sleep(1000);
          }
        })()
      : null;
    await sleep(seconds * 1000);
    probing = false;
    await prober;
    await extra;
    traffic.phase = `after: ${name}`;
    await restore();
    await sleep(1500);
    const summary = summarize(traffic.outcomes, name);
    const fault: FaultResult = { name, what, summary, probes: probes.length, probeStatuses: {}, layerSeen: probes.filter((p) => p.layer).length };
    for (const p of probes) fault.probeStatuses[String(p.status)] = (fault.probeStatuses[String(p.status)] ?? 0) + 1;
    result.faults!.push(fault);
    return { fault, summary, probes };
  };

  /** The branch and FAQ pages: each 200 and listing the stored (fake's) lists, or the content files' as built. */
  const listPagesShow = async (expect: 'stored' | 'content') => {
    const seen: string[] = [];
    let ok = true;
    for (const path of LIST_PAGES) {
      const res = await get(`${base}${path}`);
      const ids = listIdsOf(res.body.toString('utf8'));
      const what = ids.includes(`-${FAKE_LIST_ID_PREFIX}`) ? 'stored' : ids === contentLists.get(path) ? 'content' : 'other';
      if (res.status !== 200 || what !== expect) ok = false;
      seen.push(`${path} ${res.status} ${what === 'stored' ? "the service's list" : what === 'content' ? "the content files' list" : 'another list'}`);
    }
    return { ok, seen };
  };
  /** Probes the list pages during a fault: how often, and the first that failed. */
  const listProber = (expect: 'stored' | 'content') => {
    const self = {
      probes: 0,
      failed: null as string[] | null,
      last: [] as string[],
      probe: async () => {
        const shown = await listPagesShow(expect);
        self.probes += 1;
        self.last = shown.seen;
        if (!shown.ok && !self.failed) self.failed = shown.seen;
      },
    };
    return self;
  };

  for (const kvFault of KV_FAULTS) {
    const lists = listProber(kvFault.appLists);
    const { fault, summary, probes } = await phase(
      kvFault.name,
      kvFault.what,
      () => kvFault.apply(local!.kv),
      () => local!.restoreKv(),
      FAULT_SECONDS,
      lists.probe,
    );
    const all200 = probes.every((p) => p.status === 200);
    const layerOk = kvFault.layerExpected ? fault.layerSeen > 0 : fault.layerSeen === 0;
    const listsOk = lists.probes > 0 && !lists.failed;
    check(
      kvFault.name,
      summary.fivexx === 0 && summary.failedConnections === 0 && all200 && layerOk && listsOk,
      `${summary.requests} requests, ${summary.fivexx} 5xx${proxyDropsOf(summary)}; probe page ${JSON.stringify(fault.probeStatuses)}, maintenance layer on ${fault.layerSeen}/${probes.length} probes (${kvFault.layerExpected ? 'expected' : 'must be 0'}); ` +
        `branch and FAQ pages (${lists.probes} probes, each must list ${kvFault.appLists === 'stored' ? 'the stored lists' : "the content files' lists"}): ${(lists.failed ?? lists.last).join(', ')}`,
    );
  }

  {
    const { summary } = await phase(
      'D1 write fault',
      "the `leads` and `contact_requests` tables renamed away in the running worker's local D1, then renamed back",
      () => local!.breakWrites(),
      () => local!.restoreWrites(),
      Math.max(FAULT_SECONDS, 8),
    );
    const leadStatuses = summary.byKind.lead.statuses;
    const pages = summary.byKind.page;
    const pagesOk = Object.keys(pages.statuses).every((s) => Number(s) > 0 && Number(s) < 500);
    check(
      'D1 write fault: leads answered 503 + Retry-After, never 500',
      summary.retryable503 > 0 && summary.unexpected5xx.length === 0 && summary.failedConnections === 0,
      `lead answers ${JSON.stringify(leadStatuses)}, ${summary.retryable503} retryable 503, ${summary.unexpected5xx.length} other 5xx`,
    );
    const contactStatuses = summary.byKind.contact.statuses;
    check(
      'D1 write fault: contact requests answered 503 + Retry-After, never 500',
      (contactStatuses['503'] ?? 0) > 0 && Object.keys(contactStatuses).every((s) => s === '503' || s === '201'),
      `contact answers ${JSON.stringify(contactStatuses)} (201: sent while the tables were being renamed)`,
    );
    check('D1 write fault: pages and API unaffected', pagesOk, `pages ${JSON.stringify(pages.statuses)}, API ${JSON.stringify(summary.byKind.api.statuses)}`);
    // The clients keep the refused leads and retry after Retry-After, now against the restored table.
    traffic.phase = 'after D1 restored';
    await sleep(7000);
  }

  const upstreamPhases = async (api: FakeUpstream, label: string, kind: 'lead' | 'api', present: boolean) => {
    for (const mode of ['down', 'slow', 'garbage'] as UpstreamMode[]) {
      const name = `${label} ${mode}`;
      const what =
        mode === 'down'
          ? 'nothing listening (connection refused)'
          : mode === 'slow'
            ? `answers after ${SLOW_MS / 1000} s (worker timeout ${UPSTREAM_TIMEOUT_MS} ms)`
            : 'broken JSON, HTML, 500/502, 200 without an id, binary';
      const receivedBefore = api.received[mode];
      // Visitors never call the banner upstream: only the cron does (worker/banner-refresh.ts). It
      // runs through the fault, as the deployed one would every five minutes, and the stored list
      // must outlive every failure.
      const cron = kind === 'api' ? cronLoop() : null;
      const storedBefore = cron ? await local!.kv.get('banners') : null;
      const { summary } = await phase(
        name,
        what,
        async () => {
          await api.setMode(mode);
          cron?.start();
        },
        async () => {
          await cron?.stop();
          await api.setMode('ok');
        },
      );
      const k = summary.byKind[kind];
      const received = api.received[mode] - receivedBefore;
      const detail = `${k.n} ${kind === 'lead' ? 'lead submissions' : 'API calls'} ${JSON.stringify(k.statuses)}, p50 ${k.p50.toFixed(0)} ms, p99 ${k.p99.toFixed(0)} ms; ${summary.fivexx} 5xx in ${summary.requests} requests${proxyDropsOf(summary)}; upstream got ${received} request(s)`;
      if (!present) {
        check(name, summary.fivexx === 0, `${detail} (route not present: only "no 5xx" is checked)`);
        continue;
      }
      const answered = Object.keys(k.statuses).every((s) => s === (kind === 'lead' ? '201' : '200'));
      // Had the visitor waited for the upstream, half the answers would take the timeout or more.
      check(
        name,
        summary.fivexx === 0 && summary.failedConnections === 0 && answered && k.p50 < UPSTREAM_TIMEOUT_MS,
        `${detail}; the visitor does not wait for the upstream (p50 < ${UPSTREAM_TIMEOUT_MS} ms)`,
      );
      if (cron) {
        // A refresh started in the fault may still be waiting for its (slow) answer.
        await settled(api);
        const storedAfter = await local!.kv.get('banners');
        const reached = mode === 'down' || received > 0;
        const cronOk = cron.runs > 0 && cron.statuses['200'] === cron.runs;
        check(
          `${name}: the cron keeps the stored banners`,
          reached && cronOk && storedAfter === storedBefore,
          `${cron.runs} cron run(s) ${JSON.stringify(cron.statuses)}, upstream got ${received} request(s)${mode === 'down' ? ' (nothing listening)' : ''}; ` +
            `stored banners ${storedAfter === storedBefore ? 'unchanged' : `changed (${(storedAfter ?? 'deleted').slice(0, 80)})`}`,
        );
      }
    }
  };
  /** Every upstream request answered (or dropped), then time for the worker to act on it. */
  const settled = async (api: { inFlight(): number }) => {
    const until = Date.now() + SLOW_MS + 2000;
    while (api.inFlight() > 0 && Date.now() < until) await sleep(200);
    await sleep(1000);
  };
  /** The cron on demand (wrangler dev --test-scheduled); its work goes on after the answer (waitUntil). */
  const runCron = () =>
    get(`${base}/__scheduled?cron=${encodeURIComponent('*/5 * * * *')}`).then(
      (r) => r.status,
      () => -1,
    );
  const cronLoop = () => {
    const statuses: Record<string, number> = {};
    let running = false;
    let loop: Promise<void> = Promise.resolve();
    const self = {
      runs: 0,
      statuses,
      start() {
        running = true;
        loop = (async () => {
          while (running) {
            const status = String(await runCron());
            statuses[status] = (statuses[status] ?? 0) + 1;
            self.runs += 1;
            await sleep(1000);
          }
        })();
      },
      async stop() {
        running = false;
        await loop;
      },
    };
    return self;
  };
  await upstreamPhases(leadApi, 'upstream lead API', 'lead', true);
  // Marketing's example campaign stored first, so that a failure that emptied or deleted the list shows.
  await local.kv.put('banners', readFileSync('scripts/seed/sample-banners.json', 'utf8'));
  await upstreamPhases(bannerApi, 'upstream banner API', 'api', bannersPresent);
  if (bannersPresent) {
    // The upstream behaves again: the next cron run stores its list and visitors get it.
    const before = bannerApi.received.ok;
    const cronStatus = await runCron();
    const storedTag = `"campaign":"${FAKE_BANNER_CAMPAIGN}"`;
    let stored = await local.kv.get('banners');
    for (const until = Date.now() + 10_000; !stored?.includes(storedTag) && Date.now() < until; stored = await local.kv.get('banners')) await sleep(250);
    const served = JSON.parse((await get(`${base}${apiPath}`)).body.toString('utf8')) as { banners?: { campaign?: string }[] };
    const campaigns = [...new Set((served.banners ?? []).map((b) => b.campaign))];
    check(
      'upstream banner API back: the next cron run stores its banners and visitors get them',
      cronStatus === 200 && bannerApi.received.ok > before && campaigns.includes(FAKE_BANNER_CAMPAIGN),
      `cron ${cronStatus}, upstream got ${bannerApi.received.ok - before} request(s); KV banners ${stored?.includes(storedTag) ? "now the upstream's list" : "not the upstream's list"}; ${apiPath} serves campaign(s) ${JSON.stringify(campaigns)}`,
    );
  }

  // The app service: its lists stored by the cron while it behaves (the positive control), then
  // each fault under load, the cron running through it every second.
  const appListsNow = () => Promise.all(APP_LIST_KEYS.map((key) => local!.kv.get(key)));
  const appFaultWindows: { from: number; to: number }[] = [];
  {
    const cronStatus = await runCron();
    let lists = await appListsNow();
    for (const until = Date.now() + 10_000; lists.some((v) => !v?.includes(FAKE_LIST_ID_PREFIX)) && Date.now() < until; lists = await appListsNow())
      await sleep(250);
    const shown = await listPagesShow('stored');
    check(
      "app service's lists: the cron stores them and the pages show them",
      cronStatus === 200 && lists.every((v) => v?.includes(FAKE_LIST_ID_PREFIX)) && shown.ok,
      `cron ${cronStatus}; ${lists.filter((v) => v?.includes(FAKE_LIST_ID_PREFIX)).length}/${APP_LIST_KEYS.length} KV keys hold the service's lists; ${shown.seen.join(', ')}`,
    );
  }
  const APP_FAULT_WHAT: Record<Exclude<AppServiceMode, 'ok'>, string> = {
    down: 'nothing listening (connection refused)',
    slow: `valid answers after ${SLOW_MS / 1000} s (worker timeout ${APP_SERVICE_TIMEOUT_MS} ms, a read tried twice)`,
    garbage: 'broken JSON, HTML, `null`, an empty body, binary, 400, 500 and 502',
    wrong_shape:
      'JSON of another shape: fields renamed or of the wrong type, values outside the enums, the answer in an envelope, an update answered for another application',
    error: 'every call answered 500',
  };
  /** What the site may answer while the service fails so (docs/app-service.md): 503 + Retry-After for down, slow, 5xx; 502 for nonsense or a refusal. */
  const APP_FAULT_STATUSES: Record<Exclude<AppServiceMode, 'ok'>, number[]> = {
    down: [503],
    slow: [503],
    error: [503],
    garbage: [502, 503],
    wrong_shape: [502],
  };
  /** The longest a visitor may wait: the worker's timeout for each try (a read is tried twice), and the margin. */
  const hangBound = (endpoint = '') => (endpoint.startsWith('GET') ? 2 : 1) * APP_SERVICE_TIMEOUT_MS + HANG_MARGIN_MS;
  for (const mode of APP_FAULT_MODES) {
    const name = `app service ${mode}`;
    const storedBefore = await appListsNow();
    const receivedBefore = appService.received[mode];
    const listCalls = () => (appService!.byCall['konew-center'] ?? 0) + (appService!.byCall['konew-faqs'] ?? 0);
    const listCallsBefore = listCalls();
    let listCallsDuring = 0;
    const cron = cronLoop();
    const lists = listProber('stored');
    const window = { from: Number.POSITIVE_INFINITY, to: Number.POSITIVE_INFINITY };
    appFaultWindows.push(window);
    const { summary } = await phase(
      name,
      APP_FAULT_WHAT[mode],
      async () => {
        window.from = Date.now();
        await appService!.setMode(mode);
        cron.start();
      },
      async () => {
        await cron.stop();
        listCallsDuring = listCalls() - listCallsBefore;
        await appService!.setMode('ok');
        window.to = Date.now();
      },
      FAULT_SECONDS,
      lists.probe,
    );
    const received = appService.received[mode] - receivedBefore;
    // A refresh started in the fault may still be waiting for its (slow) answer.
    await settled(appService);
    const storedAfter = await appListsNow();

    const appOut = traffic.outcomes.filter((o) => o.kind === 'app' && o.phase === name);
    const statuses: Record<string, number> = {};
    for (const o of appOut) statuses[String(o.status)] = (statuses[String(o.status)] ?? 0) + 1;
    const allowed = APP_FAULT_STATUSES[mode];
    // A request still under way when the service recovered may be answered by it (a read's second try): that is no fault.
    // A read by a browser that does not own the reference is 404 whatever the service does.
    const other = appOut.filter((o) =>
      notOwnersRead(o) ? o.status !== 404 : !allowed.includes(o.status) && !((o.status === 200 || o.status === 201) && (o.endedAt ?? 0) > window.to),
    );
    const recovered = appOut.filter((o) => (o.status === 200 || o.status === 201) && (o.endedAt ?? 0) > window.to).length;
    const noRetryAfter = appOut.filter((o) => o.status === 503 && !o.retryAfter);
    const hangs = appOut.filter((o) => o.ms > hangBound(o.endpoint));
    const maxMs = appOut.reduce((m, o) => Math.max(m, o.ms), 0);
    const endpoints = endpointStats(appOut);
    const pages = traffic.outcomes.filter((o) => o.kind === 'page' && o.phase === name && APP_PAGES.includes(o.path));
    const pageStatuses: Record<string, number> = {};
    for (const o of pages) pageStatuses[String(o.status)] = (pageStatuses[String(o.status)] ?? 0) + 1;
    const unchanged = storedAfter.every((v, i) => v === storedBefore[i]);
    const cronOk = cron.runs > 0 && cron.statuses['200'] === cron.runs;
    const reached = mode === 'down' || listCallsDuring > 0;
    const fault: AppFaultResult = {
      name,
      what: APP_FAULT_WHAT[mode],
      statuses,
      endpoints,
      maxMs,
      pageStatuses,
      received,
      cronRuns: cron.runs,
      listsKept: unchanged,
      otherKinds: summary,
    };
    result.appFaults = [...(result.appFaults ?? []), fault];
    check(
      `${name}: the site answers ${allowed.join(' or ')}${allowed.includes(503) ? ' (with Retry-After)' : ''}, never 500, never hangs`,
      appOut.length > 0 && other.length === 0 && noRetryAfter.length === 0 && hangs.length === 0,
      `${appOut.length} app-service requests ${JSON.stringify(statuses)}${recovered ? ` (${recovered} answered once the service was back)` : ''}, ${noRetryAfter.length} 503 without Retry-After, slowest ${maxMs.toFixed(0)} ms ` +
        `(${hangs.length} past the worker's timeout + ${HANG_MARGIN_MS} ms: ${APP_SERVICE_TIMEOUT_MS} ms a try, reads tried twice); the service got ${received} request(s)` +
        `${other.length ? `; e.g. ${[...new Set(other.map((o) => `${o.status} ${o.endpoint}`))].slice(0, 3).join(', ')}` : ''}`,
    );
    check(
      `${name}: the pages still 200, the lists still shown`,
      pages.length > 0 &&
        pages.every((o) => o.status === 200) &&
        lists.probes > 0 &&
        !lists.failed &&
        summary.byKind.lead.n > 0 &&
        Object.keys(summary.byKind.lead.statuses).every((st) => st === '201'),
      `${pages.length} views of the features' pages ${JSON.stringify(pageStatuses)}; branch and FAQ pages (${lists.probes} probes): ${(lists.failed ?? lists.last).join(', ')}; leads meanwhile ${JSON.stringify(summary.byKind.lead.statuses)}`,
    );
    check(
      `${name}: the cron keeps the stored branch and FAQ lists`,
      cronOk && reached && unchanged,
      `${cron.runs} cron run(s) ${JSON.stringify(cron.statuses)}, the service got ${listCallsDuring} list request(s)${mode === 'down' ? ' (nothing listening)' : ''}; ` +
        `stored lists ${
          unchanged
            ? 'unchanged'
            : `changed (${storedAfter
                .map((v, i) => (v === storedBefore[i] ? '' : APP_LIST_KEYS[i]))
                .filter(Boolean)
                .join(', ')})`
        }`,
    );
  }
  const appRestoredAt = Math.max(...appFaultWindows.map((w) => w.to));
  {
    // What the edge's fill of the stored lists costs a visitor: the list pages as built (the load) and with the service's lists (its faults).
    const p50Of = (phases: string[]) =>
      percentile(
        traffic.outcomes.filter((o) => o.kind === 'page' && o.status === 200 && LIST_PAGES.includes(o.path) && phases.includes(o.phase)).map((o) => o.ms),
        50,
      );
    const otherPages = (phases: string[]) =>
      percentile(
        traffic.outcomes.filter((o) => o.kind === 'page' && o.status === 200 && !LIST_PAGES.includes(o.path) && phases.includes(o.phase)).map((o) => o.ms),
        50,
      );
    const faultPhases = APP_FAULT_MODES.map((mode) => `app service ${mode}`);
    result.listPages = {
      asBuiltP50: p50Of(['load']),
      othersLoadP50: otherPages(['load']),
      storedP50: p50Of(faultPhases),
      othersStoredP50: otherPages(faultPhases),
    };
  }
  result.appFaultEndpoints = endpointStats(
    traffic.outcomes.filter((o) => o.kind === 'app' && APP_FAULT_MODES.some((mode) => o.phase === `app service ${mode}`)),
  );
  // Time for the visitors to use the features again before the traffic stops.
  await sleep(3000);

  traffic.phase = 'end';
  await traffic.stop();
  {
    const after = traffic.outcomes.filter((o) => o.kind === 'app' && (o.startedAt ?? 0) > appRestoredAt);
    const afterStatuses: Record<string, number> = {};
    for (const o of after) afterStatuses[String(o.status)] = (afterStatuses[String(o.status)] ?? 0) + 1;
    check(
      'app service back: the endpoints answer again',
      after.length > 0 && after.every((o) => (notOwnersRead(o) ? o.status === 404 : o.status === 200 || o.status === 201)),
      `${after.length} app-service requests after the last fault ${JSON.stringify(afterStatuses)}`,
    );
    const verdict = createsVerdict();
    result.appCreates = {
      sent: verdict.sent,
      acknowledged: verdict.acked,
      received: verdict.received,
      receivedTwice: verdict.receivedTwice,
      byMode: { ...appService.received },
      byCall: { ...appService.byCall },
    };
    check(
      'all phases: every create acknowledged was received by the app service exactly once',
      verdict.ok && app.answerProblems.length === 0 && appService.malformed.n === 0,
      `${verdict.detail}; ${app.answerProblems.length} answers saying something they must not${app.answerProblems.length ? ` (${app.answerProblems.slice(0, 3).join('; ')})` : ''}; ${appService.malformed.n} requests off the protocol`,
    );
  }
  const unacknowledged = await traffic.drainRetries(30);

  const all = [...traffic.leads.values()];
  const rows = (await local.db.all<{ n: number }>('SELECT COUNT(*) AS n FROM leads'))[0]!.n;
  const created = all.filter((l) => l.acknowledged === 201).length;
  const duplicates = all.filter((l) => l.acknowledged === 200).length;
  const refusedThenStored = all.filter((l) => l.acknowledged && l.statuses.some((s) => s === 503)).length;
  // The app-service endpoints' 502 and 503 + Retry-After while the service was failing are their designed answers.
  const designedAppFailure = (o: Outcome) =>
    o.kind === 'app' &&
    (o.status === 502 || (o.status === 503 && !!o.retryAfter)) &&
    appFaultWindows.some((w) => (o.startedAt ?? 0) <= w.to && (o.endedAt ?? 0) >= w.from);
  const queue = queueVerdict([...traffic.contacts.values()], await queueRows());
  result.contacts = { submitted: traffic.contacts.size, acknowledged: queue.acknowledged, refusedThenStored: queue.refusedThenStored, rows: queue.rows };
  check('all phases: every contact and callback request answered 201 is in the customer-service queue once', queue.ok, queue.detail);
  const fivexxAll = traffic.outcomes.filter((o) => o.status >= 500 && !isDevProxyDrop(o) && !isRetryableWrite(o) && !designedAppFailure(o));
  result.leads = { submitted: all.length, attempts: all.reduce((a, l) => a + l.attempts, 0), created, duplicates, refusedThenStored, unacknowledged, rows };
  check(
    'faults: nothing lost (every refused lead kept, retried and stored once)',
    unacknowledged === 0 && rows === created + duplicates,
    `${all.length} leads, ${created} answered 201, ${duplicates} answered 200 (duplicate), ${refusedThenStored} first refused with 503 then stored, ${unacknowledged} never acknowledged; ${rows} rows`,
  );
  check(
    "all phases: no 5xx other than the designed 503 (and the app-service endpoints' 502/503 while it failed)",
    fivexxAll.length === 0,
    `${fivexxAll.length}${fivexxAll.length ? ` (${[...new Set(fivexxAll.map((o) => `${o.status} ${o.kind} ${o.path} in "${o.phase}"`))].slice(0, 5).join(', ')})` : ''}`,
  );
  result.fivexx = {};
  for (const o of traffic.outcomes.filter((x) => x.status >= 500)) {
    const key = `${o.status} ${o.kind} ${o.path.split('?')[0]} in "${o.phase}"${o.retryAfter ? ' (Retry-After)' : ''}: ${o.error ?? ''}`;
    result.fivexx[key] = (result.fivexx[key] ?? 0) + 1;
  }
  // Every 5xx in full, for whoever looks into one.
  mkdirSync('test-results/stress', { recursive: true });
  writeFileSync(
    'test-results/stress/5xx.json',
    JSON.stringify(
      traffic.outcomes.filter((o) => o.status >= 500),
      null,
      1,
    ),
  );

  // 4. The outbox once the upstream is back: the cron run on demand until nothing is pending, the
  // pending leads made due before each run (as if its backoff had passed: a lead whose retry failed
  // again, e.g. on a connection the upstream had just closed, would otherwise wait minutes).
  memory.setPhase('outbox');
  const makeDue = () => local!.db.run("UPDATE leads SET next_attempt_at = ? WHERE forward_state = 'pending'", [new Date().toISOString()]);
  const count = async (state: string) => (await local!.db.all<{ n: number }>('SELECT COUNT(*) AS n FROM leads WHERE forward_state = ?', [state]))[0]!.n;
  const pendingBefore = await count('pending');
  const outboxStarted = Date.now();
  let passes = 0;
  while ((await count('pending')) > 0 && Date.now() - outboxStarted < 120_000) {
    await makeDue();
    await runCron();
    passes += 1;
    await sleep(1500);
  }
  const forwarded = await count('forwarded');
  const pendingAfter = await count('pending');
  const failedState = await count('failed');
  const upstreamIds = (await local.db.all<{ n: number }>("SELECT COUNT(DISTINCT upstream_id) AS n FROM leads WHERE forward_state = 'forwarded'"))[0]!.n;
  result.outbox = {
    pendingBefore,
    passes,
    seconds: (Date.now() - outboxStarted) / 1000,
    forwarded,
    pendingAfter,
    failed: failedState,
    distinctKeysAccepted: leadApi.accepted.size,
    acceptedAgain: leadApi.acceptedAgain,
    upstreamIds,
    received: { ...leadApi.received },
  };
  check(
    'outbox: every stored lead delivered once the upstream is back',
    forwarded === rows && pendingAfter === 0 && failedState === 0 && upstreamIds === forwarded && leadApi.accepted.size === forwarded,
    `${rows} rows: ${forwarded} forwarded (${pendingBefore} were pending after the faults; ${passes} cron runs), ${pendingAfter} pending, ${failedState} failed; upstream accepted ${leadApi.accepted.size} distinct leads, ${leadApi.acceptedAgain} resent with the same Idempotency-Key (deduplicated upstream)`,
  );

  // 4b. A junk-callback flood from one address, then a real request from another.
  console.log('\ncontact flood: 200 junk callbacks from one address');
  memory.setPhase('contact flood');
  {
    const flood = await runContactFlood(base, floodDeps(local.db));
    result.contactFlood = flood.detail;
    check(
      'contact flood: at most 5 junk requests stored, the real one on the first page of new requests, notices at most one in 5 minutes',
      flood.ok,
      flood.detail,
    );
  }

  // 5. Fuzzer.
  console.log(`\nfuzz: ${FUZZ} requests`);
  memory.setPhase('fuzz');
  const fuzz: FuzzReport = await runFuzz(base, FUZZ);
  result.fuzz = fuzz;
  const byProblem = new Map<string, string>();
  for (const f of fuzz.findings) {
    const key = f.problem.replace(/fz\d+x/g, 'fzNx');
    if (!byProblem.has(key)) byProblem.set(key, `e.g. ${f.method} ${f.path.slice(0, 100)}`);
  }
  check('fuzz: zero 5xx', fuzz.fivexx === 0, `${fuzz.requests} requests in ${fuzz.seconds.toFixed(0)} s, statuses ${JSON.stringify(fuzz.statuses)}`);
  check(
    'fuzz: nothing reflected unescaped, every answer well-formed',
    fuzz.findings.length === 0,
    fuzz.findings.length
      ? `${fuzz.findings.length} findings: ${[...byProblem].map(([p, e]) => `${p} (${e})`).join('; ')}`
      : `no finding (${fuzz.jsonEchoes} JSON-escaped echoes in application/json answers)`,
  );
  memory.stop();
  result.memorySamples = memory.samples;
  // The worker is still up and serving after all of it.
  const after = await get(`${base}/`);
  check('worker still serves after the run', after.status === 200, `GET / -> ${after.status}`);
} catch (error) {
  failure = error as Error;
  console.error(error);
} finally {
  await local?.close().catch(() => {});
  await site?.stop();
  await leadApi?.close();
  await bannerApi?.close();
  await appService?.close();
}

if (failure) checks.push({ name: 'the run completed', ok: false, detail: failure.message.split('\n')[0]! });
const failed = checks.filter((c) => !c.ok);
if (!values['no-write'] && !failure) {
  writeReport(
    'reliability.md',
    reliabilityPage(result as StressResult, checks, {
      started,
      loadBefore,
      loadAfter: loadavg()[0]!,
      nodeVersion: process.version,
      options: {
        seconds: SECONDS,
        clients: CLIENTS,
        faultClients: FAULT_CLIENTS,
        faultSeconds: FAULT_SECONDS,
        forgeSeconds: FORGE_SECONDS,
        fuzz: FUZZ,
        upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
        appServiceTimeoutMs: APP_SERVICE_TIMEOUT_MS,
        hangMarginMs: HANG_MARGIN_MS,
      },
    }),
  );
}
console.log(`\n${checks.length - failed.length} checks passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
