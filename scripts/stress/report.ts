/** reports/reliability.md, written by `npm run stress` (its checks: docs/reliability.md). */
import { cpus, totalmem } from 'node:os';
import { table } from '../bench/report';
import type { EndpointStats } from './app-traffic';
import { AB_VISITORS_PER_ADDRESS } from '../../worker/api/ab-address-cap';
import { FLOOD_IP, type ForgedReport } from './forged-events';
import type { FuzzReport } from './fuzz';
import { HEAP_ALLOWANCE, type heapVerdict, type MemorySample, type memoryVerdict } from './memory';
import type { PhaseSummary } from './traffic';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface FaultResult {
  name: string;
  what: string;
  summary: PhaseSummary;
  probes: number;
  probeStatuses: Record<string, number>;
  layerSeen: number;
}

/** One fault of the app service, under load. */
export interface AppFaultResult {
  name: string;
  what: string;
  /** The app-service endpoints' statuses while it lasted. */
  statuses: Record<string, number>;
  endpoints: EndpointStats[];
  maxMs: number;
  /** The features' pages (valuation, tag check, credit report, branches, FAQ). */
  pageStatuses: Record<string, number>;
  /** Requests the fake service received in that state. */
  received: number;
  cronRuns: number;
  listsKept: boolean;
  otherKinds: PhaseSummary;
}

export interface StressResult {
  /** Every 5xx the visitors got, grouped: "status kind path in phase: body" -> count. */
  fivexx: Record<string, number>;
  banners: string;
  apiPath: string;
  load: { summary: PhaseSummary; seconds: number; clients: number; rows: number; created: number; duplicates: number; unacknowledged: number };
  memory: ReturnType<typeof memoryVerdict>;
  heap: ReturnType<typeof heapVerdict>;
  memorySamples: MemorySample[];
  faults: FaultResult[];
  leads: { submitted: number; attempts: number; created: number; duplicates: number; refusedThenStored: number; unacknowledged: number; rows: number };
  /** Contact and callback requests over every phase, and the customer-service queue after them. */
  contacts: { submitted: number; acknowledged: number; refusedThenStored: number; rows: number };
  outbox: {
    pendingBefore: number;
    passes: number;
    seconds: number;
    forwarded: number;
    pendingAfter: number;
    failed: number;
    distinctKeysAccepted: number;
    acceptedAgain: number;
    upstreamIds: number;
    received: Record<string, number>;
  };
  fuzz: FuzzReport;
  /** The junk-callback flood (contact-flood.ts): what the flood and the real request were answered, and the notices. */
  contactFlood?: string;
  /** The app-service endpoints under the load. */
  appLoad: EndpointStats[];
  appFaults: AppFaultResult[];
  /** Median latency of the branch and FAQ pages (and of the other pages) as built, in the load, and with the service's lists filled in at the edge, in its faults. */
  listPages: { asBuiltP50: number; othersLoadP50: number; storedP50: number; othersStoredP50: number };
  /** The app-service endpoints over all of its faults. */
  appFaultEndpoints: EndpointStats[];
  appCreates: { sent: number; acknowledged: number; received: number; receivedTwice: number; byMode: Record<string, number>; byCall: Record<string, number> };
  /** The forged A/B events phase: what was sent, and what the results (read-results.ts) reported against the honest visitors' tally. */
  forged: {
    report: ForgedReport;
    seconds: number;
    clients: number;
    perVariant: {
      variant: string;
      honestImpressions: number;
      honestClicks: number;
      collectorImpressions: number;
      collectorClicks: number;
      impressions: number;
      clicks: number;
    }[];
    /** Experiments readAbResults reported (only the test's own may appear). */
    experiments: number;
    srmMismatch: boolean | null;
    /** ab_events rows that are not an event the run counted for an honest visitor (nor of the collected-ids attack). */
    notHonestRows: number;
    /** Visitors of the collected-ids attack the cap let count. */
    collectorCounted: number;
    /** Banner events kept in analytics_events (only counted ones are kept). */
    loggedBannerEvents: number;
    /** The visitors' load meanwhile. */
    meanwhile: PhaseSummary;
  };
}

export interface StressContext {
  started: Date;
  loadBefore: number;
  loadAfter: number;
  nodeVersion: string;
  options: {
    seconds: number;
    clients: number;
    faultClients: number;
    faultSeconds: number;
    forgeSeconds: number;
    fuzz: number;
    upstreamTimeoutMs: number;
    appServiceTimeoutMs: number;
    hangMarginMs: number;
  };
}

const statuses = (s: Record<string, number>) =>
  Object.entries(s)
    .map(([k, v]) => `${k === '-1' ? 'failed' : k}: ${v}`)
    .join(', ') || '-';

/** The app-service endpoints' 5xx in a phase. */
const appFivexx = (s: PhaseSummary) =>
  Object.entries(s.byKind.app.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((n, [, count]) => n + count, 0);

const endpointRow = (e: EndpointStats) => [
  e.endpoint,
  String(e.n),
  statuses(e.statuses),
  `${e.p50.toFixed(0)} ms`,
  `${e.p95.toFixed(0)} ms`,
  `${e.max.toFixed(0)} ms`,
];

function phaseRows(s: PhaseSummary): string[][] {
  return (['page', 'api', 'lead', 'app'] as const).map((kind) => {
    const k = s.byKind[kind];
    return [kind, String(k.n), statuses(k.statuses), `${k.p50.toFixed(0)} ms`, `${k.p99.toFixed(0)} ms`];
  });
}

const sum = (s: Record<string, number>) => Object.values(s).reduce((a, b) => a + b, 0);

/** Section 2: the forged A/B events, what the site counted of them, and the honest visitors' tally. */
function forgedSection(f: StressResult['forged']): string {
  const r = f.report;
  const h = r.honest;
  const exp = r.experiment;
  const honestCounted = f.perVariant.reduce((n, v) => n + v.honestImpressions + v.honestClicks, 0);
  const reportedCounted = f.perVariant.reduce((n, v) => n + v.impressions + v.clicks, 0);
  const equal = f.perVariant.every((v) => v.impressions === v.honestImpressions + v.collectorImpressions && v.clicks === v.honestClicks + v.collectorClicks);
  const c = r.collector;
  return `## 2. Forged A/B events under load (${f.clients} clients, ${f.seconds} s)

The sample campaign (\`scripts/seed/sample-banners.json\`: the ${exp.bannerType} test \`${exp.campaign}\`, variants
${exp.variants.join(' and ')}) is put live in KV, and while the visitors' load runs at full strength an attacker who favours
variant **${r.favoured}** floods \`POST /api/track\` with banner events the rules of docs/banners.md ("What counts") must
not count, and honest visitors take part in the test as the site's pages do: a cookie from a real page load
(${h.fromPage} of them) or from \`/api/banners\` itself, the variant \`/api/banners\` showed them, an impression (a quarter
of them sent twice, as a popup shown again), and for about 30% a click after it (a quarter of those twice). The run
counts the honest visitors' events itself: one impression per visitor, one click after it. The A/B results are then
read from the run's local D1 with \`readAbResults\` (\`src/server/ab/read-results.ts\`, what \`npm run ops -- ab report\`
and the console's results page show) and must equal that tally exactly (scripts/stress/forged-events.ts).

${table(
  ['forgery', 'what', 'from one address a request', `from ${FLOOD_IP}`],
  r.families.map((x) => [x.family, x.what, `${sum(x.many)} (${statuses(x.many)})`, `${sum(x.one)} (${statuses(x.one)})`]),
)}

${table(
  ['variant', 'impressions: honest', 'impressions: collected ids', 'impressions: reported', 'clicks: honest', 'clicks: collected ids', 'clicks: reported'],
  f.perVariant.map((v) => [
    v.variant,
    String(v.honestImpressions),
    String(v.collectorImpressions),
    String(v.impressions),
    String(v.honestClicks),
    String(v.collectorClicks),
    String(v.clicks),
  ]),
)}

- **Forged: ${r.forgedSent} requests sent** (${statuses(r.forgedStatuses)}), **${f.notHonestRows} counted**: ${f.notHonestRows} rows of
  \`ab_events\` are not an honest visitor's event, and the reported results ${equal ? '**equal**' : '**differ from**'} the honest tally
  plus the collected ids' capped visitors (${reportedCounted} counted events reported, ${honestCounted} honest; ${f.experiments} experiment(s) reported). The event log kept
  ${f.loggedBannerEvents} banner events: only counted ones are kept.
- **Honest: ${h.visitors} visitors, ${h.sent} events sent** (${statuses(h.statuses)}), **${honestCounted} counted** (impressions and
  clicks, once each)${h.unsure ? `; ${h.unsure} events of unknown fate (failed connection or 5xx)` : ''}${h.noBanner ? `; ${h.noBanner} visitors were not shown the test` : ''}.
  Sample-ratio mismatch flagged: ${f.srmMismatch === null ? 'no result' : f.srmMismatch ? 'yes' : 'no'}.
- **Rate limit:** the flood from ${r.oneIp.ip} sent ${r.oneIp.sent} requests over ${r.oneIp.windows} wall-clock minute(s): ${statuses(r.oneIp.statuses)}
  (TRACK_LIMITER allows 1,200 a wall-clock minute per address in local runs, 120 in production: the flood goes on until
  200 were refused; ${r.oneIp.without429RetryAfter} 429s without Retry-After). From one address a request: ${statuses(r.manyIpStatuses)}. The attacker collected ${r.cookiesCollected} real cookies from
  \`/api/banners\` for its clicks and bots.
- \`/api/track\`: **${r.fivexx.length} 5xx**, ${r.failedConnections} failed connections, p50 ${r.trackP50.toFixed(0)} ms, p99 ${r.trackP99.toFixed(0)} ms.
  The visitors' load meanwhile: ${f.meanwhile.requests} requests, ${f.meanwhile.fivexx} 5xx.

${table(['kind', 'requests', 'statuses', 'p50', 'p99'], phaseRows(f.meanwhile))}

- **Collected ids, one address:** ${c.ip} took ${c.visitors.length} real ids from \`/api/banners\` (a browser's headers) and sent
  each one's impression and click of the variant it was shown (${c.sent} events: ${statuses(c.statuses)}): as many visitors who
  all clicked. **${f.collectorCounted} counted** (one address brings at most ${AB_VISITORS_PER_ADDRESS} new visitors into a test per
  Hong Kong day, worker/api/ab-address-cap.ts); a made-up id counts for nothing (ids are signed by the edge).
`;
}

export function reliabilityPage(r: StressResult, checks: Check[], ctx: StressContext): string {
  const cores = cpus().length;
  // Only the reading taken before the script started says whether other work was on the cores: the
  // one at the end includes the script's own 50 clients.
  const loaded = ctx.loadBefore > cores * 0.5;
  const hk = ctx.started.toLocaleString('en-GB', { timeZone: 'Asia/Hong_Kong', dateStyle: 'long', timeStyle: 'short' });
  const o = ctx.options;
  const failed = checks.filter((c) => !c.ok).length;
  const load = r.load.summary;
  const fuzzProblems = new Map<string, { n: number; example: string }>();
  for (const f of r.fuzz.findings) {
    const key = f.problem.replace(/fz\d+x/g, 'fzNx');
    const entry = fuzzProblems.get(key) ?? { n: 0, example: `${f.method} ${f.path} -> ${f.status}` };
    entry.n += 1;
    fuzzProblems.set(key, entry);
  }
  const memByPhase = new Map<string, number[]>();
  for (const s of r.memorySamples) memByPhase.set(s.phase, [...(memByPhase.get(s.phase) ?? []), s.rssMiB]);

  return `# Reliability

Written by \`npm run stress\` (scripts/stress/) on **${hk} HKT** (${ctx.started.toISOString()}). Do not edit by hand:
run it again. **${checks.length - failed} of ${checks.length} checks passed.** A failed check makes the script exit non-zero;
it does not fail \`npm test\`.

## Machine

- ${cores} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${ctx.nodeVersion}.
- Load average ${ctx.loadBefore.toFixed(1)} at the start, ${ctx.loadAfter.toFixed(1)} at the end (the script's own load included).
${
  loaded
    ? `- **Loaded machine (shared): measured while other work ran on the same ${cores} cores.** Latencies and request
  counts are lower than on a quiet machine; the pass/fail checks (5xx, stored leads, reflections) do not
  depend on speed.`
    : '- The machine was quiet when the run started.'
}

## What the run did

- The production build served by \`wrangler dev\` (workerd) on 127.0.0.1 with freshly seeded local state, the
  upstream lead API and banner API set to loopback fakes (\`LEAD_API_URL\`, \`BANNER_API_URL\`, upstream timeout
  ${o.upstreamTimeoutMs} ms), the app service too (\`APP_SERVICE_URL\`, with a bearer token, \`APP_SERVICE_TIMEOUT_MS\`
  ${o.appServiceTimeoutMs} ms; scripts/stress/app-service.ts: its protocol, every call answered in the shape
  worker/app-service/ reads, and a count of what it received), and \`--test-scheduled\` so the cron can be run on
  demand. Nothing else is faked. wrangler's
  DevTools inspector is off (scripts/bench/serve-worker.ts): it copies every subrequest body and, at 50 clients, brought
  wrangler down.
- Visitors: each client loops over page views (50%: home, loan pages, FAQ, branches, contact, in three
  locales, a not-found page, an RSC payload, \`?form=1\`), the dynamic API (~17%: \`${r.apiPath}\`), lead
  submissions (~17%, every lead different, each from its own visitor address) and the app-service features
  (~17%, one request a turn, each client going through a flow as a visitor would: the loan page, a valuation
  sent and its result asked for until ready; the tag-check page, a tag checked and sometimes reported; the
  credit-report page, its terms, the agreement with an identity card number that passes the check digit and
  the enquiry asked for until ready; an application started from the 7x24 popup, then a corrected number sent
  by PATCH), and contact and callback requests. A lead or contact request answered with a retryable error (503
  with Retry-After, 429) is kept and sent again after the delay, as the browser does. A create of the app service (valuation, report, agreement, application and its
  change) is never resent: each carries a key of its own (a new mobile number, a numbered note), so the fake
  service counting a key twice means the worker sent it twice; a flow whose create failed goes on with a
  reference made earlier, so the reads meet the faults too.
- Banners API: ${r.banners}.${r.banners.startsWith('not') ? ' The dynamic API measured instead is `/data/cat.json`; the banner upstream faults ran, but with no route to use them only "no 5xx" could be checked.' : ''}
- Faults are injected from outside the worker into the state it runs on: KV values rewritten or deleted in
  its local store; the \`leads\` and \`contact_requests\` tables renamed away in its local D1 and back (a D1
  that refuses every write);
  the fake upstreams switched to down (nothing listening), slow (answers long after the timeout) and garbage.
  Visitors never call the banner upstream (the API reads KV): during its faults the cron runs every second, and
  the banners stored before the fault must still be stored after it; once the upstream behaves again, the
  next cron run must store its list and the API serve it.
- The app service is switched the same way to down, slow (valid answers after the worker's timeout, even for
  a read's second try), garbage, the wrong shape and 500: its endpoints must answer 503 with Retry-After
  (down, slow, 5xx) or 502 (nonsense, a refusal), as docs/app-service.md says, never 500, never later than
  the worker's timeout (twice for a read) + ${o.hangMarginMs} ms; the features' pages (\`/loan/p-loan\`, \`/verify\`,
  \`/features/free-smart-credit-report\`, \`/addressMap\`, \`/faq\`) stay 200; the cron runs every second and the
  branch and FAQ lists it stored from the service before the faults (\`app_branches:*\`, \`app_faqs:*\`) must be
  stored unchanged after each, the pages listing them throughout. With the KV faults, those stored lists are
  corrupted, of the wrong shape, binary or deleted too: the branch and FAQ pages must then list the content
  files' (the anchors of the page as built), and in the control (valid lists written) the service's.

## 1. Load: ${r.load.clients} clients, ${r.load.seconds} s

${table(['kind', 'requests', 'statuses', 'p50', 'p99'], phaseRows(load))}

- ${load.requests} requests (${(load.requests / r.load.seconds).toFixed(0)}/s), **${load.fivexx} 5xx**, ${load.failedConnections} failed connections.
- Leads: **${r.load.created} answered 201, ${r.load.rows} rows stored** (${r.load.duplicates} answered as duplicates, ${r.load.unacknowledged} never acknowledged).
- Memory (workerd resident set, sampled every 2 s): ${r.memory.startMiB.toFixed(0)} MiB at the start, ${r.memory.earlyMiB.toFixed(0)} MiB in the
  second quarter, ${r.memory.lateMiB.toFixed(0)} MiB in the last quarter (${r.memory.growth >= 0 ? '+' : ''}${(r.memory.growth * 100).toFixed(0)}%), max ${r.memory.maxMiB.toFixed(0)} MiB:
  reported, not checked: it grows for minutes under load without a leak (V8 heap sizing, memory workerd's allocator keeps).
- App-service endpoints (every request must answer 200 or 201):

${table(['endpoint', 'requests', 'statuses', 'p50', 'p95', 'max'], r.appLoad.map(endpointRow))}

- Leak check (the worker's JS heap after a full GC, before and after the load): ${r.heap.beforeMiB.toFixed(1)} MiB -> ${r.heap.afterMiB.toFixed(1)} MiB:
  **${r.heap.ok ? 'no leak' : 'leaking'}** (at most ${HEAP_ALLOWANCE.mib} MiB or ${HEAP_ALLOWANCE.share * 100}% more allowed).
  Across the whole run: ${[...memByPhase].map(([p, xs]) => `${p} max ${Math.max(...xs).toFixed(0)} MiB`).join(', ')}.

${forgedSection(r.forged)}
## 3. Faults under load (${o.faultClients} clients, ${o.faultSeconds} s each)

${table(
  ['fault', 'what', 'requests', 'lead answers', 'pages', 'API', 'app service', '5xx', 'probe /faq'],
  r.faults.map((f) => [
    f.name,
    f.what,
    String(f.summary.requests),
    statuses(f.summary.byKind.lead.statuses),
    statuses(f.summary.byKind.page.statuses),
    statuses(f.summary.byKind.api.statuses),
    statuses(f.summary.byKind.app.statuses),
    `${f.summary.fivexx}${f.summary.retryable503 ? ` (${f.summary.retryable503} designed 503 + Retry-After)` : ''}${appFivexx(f.summary) ? ` (${appFivexx(f.summary)} of the app-service endpoints, below)` : ''}`,
    `${statuses(f.probeStatuses)}; layer ${f.layerSeen}/${f.probes}`,
  ]),
)}

"probe /faq" is a visitor fetching a page the edge reads the KV maintenance value for, every 400 ms; "layer"
counts the answers that showed the maintenance layer (only the control must show it).

Leads over the fault phases and the load: ${r.leads.submitted} leads in ${r.leads.attempts} attempts; ${r.leads.created} answered 201,
${r.leads.duplicates} answered 200 (duplicate), **${r.leads.refusedThenStored} refused with 503 during the D1 fault, kept by the client and stored on
retry**, ${r.leads.unacknowledged} never acknowledged; **${r.leads.rows} rows stored**.

Contact and callback requests over the same phases: ${r.contacts.submitted} sent, **${r.contacts.acknowledged} answered 201**
(${r.contacts.refusedThenStored} of them first refused with 503 during the D1 fault and sent again); **${r.contacts.rows} in the
customer-service queue**, each acknowledged request there once.

### The app service's faults

${table(
  ['fault', 'what', 'app-service answers', 'slowest', "features' pages", 'service got', 'cron runs', 'stored lists'],
  r.appFaults.map((f) => [
    f.name,
    f.what,
    statuses(f.statuses),
    `${f.maxMs.toFixed(0)} ms`,
    statuses(f.pageStatuses),
    String(f.received),
    String(f.cronRuns),
    f.listsKept ? 'unchanged' : '**changed**',
  ]),
)}

Per endpoint, over the five faults:

${table(['endpoint', 'requests', 'statuses', 'p50', 'p95', 'max'], r.appFaultEndpoints.map(endpointRow))}

The branch and FAQ pages' median: ${r.listPages.asBuiltP50.toFixed(0)} ms as built, in the load (the other pages ${r.listPages.othersLoadP50.toFixed(0)} ms);
${r.listPages.storedP50.toFixed(0)} ms with the service's lists filled in at the edge, in these faults (the other pages ${r.listPages.othersStoredP50.toFixed(0)} ms). Reported, not checked.

Creates over the whole run: ${r.appCreates.sent} sent by the visitors, **${r.appCreates.acknowledged} acknowledged, each received by the service exactly
once**, ${r.appCreates.received} distinct ones received in all (the rest were refused by a fault the service was in, or reached it after the
worker had given up), ${r.appCreates.receivedTwice} received twice. Requests the service received by its state: ${statuses(r.appCreates.byMode)}.

## 4. Outbox after the upstream recovers

${r.outbox.pendingBefore} leads were still pending delivery after the upstream faults (their attempts failed: refused,
timed out, garbage). Made due at once (as if the backoff had passed) and the cron run on demand
${r.outbox.passes} time(s) (${r.outbox.seconds.toFixed(0)} s): **${r.outbox.forwarded} forwarded of ${r.leads.rows} stored**, ${r.outbox.pendingAfter} pending, ${r.outbox.failed} failed.
The fake upstream accepted ${r.outbox.distinctKeysAccepted} distinct leads (by Idempotency-Key) and saw ${r.outbox.acceptedAgain} resent after it had
already accepted them (answered with the same id, as a real idempotent upstream would); ${r.outbox.upstreamIds} distinct upstream
ids are stored. Requests the upstream received by its state: ${statuses(r.outbox.received)}.

## 4b. A junk-callback flood

200 callback requests from one client address as fast as it gets answers, then one real request from another address:
the address's daily cap (5) stores the few the write limit lets through, the real request must be on the first page of
the console's new requests, and customer service gets at most one notice in 5 minutes. ${r.contactFlood ?? 'Not run.'}

## 5. Bad input (fuzzer)

${r.fuzz.requests} requests in ${r.fuzz.seconds.toFixed(0)} s (8 at a time, seeded, so a run repeats exactly)${r.fuzz.unsendable ? `; ${r.fuzz.unsendable} cases Node's HTTP client would not send were skipped` : ''}:

${table(
  ['family', 'requests'],
  Object.entries(r.fuzz.byFamily).map(([k, v]) => [k, String(v)]),
)}

- Query parameters of the site gone wrong: \`today\`, \`form\`, \`type\`, \`toknow\`, \`show_crazy_ad\`, \`test_duration\`,
  \`show_floating_icon\`, \`show_layer\`, \`debug\`, utm and gclid with markup, impossible dates, 1e308, NaN,
  400-digit numbers, bad percent-encoding, CRLF, template syntax, repeated keys. Paths: traversal,
  encoded slashes and backslashes, \`//host\`, 6 KB segments, NUL, invalid UTF-8. Bodies for the lead,
  contact and track APIs: markup in every field, wrong types, prototype keys, truncated and 10 000-deep
  JSON, 100 KB fields, form-encoded, binary, empty, wrong content types.
- The app-service endpoints (the fake service up): hostile references and tag ids in their paths (markup,
  traversal, encoded slashes, 6 KB, NUL, a reference of the right form the service does not know), the terms'
  \`locale\`, the bodies of the valuation, the tag report, the application, its PATCH and the credit-report
  agreement gone wrong (markup, wrong types, an identity card number with a wrong check digit, impossible
  birth dates, extra and prototype keys, truncated, 10 000-deep and 100 KB JSON, an empty PATCH, an array,
  form-encoded, wrong content types), and methods the routes do not take. No 5xx is allowed here: the
  service behaves, so even its 502/503 would be a finding.
- Statuses: ${statuses(r.fuzz.statuses)}. **${r.fuzz.fivexx} 5xx.**
- Each request carries a unique marker inside markup (\`"'><fzNx>\`); an HTML answer containing \`<fzNx\` is a
  reflection. ${r.fuzz.jsonEchoes} answers echoed the marker inside a JSON string (application/json, \`nosniff\`): data, not markup.
- Well-formed: a known status, a Content-Type on every body, JSON that parses, whole HTML documents,
  redirects with a Location on this site (no open redirect).
${
  fuzzProblems.size
    ? `\nFindings:\n\n${table(
        ['problem', 'count', 'example'],
        [...fuzzProblems].map(([p, e]) => [p, String(e.n), e.example]),
      )}\n`
    : '- **No finding.**\n'
}
## 5xx answers

${
  Object.keys(r.fivexx).length
    ? `Every 5xx the visitors got, with the first line of its body (503 + Retry-After on a lead write is the designed answer
to a failed D1 write; the client keeps the lead and sends it again; 502 and 503 + Retry-After on the app-service endpoints
while the fake service was failing are theirs (docs/app-service.md); "Your worker restarted mid-request" is wrangler dev's
proxy dropping a connection to the worker, cloudflare/workers-sdk#14641, not counted as the worker's):\n\n${table(
        ['answer', 'count'],
        Object.entries(r.fivexx).map(([k, v]) => [k.replace(/\|/g, '\\|'), String(v)]),
      )}`
    : 'None.'
}

## Checks

${table(
  ['check', 'result', 'measured'],
  checks.map((c) => [c.name, c.ok ? 'pass' : '**FAIL**', c.detail.replace(/\|/g, '\\|')]),
)}
`;
}
