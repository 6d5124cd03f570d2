/**
 * The visitors: concurrent clients, each looping over a weighted mix of page views, the dynamic
 * API, lead submissions, contact and callback requests (contact-requests.ts) and the app-service
 * features (app-traffic.ts), until told to stop. A lead or contact request answered with a
 * retryable error (503 with Retry-After, 429, a failed connection) is kept and sent again after
 * the delay, the way the browser keeps an unsent one; the visitor meanwhile goes on browsing.
 */
import { leadBody, submitLead, visitorAddress } from '../load/lead-client';
import { acknowledgedId, submitContact, type ContactRecord } from './contact-requests';

export type Kind = 'page' | 'api' | 'lead' | 'contact' | 'app';
const KINDS: Kind[] = ['page', 'api', 'lead', 'contact', 'app'];

export interface Outcome {
  kind: Kind;
  path: string;
  status: number;
  ms: number;
  retryAfter: string | null;
  phase: string;
  /** For a 5xx: the start of its body, local paths removed. */
  error?: string;
  /** App-service requests: the endpoint (`POST /api/valuation`), and when the request started and ended (ms since the epoch). */
  endpoint?: string;
  startedAt?: number;
  endedAt?: number;
}

/**
 * wrangler dev's own answer when its proxy loses the connection to the worker on a request it will
 * not replay (anything but GET/HEAD): a 503 the worker never sent, under a misleading "restarted"
 * message (cloudflare/workers-sdk#14641, a keep-alive race inside the local dev server; there is no
 * such proxy in production). Counted apart from the worker's 5xx; the lead is sent again like any 503.
 */
export const isDevProxyDrop = (o: Pick<Outcome, 'status' | 'error'>) => o.status === 503 && (o.error ?? '').startsWith('Your worker restarted mid-request.');

/** The first line of a 5xx body, without this machine's paths. */
export const errorLine = (body: string) =>
  body
    .split('\n')[0]!
    .replace(/file:\/\/\S*?node_modules\//g, 'node_modules/')
    .slice(0, 160);

export interface LeadRecord {
  n: number;
  attempts: number;
  /** Final answer: 201 created, 200 duplicate, or null when never acknowledged. */
  acknowledged: 201 | 200 | null;
  /** Statuses of the attempts, in order. */
  statuses: number[];
}

const PAGES = [
  '/',
  '/en',
  '/zh-CN',
  '/loan/n-loan',
  '/en/loan/sme',
  '/loan/supreme?utm_source=stress&utm_medium=load',
  '/faq',
  '/en/faq',
  '/addressMap',
  '/contactus',
  '/en/contactus',
  '/no-such-page',
  '/RSC/R/faq.txt',
  '/loan/t-loan?form=1',
];

/** Where outcomes go, and the phase the run is in: the traffic, handed to each app-service step. */
export interface Sink {
  outcomes: Outcome[];
  phase: string;
}

/** The app-service features' visitors (AppVisitors, app-traffic.ts): one request of a client's flow per step. */
interface AppMix {
  step(clientNo: number, sink: Sink): Promise<void>;
}

export interface TrafficOptions {
  base: string;
  /** The dynamic API in the mix: /api/banners when the route exists, otherwise another. */
  apiPath: string;
  weights?: Record<Kind, number>;
  /** The app-service features' visitors (the `app` share of the mix). */
  app?: AppMix;
}

export class Traffic {
  readonly outcomes: Outcome[] = [];
  readonly leads = new Map<number, LeadRecord>();
  readonly contacts = new Map<number, ContactRecord>();
  phase = 'start';
  private retries: { kind: 'lead' | 'contact'; n: number; due: number }[] = [];
  private sequence = 0;
  private contactSequence = 0;
  private stopAt = 0;
  private running: Promise<void>[] = [];

  constructor(private readonly options: TrafficOptions) {}

  private pick(): Kind {
    const w = this.options.weights ?? { page: 6, api: 2, lead: 2, contact: 1, app: this.options.app ? 2 : 0 };
    let r = Math.random() * (w.page + w.api + w.lead + w.contact + w.app);
    if ((r -= w.page) < 0) return 'page';
    if ((r -= w.api) < 0) return 'api';
    if ((r -= w.lead) < 0) return 'lead';
    if ((r -= w.contact) < 0) return 'contact';
    return 'app';
  }

  private async get(kind: Kind, path: string) {
    const started = performance.now();
    let status = -1;
    let retryAfter: string | null = null;
    let error: string | undefined;
    try {
      const res = await fetch(this.options.base + path, {
        headers: { Accept: 'text/html,*/*;q=0.8', 'Accept-Encoding': 'gzip, br' },
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      status = res.status;
      retryAfter = res.headers.get('Retry-After');
      if (status >= 500) error = errorLine(await res.text());
      else await res.arrayBuffer();
    } catch {
      status = -1;
    }
    this.outcomes.push({ kind, path, status, ms: performance.now() - started, retryAfter, phase: this.phase, ...(error ? { error } : {}) });
  }

  private async lead(clientNo: number, n: number) {
    const record = this.leads.get(n) ?? { n, attempts: 0, acknowledged: null, statuses: [] };
    this.leads.set(n, record);
    record.attempts += 1;
    const res = await submitLead(this.options.base, leadBody(n), visitorAddress(clientNo, n + record.attempts * 7919));
    record.statuses.push(res.status);
    this.outcomes.push({
      kind: 'lead',
      path: '/api/insertToShortForm',
      status: res.status,
      ms: res.ms,
      retryAfter: res.retryAfter,
      phase: this.phase,
      ...(res.status >= 500 ? { error: errorLine(res.body) } : {}),
    });
    if (res.status === 201 || res.status === 200) {
      record.acknowledged = res.status;
      return;
    }
    if (res.status === 503 || res.status === 429 || res.status === -1) {
      const seconds = Math.min(Math.max(Number(res.retryAfter) || 2, 1), 10);
      this.retries.push({ kind: 'lead', n, due: Date.now() + seconds * 1000 });
    }
    // Anything else (a 400 for a valid body, a 500) is a finding: the lead is given up, and counted.
  }

  /** A contact-us or callback request, kept and sent again like a lead when refused. */
  private async contact(clientNo: number, n: number) {
    const record = this.contacts.get(n) ?? { n, attempts: 0, id: null, statuses: [] };
    this.contacts.set(n, record);
    record.attempts += 1;
    const res = await submitContact(this.options.base, n, visitorAddress(200 + (clientNo % 50), n + record.attempts * 7919));
    record.statuses.push(res.status);
    this.outcomes.push({
      kind: 'contact',
      path: '/api/contact',
      status: res.status,
      ms: res.ms,
      retryAfter: res.retryAfter,
      phase: this.phase,
      ...(res.status >= 500 ? { error: errorLine(res.body) } : {}),
    });
    const id = acknowledgedId(res);
    if (id) {
      record.id = id;
      return;
    }
    if (res.status === 503 || res.status === 429 || res.status === -1) {
      const seconds = Math.min(Math.max(Number(res.retryAfter) || 2, 1), 10);
      this.retries.push({ kind: 'contact', n, due: Date.now() + seconds * 1000 });
    }
  }

  private send(clientNo: number, retry: { kind: 'lead' | 'contact'; n: number }) {
    return retry.kind === 'lead' ? this.lead(clientNo, retry.n) : this.contact(clientNo, retry.n);
  }

  private async client(clientNo: number) {
    while (Date.now() < this.stopAt) {
      const dueAt = this.retries.findIndex((r) => r.due <= Date.now());
      if (dueAt >= 0) {
        const [retry] = this.retries.splice(dueAt, 1);
        await this.send(clientNo, retry!);
        continue;
      }
      const kind = this.pick();
      if (kind === 'page') await this.get('page', PAGES[Math.floor(Math.random() * PAGES.length)]!);
      else if (kind === 'api') await this.get('api', this.options.apiPath);
      else if (kind === 'app') await this.options.app!.step(clientNo, this);
      else if (kind === 'contact') await this.contact(clientNo, this.contactSequence++);
      else await this.lead(clientNo, this.sequence++);
    }
  }

  /** Starts `clients` visitors (more are added when called again); they run until stop(). */
  start(clients: number) {
    this.stopAt = Number.POSITIVE_INFINITY;
    const first = this.running.length;
    for (let i = 0; i < clients; i++) this.running.push(this.client(first + i));
  }

  async stop() {
    this.stopAt = 0;
    await Promise.all(this.running);
    this.running = [];
  }

  /** Sends the kept leads and contact requests until each is acknowledged or `seconds` have passed. */
  async drainRetries(seconds = 30) {
    const until = Date.now() + seconds * 1000;
    while (this.retries.length && Date.now() < until) {
      const due = this.retries.filter((r) => r.due <= Date.now());
      this.retries = this.retries.filter((r) => r.due > Date.now());
      await Promise.all(due.map((r) => this.send(0, r)));
      if (!due.length) await new Promise((r) => setTimeout(r, 200));
    }
    return this.retries.length;
  }

  get pendingRetries() {
    return this.retries.length;
  }
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface PhaseSummary {
  phase: string;
  requests: number;
  byKind: Record<Kind, { n: number; statuses: Record<string, number>; p50: number; p99: number }>;
  /** 5xx answered by the worker (not counting the dev server's dropped connections). */
  fivexx: number;
  /** 503s from wrangler dev's proxy, not the worker (isDevProxyDrop). */
  devProxyDrops: number;
  /** 503s with Retry-After on the lead and contact endpoints: the designed answer to a failed write. */
  retryable503: number;
  /** 5xx that are not that. */
  unexpected5xx: Outcome[];
  failedConnections: number;
}

export function summarize(outcomes: Outcome[], phase: string): PhaseSummary {
  const mine = outcomes.filter((o) => o.phase === phase);
  const byKind = {} as PhaseSummary['byKind'];
  for (const kind of KINDS) {
    const of = mine.filter((o) => o.kind === kind);
    const statuses: Record<string, number> = {};
    for (const o of of) statuses[String(o.status)] = (statuses[String(o.status)] ?? 0) + 1;
    byKind[kind] = {
      n: of.length,
      statuses,
      p50: percentile(
        of.map((o) => o.ms),
        50,
      ),
      p99: percentile(
        of.map((o) => o.ms),
        99,
      ),
    };
  }
  const fromWorker = mine.filter((o) => !isDevProxyDrop(o));
  const retryable = (o: Outcome) => isRetryableWrite(o);
  return {
    phase,
    requests: mine.length,
    byKind,
    fivexx: fromWorker.filter((o) => o.status >= 500).length,
    devProxyDrops: mine.length - fromWorker.length,
    retryable503: fromWorker.filter(retryable).length,
    unexpected5xx: fromWorker.filter((o) => o.status >= 500 && !retryable(o)),
    failedConnections: mine.filter((o) => o.status === -1).length,
  };
}

/** A refused write the visitor's browser keeps and sends again: the designed answer while D1 fails. */
export const isRetryableWrite = (o: Pick<Outcome, 'kind' | 'status' | 'retryAfter'>) =>
  (o.kind === 'lead' || o.kind === 'contact') && o.status === 503 && !!o.retryAfter;
