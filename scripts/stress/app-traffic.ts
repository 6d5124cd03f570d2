/**
 * The stress run's visitors of the app-service features (docs/app-service.md), one request per turn,
 * each client going through a flow as a visitor would: a valuation, a tag check, the credit report,
 * an application from the 7x24 popup. Every body is valid, so any other answer than success is a
 * fault; every create carries a key of its own, sent once, so the fake counting a key twice means
 * the worker sent it twice. A flow whose create failed goes on with an earlier reference. Bodies and
 * answers are the contracts' types (the shared schemas), so a contract change fails the type check here.
 */
import type { Unread } from '../../src/shared/api-contract';
import type { ApplicationAnswer, ApplicationRequest, ApplicationUpdate } from '../../src/shared/application/schema';
import type { CreditReportAgreed, CreditReportAgreeRequest, CreditReportEnquiry, CreditReportTerms } from '../../src/shared/credit-report/schema';
import type { Locale } from '../../src/shared/locales';
import type { TagRecord, TagReportReceived, TagReportRequest } from '../../src/shared/tag-check/schema';
import type { ValuationAnswer, ValuationCreated, ValuationRequest } from '../../src/shared/valuation/schema';
import { createKeyOf, type CreateCall } from './app-service';
import { errorLine, percentile, type Outcome, type Sink } from './traffic';

/** The endpoints, as the report names them. */
const APP_ENDPOINTS = [
  'POST /api/valuation',
  'GET /api/valuation/:ref',
  'GET /api/tag/:tagId',
  'POST /api/tag/:tagId/report',
  'POST /api/application',
  'PATCH /api/application/:ref',
  'GET /api/credit-report/terms',
  'POST /api/credit-report/agree',
  'GET /api/credit-report/enquiry/:ref',
  // A reference read without its owner's cookie, as another visitor would: always 404, never asked of the service.
  'GET /api/valuation/:ref (not its owner)',
  'GET /api/credit-report/enquiry/:ref (not its owner)',
] as const;

/** Whether an outcome is a read of a reference by a browser that did not make it (answered 404 by design). */
export const notOwnersRead = (o: Pick<Outcome, 'endpoint'>): boolean => (o.endpoint ?? '').endsWith('(not its owner)');

/** The pages of the features (and of the cron's lists), which must stay 200 whatever the service does. */
export const APP_PAGES = [
  '/loan/p-loan',
  '/en/loan/p-loan',
  '/verify',
  '/en/verify',
  '/features/free-smart-credit-report',
  '/addressMap',
  '/en/addressMap',
  '/faq',
  '/en/faq',
];

/** A create as the visitor saw it: its key, the site's answer and the reference in it. */
export interface AppCreate {
  call: CreateCall;
  key: string;
  status: number;
  ref: string | null;
}

type Step = () => Promise<Step[] | void>;

/** Every other flow of a feature. */
const half = (k: number) => k % 2 === 0;

/** The owner cookie `name` a create answer set, as the browser sends it back (`name=value`). */
const ownerCookie = (setCookies: string[], name: string) => setCookies.map((c) => new RegExp(`^(${name}=[^;]+)`).exec(c)?.[1]).find(Boolean);

/** Most polls of a pending valuation or enquiry in one flow. */
const POLLS = 4;

/** An identity card number with its check digit (mod 11 over the letters, A = 10, a blank = 36, and the six digits). */
function hkidOf(n: number): string {
  const letters = n % 4 === 0 ? 'XA' : String.fromCharCode(65 + (n % 26));
  const digits = String(100000 + (n % 900000));
  const chars = (letters.length === 1 ? ' ' : '') + letters + digits;
  const value = (ch: string) => (ch === ' ' ? 36 : ch >= 'A' ? ch.charCodeAt(0) - 55 : Number(ch));
  const sum = [...chars].reduce((total, ch, i) => total + value(ch) * (9 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return `${letters}${digits}${check === 10 ? 'A' : check}`;
}

export class AppVisitors {
  readonly creates: AppCreate[] = [];
  /** Answers that came back 2xx but say something the site must not: sample data, a foreign continue address. */
  readonly answerProblems: string[] = [];
  private readonly flows = new Map<number, Step[]>();
  private readonly known = { valuation: [] as string[], enquiry: [] as string[] };
  /** Flows started (which feature is the flow number's remainder), and numbers handed out (mobiles). */
  private flowNo = 0;
  private addressNo = 0;
  private sequence = 0;
  private sink: Sink = { outcomes: [], phase: 'start' };

  constructor(
    private readonly base: string,
    /** The member site's origin: the only one an application's continue address may be on. */
    private readonly memberOrigin: string | null = null,
  ) {}

  /** One request of this client's flow (a new flow when it has none), recorded in `sink`. */
  async step(clientNo: number, sink: Sink) {
    this.sink = sink;
    let queue = this.flows.get(clientNo);
    if (!queue?.length) this.flows.set(clientNo, (queue = this.newFlow()));
    const next = queue.shift()!;
    const more = await next();
    if (more) queue.unshift(...more);
  }

  /** Forgets the flows under way (between phases, so a phase starts its flows afresh). */
  reset() {
    this.flows.clear();
  }

  private newFlow(): Step[] {
    const flow = this.flowNo++;
    // The features take turns; n numbers a feature's own flows.
    const n = flow >> 2;
    const en = n % 3 === 0;
    const locale: Locale = en ? 'en-US' : 'zh-HK';
    switch (flow % 4) {
      case 0:
        return [() => this.page(en ? '/en/loan/p-loan' : '/loan/p-loan'), () => this.valuation(n, en, locale)];
      case 1:
        return [() => this.page(en ? '/en/verify' : '/verify'), () => this.tag(n)];
      case 2:
        // Published in Chinese only.
        return [() => this.page('/features/free-smart-credit-report'), () => this.creditReport(n)];
      default:
        return [() => this.application(n, en, locale)];
    }
  }

  /** A mobile number no other create of this run sends. */
  private mobile() {
    return String(40_000_000 + this.sequence++);
  }

  /** A visitor address no other write of the last minutes came from: the per-visitor write limit is not under test. */
  private address() {
    const a = this.addressNo++;
    return `10.${200 + ((a >> 16) & 7)}.${(a >> 8) & 255}.${a & 255}`;
  }

  private pickKnown(list: string[]) {
    return list.length ? list[Math.floor(Math.random() * list.length)]! : null;
  }

  private async page(path: string): Promise<void> {
    await this.request('page', path, 'GET', path);
  }

  private async valuation(n: number, en: boolean, locale: Locale): Promise<Step[]> {
    const phone = this.mobile();
    const body: ValuationRequest = {
      district: en ? 'Sha Tin' : '沙田',
      estate: en ? 'City One Shatin' : '沙田第一城',
      block: String(1 + (n % 12)),
      floor: String(1 + (n % 30)),
      flat: 'ABCDEFGH'.charAt(n % 8),
      customerName: 'Chan Tai Man',
      phone,
      locale,
      deviceId: `stress-${n}`,
    };
    const res = await this.request<ValuationCreated>('app', 'POST /api/valuation', 'POST', '/api/valuation', body, this.address());
    const ref = res.status === 201 ? String(res.json?.ref) : null;
    this.created('konew_valuation_create', { phone }, res.status, ref);
    if (ref) this.known.valuation.push(ref);
    // The browser that asked reads its result (its `valuation` cookie); after a failed request, a
    // known reference without it, as another visitor would (answered 404, nothing asked of the service).
    const target = ref ?? this.pickKnown(this.known.valuation);
    const owner = ref ? ownerCookie(res.setCookies, 'valuation') : undefined;
    return target ? [() => this.pollValuation(target, 1, owner)] : [];
  }

  private async pollValuation(ref: string, poll: number, cookie?: string): Promise<Step[] | void> {
    const endpoint = cookie ? 'GET /api/valuation/:ref' : 'GET /api/valuation/:ref (not its owner)';
    const res = await this.request<ValuationAnswer>('app', endpoint, 'GET', `/api/valuation/${ref}`, undefined, this.address(), cookie);
    if (res.status === 200 && res.json?.status === 'pending' && poll < POLLS) return [() => this.pollValuation(ref, poll + 1, cookie)];
  }

  private async tag(n: number): Promise<Step[] | void> {
    // Some typed in small letters: the site reads a tag in capitals.
    const id = `STRESS-${n.toString(36).toUpperCase().padStart(4, '0')}`;
    const tagId = n % 5 === 0 ? id.toLowerCase() : id;
    const res = await this.request<TagRecord>('app', 'GET /api/tag/:tagId', 'GET', `/api/tag/${tagId}`, undefined, this.address());
    // The report form comes with an answer (docs/app-service.md); half of the visitors send one.
    if (res.status === 200 && half(n)) return [() => this.tagReport(n, tagId)];
  }

  private async tagReport(n: number, tagId: string): Promise<void> {
    const note = `stress report ${n}: a caller asked for a deposit`;
    const body: TagReportRequest = { where: 'A phone call', when: '2026-11-20', note, phone: half(n >> 1) ? this.mobile() : '' };
    const res = await this.request<TagReportReceived>('app', 'POST /api/tag/:tagId/report', 'POST', `/api/tag/${tagId}/report`, body, this.address());
    this.created('trustmecare_post_related_info', { note }, res.status, res.status === 201 ? 'received' : null);
  }

  private async creditReport(n: number): Promise<Step[]> {
    const terms = await this.request<CreditReportTerms>(
      'app',
      'GET /api/credit-report/terms',
      'GET',
      '/api/credit-report/terms?locale=zh-HK',
      undefined,
      this.address(),
    );
    const version = terms.status === 200 ? String(terms.json?.version) : 'stress-2026-11';
    return [() => this.agree(n, version)];
  }

  private async agree(n: number, version: string): Promise<Step[]> {
    const mobile = this.mobile();
    const body: CreditReportAgreeRequest = {
      termsVersion: version,
      agreed: true,
      name: n % 2 ? 'Chan Tai Man' : 'WONG, Siu-ming',
      hkid: n % 3 === 0 ? hkidOf(n).replace(/(.)$/, '($1)') : hkidOf(n),
      dateOfBirth: `19${60 + (n % 40)}-0${1 + (n % 9)}-1${n % 10}`,
      mobile,
      optIn: n % 2 === 0,
      locale: 'zh-HK',
    };
    const res = await this.request<CreditReportAgreed>('app', 'POST /api/credit-report/agree', 'POST', '/api/credit-report/agree', body, this.address());
    const ref = res.status === 201 ? String(res.json?.ref) : null;
    this.created('konew_tutnc_agree', { phone: mobile }, res.status, ref);
    if (ref) this.known.enquiry.push(ref);
    const target = ref ?? this.pickKnown(this.known.enquiry);
    const owner = ref ? ownerCookie(res.setCookies, 'credit_report') : undefined;
    return target ? [() => this.pollEnquiry(target, 1, owner)] : [];
  }

  private async pollEnquiry(ref: string, poll: number, cookie?: string): Promise<Step[] | void> {
    const endpoint = cookie ? 'GET /api/credit-report/enquiry/:ref' : 'GET /api/credit-report/enquiry/:ref (not its owner)';
    const res = await this.request<CreditReportEnquiry>('app', endpoint, 'GET', `/api/credit-report/enquiry/${ref}`, undefined, this.address(), cookie);
    if (res.status !== 200) return;
    if (res.json?.status === 'pending' && poll < POLLS) return [() => this.pollEnquiry(ref, poll + 1, cookie)];
    if (res.json?.status === 'ready' && !(res.json.qr && typeof res.json.link === 'string')) this.problem(`enquiry ${ref} ready without its QR code`);
  }

  private async application(n: number, en: boolean, locale: Locale): Promise<Step[]> {
    const mobile = this.mobile();
    const body: ApplicationRequest = { mobile, gender: n % 2 ? 'F' : 'M', firstName: 'Load', lastName: en ? 'Test' : 'Chan', loanType: 5, locale, terms: true };
    const res = await this.request<ApplicationAnswer>('app', 'POST /api/application', 'POST', '/api/application', body, this.address());
    const ref = res.status === 201 ? String(res.json?.ref) : null;
    this.created('konew_loan_application', { mobile }, res.status, ref);
    if (ref) this.checkContinue(res.json?.continueUrl, ref);
    // Half of the visitors correct their number before going on, from the browser that started it
    // (its `application` cookie: only that browser may change the application).
    const owner = ownerCookie(res.setCookies, 'application');
    return ref && owner && half(n) ? [() => this.applicationUpdate(n, ref, owner)] : [];
  }

  private async applicationUpdate(n: number, ref: string, cookie: string): Promise<void> {
    const mobile = this.mobile();
    const body: ApplicationUpdate = half(n >> 1) ? { mobile, loanType: 1 } : { mobile };
    const res = await this.request<ApplicationAnswer>('app', 'PATCH /api/application/:ref', 'PATCH', `/api/application/${ref}`, body, this.address(), cookie);
    this.created('konew_loan_application_update', { applicationRef: ref, mobile }, res.status, res.status === 200 ? String(res.json?.ref) : null);
    if (res.status === 200) this.checkContinue(res.json?.continueUrl, ref);
  }

  private checkContinue(url: unknown, ref: string) {
    if (typeof url !== 'string') return this.problem(`application ${ref}: no continue address`);
    const parsed = new URL(url);
    if (this.memberOrigin && parsed.origin !== this.memberOrigin) this.problem(`application ${ref}: continue address on ${parsed.origin}`);
  }

  private created(call: CreateCall, payload: Record<string, unknown>, status: number, ref: string | null) {
    this.creates.push({ call, key: createKeyOf(call, payload), status, ref });
  }

  private problem(what: string) {
    if (this.answerProblems.length < 50) this.answerProblems.push(what);
  }

  /** One request; an app endpoint's answer is read by the contract's field names (`Answer`), each value still to be checked. */
  private async request<Answer = object>(
    kind: 'app' | 'page',
    endpoint: string,
    method: string,
    path: string,
    body?: object,
    address?: string,
    cookie?: string,
  ) {
    // The phase a request belongs to is the one it started in: a slow answer is the fault's, not the next phase's.
    const phase = this.sink.phase;
    const startedAt = Date.now();
    const started = performance.now();
    let status = -1;
    let retryAfter: string | null = null;
    let error: string | undefined;
    let json: Unread<Answer & { sample: boolean }> | null = null;
    let setCookies: string[] = [];
    try {
      const headers: Record<string, string> = { Accept: kind === 'page' ? 'text/html' : 'application/json', 'Accept-Encoding': 'gzip, br' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (address) headers['CF-Connecting-IP'] = address;
      if (cookie) headers.Cookie = cookie;
      const res = await fetch(this.base + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      status = res.status;
      retryAfter = res.headers.get('Retry-After');
      setCookies = res.headers.getSetCookie();
      const text = await res.text();
      if (status >= 500) error = errorLine(text);
      if (kind === 'app') {
        try {
          json = JSON.parse(text) as Unread<Answer & { sample: boolean }>;
        } catch {
          this.problem(`${endpoint} answered ${status} with a body that is not JSON`);
        }
        if (status < 300 && json?.sample !== false) this.problem(`${endpoint} answered without sample: false`);
      }
    } catch {
      status = -1;
    }
    const ms = performance.now() - started;
    this.sink.outcomes.push({ kind, path, endpoint, status, ms, retryAfter, phase, startedAt, endedAt: Date.now(), ...(error ? { error } : {}) });
    return { status, json, setCookies };
  }
}

export interface EndpointStats {
  endpoint: string;
  n: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  max: number;
}

/** Requests, statuses and latency per app-service endpoint, over the outcomes given. */
export function endpointStats(outcomes: Outcome[]): EndpointStats[] {
  return APP_ENDPOINTS.map((endpoint) => {
    const of = outcomes.filter((o) => o.kind === 'app' && o.endpoint === endpoint);
    const statuses: Record<string, number> = {};
    for (const o of of) statuses[String(o.status)] = (statuses[String(o.status)] ?? 0) + 1;
    const ms = of.map((o) => o.ms);
    return { endpoint, n: of.length, statuses, p50: percentile(ms, 50), p95: percentile(ms, 95), max: ms.length ? Math.max(...ms) : 0 };
  });
}
