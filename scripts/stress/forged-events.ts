/**
 * Forged A/B banner events under load: while the normal visitors run, an attacker floods POST
 * /api/track with events made to move a test (random ids, reused cookies, replays, clicks without
 * impressions, bots, ids collected by one address), and honest visitors take part as the site's
 * pages do. The run tallies the honest events itself; the reported A/B results must equal them
 * (docs/reliability.md, section 2; the rules: docs/security.md, "Forged analytics events").
 */
import { randomUUID } from 'node:crypto';
import { variantName } from '../../src/server/config/banners';
import { errorLine, percentile } from './traffic';

/** A desktop Chrome, as the honest visitors' browser. */
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** What a browser sends with the site's own fetch to /api/track (same origin, with a language). */
const BROWSER_HEADERS = {
  'Content-Type': 'application/json',
  'User-Agent': CHROME,
  'Accept-Language': 'zh-HK,zh;q=0.9,en;q=0.8',
  'Sec-Fetch-Site': 'same-origin',
};
/** Requests that are obviously not a visitor's browser on this site (worker/api/track-guard.ts). */
const BOT_HEADERS: Record<string, string>[] = [
  { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  { 'User-Agent': 'curl/8.5.0' },
  { 'User-Agent': 'python-requests/2.32.3' },
  { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36' },
  { 'User-Agent': '' },
  { 'Accept-Language': '' },
  { 'Sec-Fetch-Site': 'cross-site' },
];
/** The one address of the flood meant to meet the rate limit. */
export const FLOOD_IP = '10.250.0.1';
/** The one address of the collected-ids attack (under TRACK_LIMITER's local budget: what stops it is the cap). */
const COLLECTOR_IP = '10.240.0.1';
/** Visitors the collected-ids attack makes up from real ids. */
const COLLECTED_VISITORS = 200;
/** How many 429s the flood collects before it stops: enough to show the limit holds, not a single boundary case. */
const FLOOD_REFUSALS = 200;

type Family = 'random ids' | 'one real cookie' | 'replays' | 'clicks without impressions' | 'bots';
const FAMILIES: { family: Family; what: string }[] = [
  { family: 'random ids', what: 'a new random `anonymousId` in every body, the favoured variant, no cookie' },
  { family: 'one real cookie', what: "the same: with one real `anon_id` cookie reused (a captured honest visitor's)" },
  {
    family: 'replays',
    what: 'a captured real impression and click replayed: new body ids, each variant name and one that does not exist, with the captured cookie or none',
  },
  {
    family: 'clicks without impressions',
    what: "clicks of the visitor's assigned variant and of the favoured one, for real cookies the attacker collected from `/api/banners` and for made-up ones",
  },
  {
    family: 'bots',
    what: "a collected real cookie's impression and click of its own variant (a browser's would count) from a crawler, curl, python-requests, HeadlessChrome, no user agent, no Accept-Language, or another site (`Sec-Fetch-Site: cross-site`)",
  },
];

export interface Experiment {
  bannerType: string;
  campaign: string;
  /** Variant name -> banner id. */
  banners: Map<string, string>;
}

/** The first experiment of a banner list with two variants or more (the stress run's A/B test). */
export function abExperiment(list: { id: string | number; banner_type: string; campaign: string; variant?: string }[]): Experiment {
  for (const b of list) {
    const same = list.filter((o) => o.banner_type === b.banner_type && o.campaign === b.campaign);
    if (same.length > 1) return { bannerType: b.banner_type, campaign: b.campaign, banners: new Map(same.map((o) => [variantName(o), String(o.id)])) };
  }
  throw new Error('the banner list has no A/B test');
}

type TrackBody = { event: 'banner_impression' | 'banner_click'; anonymousId: string; properties: Record<string, string>; context: { page: { path: string } } };

/** The body the site's track-banner.ts sends for a banner it showed. */
const bannerBody = (
  exp: Experiment,
  event: TrackBody['event'],
  variant: string,
  anonymousId: string,
  bannerId = exp.banners.get(variant) ?? `${exp.campaign}-${variant}`,
): TrackBody => ({
  event,
  anonymousId,
  properties: { banner_id: bannerId, banner_type: exp.bannerType, campaign: exp.campaign, variant, source: 'desktop_web', locale: 'zh-HK' },
  context: { page: { path: '/' } },
});

interface TrackAnswer {
  status: number;
  retryAfter: string | null;
  ms: number;
  error?: string;
}

async function postTrack(base: string, body: unknown, ip: string, cookie: string | undefined, headers: Record<string, string> = {}): Promise<TrackAnswer> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api/track`, {
      method: 'POST',
      headers: { ...BROWSER_HEADERS, 'CF-Connecting-IP': ip, ...(cookie ? { Cookie: `anon_id=${cookie}` } : {}), ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    return {
      status: res.status,
      retryAfter: res.headers.get('Retry-After'),
      ms: performance.now() - started,
      ...(res.status >= 500 ? { error: errorLine(text) } : {}),
    };
  } catch {
    return { status: -1, retryAfter: null, ms: performance.now() - started };
  }
}

const anonIdOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => /^anon_id=([^;]+)/.exec(c)?.[1])
    .find(Boolean);

/** GET /api/banners as the page calls it: the anon_id it set (when none was sent) and the experiment's variant it showed. */
async function bannersFor(base: string, exp: Experiment, cookie?: string): Promise<{ cookie: string; variant: string } | null> {
  try {
    const res = await fetch(`${base}/api/banners?source=desktop_web&locale=zh-HK`, {
      headers: { 'User-Agent': CHROME, 'Accept-Language': 'zh-HK', ...(cookie ? { Cookie: `anon_id=${cookie}` } : {}) },
      signal: AbortSignal.timeout(30_000),
    });
    const id = cookie ?? anonIdOf(res);
    const body = (await res.json()) as { banners?: { banner_type: string; campaign: string; variant: string }[] };
    const shown = body.banners?.find((b) => b.banner_type === exp.bannerType && b.campaign === exp.campaign);
    return res.status === 200 && id && shown ? { cookie: id, variant: shown.variant } : null;
  } catch {
    return null;
  }
}

const count = (into: Record<string, number>, key: string | number) => {
  into[String(key)] = (into[String(key)] ?? 0) + 1;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const byte = () => Math.floor(Math.random() * 256);

export interface ForgedReport {
  experiment: { bannerType: string; campaign: string; variants: string[] };
  favoured: string;
  /** Per family: statuses of the requests from many addresses and from the one. */
  families: { family: Family; what: string; many: Record<string, number>; one: Record<string, number> }[];
  forgedSent: number;
  forgedStatuses: Record<string, number>;
  /** Cookies the attacker collected from /api/banners for its clicks and bots. */
  cookiesCollected: number;
  oneIp: {
    ip: string;
    sent: number;
    statuses: Record<string, number>;
    without429RetryAfter: number;
    /** The wall-clock minutes (TRACK_LIMITER's windows) its requests spanned, first sent to last answered. */
    windows: number;
  };
  manyIpStatuses: Record<string, number>;
  honest: {
    visitors: number;
    fromPage: number;
    sent: number;
    statuses: Record<string, number>;
    /** Counted by the run: one impression per visitor, one click after it. */
    impressions: Record<string, number>;
    clicks: Record<string, number>;
    /** Visitors whose /api/banners answer did not show the test (they send nothing). */
    noBanner: number;
    /** Events the run cannot tell whether the site stored (a failed connection, a 5xx): the tally cannot be exact. */
    unsure: number;
  };
  /** The collected-ids attack from COLLECTOR_IP: its visitors (ids /api/banners issued) and what its events were answered. */
  collector: { ip: string; visitors: string[]; sent: number; statuses: Record<string, number> };
  trackP50: number;
  trackP99: number;
  /** Every 5xx from /api/track, "status family: body". */
  fivexx: string[];
  failedConnections: number;
  captured: boolean;
}

/** The honest visitors' events the run counted, as `event variant anon_id`: what ab_events must hold, row for row. */
export type CountedByRun = Set<string>;

/**
 * Runs the honest visitors, the many-address attacker and the one-address flood for `seconds`
 * (the flood goes on until the rate limit refused FLOOD_REFUSALS of its requests, at most `floodMaxSeconds` in all:
 * TRACK_LIMITER's windows are wall-clock minutes, so a short phase may straddle two budgets).
 */
export async function runForgedEvents(
  base: string,
  exp: Experiment,
  {
    seconds,
    floodMaxSeconds = seconds + 150,
    honestClients = 4,
    manyClients = 8,
    floodClients = 16,
  }: { seconds: number; floodMaxSeconds?: number; honestClients?: number; manyClients?: number; floodClients?: number },
): Promise<{ report: ForgedReport; countedByRun: CountedByRun }> {
  const variants = [...exp.banners.keys()];
  const favoured = variants.at(-1)!;
  const stopAt = Date.now() + seconds * 1000;
  const floodStopAt = Date.now() + floodMaxSeconds * 1000;
  const ms: number[] = [];
  const fivexx: string[] = [];
  let failedConnections = 0;
  const note = (label: string, a: TrackAnswer) => {
    ms.push(a.ms);
    if (a.status >= 500) fivexx.push(`${a.status} ${label}: ${a.error ?? ''}`);
    if (a.status === -1) failedConnections += 1;
  };

  // Honest visitors.
  const honest: ForgedReport['honest'] = {
    visitors: 0,
    fromPage: 0,
    sent: 0,
    statuses: {},
    impressions: Object.fromEntries(variants.map((v) => [v, 0])),
    clicks: Object.fromEntries(variants.map((v) => [v, 0])),
    noBanner: 0,
    unsure: 0,
  };
  let captured: { cookie: string; impression: TrackBody; click: TrackBody } | null = null;
  const countedByRun: CountedByRun = new Set();
  let honestNo = 0;
  const honestVisitor = async () => {
    const n = honestNo++;
    const ip = `10.210.${(n >> 8) & 255}.${n & 255}`;
    let cookie: string | undefined;
    // Half get their cookie from a page load (the edge sets it), half from /api/banners itself.
    if (n % 2 === 0) {
      try {
        const page = await fetch(`${base}${pick(['/', '/en', '/loan/n-loan'])}`, {
          headers: { 'User-Agent': CHROME, 'Accept-Language': 'zh-HK' },
          signal: AbortSignal.timeout(30_000),
        });
        await page.arrayBuffer();
        cookie = anonIdOf(page);
        if (cookie) honest.fromPage += 1;
      } catch {
        /* the visitor goes on as one whose page set no cookie */
      }
    }
    const shown = await bannersFor(base, exp, cookie);
    if (!shown) {
      honest.noBanner += 1;
      return;
    }
    honest.visitors += 1;
    /** Sends the event once, or twice (shown again on another page, clicked twice): counted once if any send was answered 204. */
    const send = async (body: TrackBody) => {
      const statuses: number[] = [];
      for (let i = 0; i < (Math.random() < 0.25 ? 2 : 1); i++) {
        honest.sent += 1;
        const a = await postTrack(base, body, ip, shown.cookie);
        note('honest', a);
        count(honest.statuses, a.status);
        statuses.push(a.status);
      }
      if (statuses.includes(204)) return true;
      // Failed connections and 5xx may or may not have stored it: the run's tally is then unsure.
      if (statuses.some((s) => s === -1 || s >= 500)) honest.unsure += 1;
      return false;
    };
    const impression = bannerBody(exp, 'banner_impression', shown.variant, shown.cookie);
    if (!(await send(impression))) return;
    honest.impressions[shown.variant] = (honest.impressions[shown.variant] ?? 0) + 1;
    countedByRun.add(`banner_impression ${shown.variant} ${shown.cookie}`);
    if (Math.random() < 0.3) {
      const click = bannerBody(exp, 'banner_click', shown.variant, shown.cookie);
      if (!(await send(click))) return;
      honest.clicks[shown.variant] = (honest.clicks[shown.variant] ?? 0) + 1;
      countedByRun.add(`banner_click ${shown.variant} ${shown.cookie}`);
      captured ??= { cookie: shown.cookie, impression, click };
    }
  };

  // The attacker.
  const families = new Map(
    FAMILIES.map(({ family, what }) => [family, { family, what, many: {} as Record<string, number>, one: {} as Record<string, number> }]),
  );
  const forgedStatuses: Record<string, number> = {};
  const manyIpStatuses: Record<string, number> = {};
  const oneIp = { ip: FLOOD_IP, sent: 0, statuses: {} as Record<string, number>, without429RetryAfter: 0, windows: 0 };
  const floodSpan = { first: Number.POSITIVE_INFINITY, last: 0 };
  let forgedSent = 0;
  let cookiesCollected = 0;
  /** Real cookies the attacker collected, with the variant each was shown; each used for one forgery, never for a browser-like impression. */
  const collected: { cookie: string; variant: string }[] = [];
  const collect = async () => {
    const got = await bannersFor(base, exp);
    if (got) {
      cookiesCollected += 1;
      collected.push(got);
    }
  };
  /** One forged request of the family: body, cookie and extra headers. */
  const forgery = async (family: Family): Promise<{ body: TrackBody; cookie?: string | undefined; headers?: Record<string, string> }[]> => {
    switch (family) {
      case 'random ids':
        return [{ body: bannerBody(exp, pick(['banner_impression', 'banner_click'] as const), favoured, randomUUID()) }];
      case 'one real cookie':
        return [{ body: bannerBody(exp, pick(['banner_impression', 'banner_click'] as const), favoured, randomUUID()), cookie: captured!.cookie }];
      case 'replays': {
        const variant = pick([...variants, 'C']);
        const cookie = pick([captured!.cookie, undefined]);
        return [captured!.impression, captured!.click].map((b) => ({ body: bannerBody(exp, b.event, variant, randomUUID()), cookie }));
      }
      case 'clicks without impressions': {
        if (Math.random() < 0.5) return [{ body: bannerBody(exp, 'banner_click', pick(variants), randomUUID()), cookie: randomUUID() }];
        if (!collected.length) await collect();
        const real = collected.pop();
        if (!real) return [];
        return [real.variant, favoured].map((variant) => ({ body: bannerBody(exp, 'banner_click', variant, real.cookie), cookie: real.cookie }));
      }
      case 'bots': {
        if (!collected.length) await collect();
        const real = collected.pop();
        if (!real) return [];
        const headers = pick(BOT_HEADERS);
        return (['banner_impression', 'banner_click'] as const).map((event) => ({
          body: bannerBody(exp, event, real.variant, real.cookie),
          cookie: real.cookie,
          headers,
        }));
      }
    }
  };
  const attack = async (ipOf: () => string, until: () => boolean, one: boolean) => {
    while (!until()) {
      // The cookie-reusing forgeries wait for a captured honest click.
      const family = pick(FAMILIES.filter((f) => captured || (f.family !== 'one real cookie' && f.family !== 'replays'))).family;
      for (const f of await forgery(family)) {
        const ip = ipOf();
        if (one) floodSpan.first = Math.min(floodSpan.first, Date.now());
        const a = await postTrack(base, f.body, ip, f.cookie, f.headers);
        if (one) floodSpan.last = Math.max(floodSpan.last, Date.now());
        note(family, a);
        forgedSent += 1;
        count(forgedStatuses, a.status);
        count(one ? families.get(family)!.one : families.get(family)!.many, a.status);
        if (one) {
          oneIp.sent += 1;
          count(oneIp.statuses, a.status);
          if (a.status === 429 && a.retryAfter === null) oneIp.without429RetryAfter += 1;
        } else count(manyIpStatuses, a.status);
      }
    }
  };

  // The collected-ids attack: real ids, browser-like, one address, every visitor an impression and a click.
  const collector: ForgedReport['collector'] = { ip: COLLECTOR_IP, visitors: [], sent: 0, statuses: {} };
  let collectedNo = 0;
  const collectAndClick = async () => {
    while (collectedNo++ < COLLECTED_VISITORS) {
      const got = await bannersFor(base, exp);
      if (!got) continue;
      collector.visitors.push(got.cookie);
      for (const event of ['banner_impression', 'banner_click'] as const) {
        const a = await postTrack(base, bannerBody(exp, event, got.variant, got.cookie), COLLECTOR_IP, got.cookie);
        note('collected ids', a);
        collector.sent += 1;
        count(collector.statuses, a.status);
      }
    }
  };

  const loops: Promise<void>[] = Array.from({ length: 4 }, collectAndClick);
  for (let i = 0; i < honestClients; i++)
    loops.push(
      (async () => {
        while (Date.now() < stopAt) await honestVisitor();
      })(),
    );
  for (let i = 0; i < manyClients; i++)
    loops.push(
      attack(
        () => `10.220.${byte()}.${byte()}`,
        () => Date.now() >= stopAt,
        false,
      ),
    );
  // The one-address flood: through the phase, and on until it met the limit (a wall-clock minute's budget).
  const limited = () => (oneIp.statuses['429'] ?? 0) >= FLOOD_REFUSALS;
  for (let i = 0; i < floodClients; i++)
    loops.push(
      attack(
        () => FLOOD_IP,
        () => Date.now() >= floodStopAt || (Date.now() >= stopAt && limited()),
        true,
      ),
    );
  await Promise.all(loops);
  oneIp.windows = oneIp.sent ? Math.floor(floodSpan.last / 60_000) - Math.floor(floodSpan.first / 60_000) + 1 : 0;

  const report: ForgedReport = {
    experiment: { bannerType: exp.bannerType, campaign: exp.campaign, variants },
    favoured,
    families: [...families.values()],
    forgedSent,
    forgedStatuses,
    cookiesCollected,
    oneIp,
    manyIpStatuses,
    honest,
    collector,
    trackP50: percentile(ms, 50),
    trackP99: percentile(ms, 99),
    fivexx,
    failedConnections,
    captured: captured !== null,
  };
  return { report, countedByRun };
}
