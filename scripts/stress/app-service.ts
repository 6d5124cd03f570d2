/**
 * A loopback fake of the business's app service for the stress run, speaking its protocol
 * (docs/app-service.md) with answers of the shape the worker reads, and switchable at run time to
 * the failures the worker must survive: down, slow (past APP_SERVICE_TIMEOUT_MS), garbage, wrong
 * shape, error. It counts what it receives by call and mode, and each create by the visitor's own
 * key, so a create the worker sent twice shows as a key received twice.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { claimPort } from '../bench/site';
import { loopbackServer } from './loopback-server';
import { SLOW_MS } from './upstream';

export const APP_FAULT_MODES = ['down', 'slow', 'garbage', 'wrong_shape', 'error'] as const;
export type AppServiceMode = 'ok' | (typeof APP_FAULT_MODES)[number];

/** Sent by the worker as `Authorization: Bearer <token>` (APP_SERVICE_TOKEN); anything else is refused, 401. */
export const FAKE_APP_SERVICE_TOKEN = 'stress-app-service-token';

/** The calls that create something: sent once by the worker, each keyed here by what the visitor sent. */
export const CREATE_CALLS = [
  'konew_valuation_create',
  'trustmecare_post_related_info',
  'konew_loan_application',
  'konew_loan_application_update',
  'konew_tutnc_agree',
] as const;
export type CreateCall = (typeof CREATE_CALLS)[number];

/** The visitor's key of a create, from its payload as the service receives it (app-traffic.ts sends each key once). */
export function createKeyOf(call: CreateCall, body: Record<string, unknown>): string {
  switch (call) {
    case 'konew_valuation_create':
      return String(body.phone);
    case 'trustmecare_post_related_info':
      return String(body.note);
    case 'konew_loan_application':
      return String(body.mobile);
    case 'konew_loan_application_update':
      return `${String(body.applicationRef)}|${String(body.mobile)}`;
    case 'konew_tutnc_agree':
      return String(body.phone);
  }
}

/** How long a valuation or a credit-report enquiry stays pending before it is ready. */
const PENDING_MS = 800;

/** The branch and FAQ lists the fake serves: ids starting `stress-`, so a page that shows them says so. */
export const FAKE_LIST_ID_PREFIX = 'stress-';

const hours = (opens: string, closes: string) => ({ opens, closes });
export function fakeBranchList(lang: string) {
  const en = lang === 'en-US';
  return {
    branches: [
      {
        id: 'stress-central',
        region: 'hongKong',
        name: en ? 'Stress Central Branch' : '壓力測試中環分行',
        shortName: en ? 'Central' : '中環',
        address: en ? '1 Sample Road, Central' : '中環示例道1號',
        hotline: '2100 0101',
        hours: { weekday: hours('09:00', '19:00'), saturday: hours('09:00', '13:00'), sundaysAndHolidays: null },
        remarks: [],
        vtm: true,
        suspended: false,
      },
      {
        id: 'stress-mong-kok',
        region: 'kowloon',
        name: en ? 'Stress Mong Kok Branch' : '壓力測試旺角分行',
        address: en ? '2 Sample Street, Mong Kok' : '旺角示例街2號',
        hotline: '21000102',
        hours: { weekday: hours('10:00', '20:00'), saturday: null, sundaysAndHolidays: null },
        vtm: false,
        suspended: false,
      },
      {
        id: 'stress-sha-tin',
        region: 'newTerritories',
        name: en ? 'Stress Sha Tin Branch' : '壓力測試沙田分行',
        address: en ? '3 Sample Avenue, Sha Tin' : '沙田示例大道3號',
        hotline: '2100 0103',
        hours: { weekday: hours('09:30', '18:30'), saturday: null, sundaysAndHolidays: null },
        remarks: [en ? 'Temporarily closed for renovation.' : '裝修期間暫停服務。'],
        vtm: false,
        suspended: true,
      },
    ],
  };
}

export function fakeFaqList(lang: string) {
  const en = lang === 'en-US';
  return {
    faqs: ['company', 'account', 'product', 'repayment', 'security'].map((category, i) => ({
      category,
      id: `stress-${i + 1}`,
      question: en ? `Stress question ${i + 1}?` : `壓力測試問題${i + 1}？`,
      answer: [en ? `Stress answer ${i + 1}.` : `壓力測試答案${i + 1}。`],
    })),
  };
}

/** JSON the site does not read, per call: fields renamed, wrong types, values outside the enums, an envelope. */
function wrongShape(call: string, body: Record<string, unknown>, n: number): unknown {
  if (n % 3 === 0) return { code: 0, data: answerOk(call, body, null) };
  switch (call) {
    case 'konew_valuation_create':
      return { encoded: 'not a reference!' };
    case 'konew_valuation_get_by_encoded':
      return { encoded: body.encoded, status: 'done', value: '1,000,000' };
    case 'trustmecare_get_record_by_tag_id':
      return { tagId: body.tagId, status: 'valid', kind: 'card' };
    case 'trustmecare_post_related_info':
      return { received: 'yes' };
    case 'konew_loan_application':
      return { applicationRef: 12345 };
    case 'konew_loan_application_update':
      // Valid on its own, for another application: the worker must not pass it on.
      return { applicationRef: 'another-application-0001' };
    case 'konew_tutnc':
      return { version: '', title: 'Terms', paragraphs: 'one long text' };
    case 'konew_tutnc_agree':
      return { enquiryRef: null };
    case 'konew_loan_enquiry':
      return { enquiryRef: body.enquiryRef, status: 'READY', next: 'app' };
    case 'konew_qr_code':
      return { link: 'http://insecure.example/x' };
    case 'konew-center':
      return { branches: [{ id: 'Bad Id', region: 'mars', name: '', hotline: '12345', hours: { weekday: { opens: '9am', closes: '7pm' } } }] };
    case 'konew-faqs':
      return { faqs: [] };
    default:
      return {};
  }
}

const GARBAGE: { status: number; type: string; body: string }[] = [
  { status: 200, type: 'application/json', body: '{"encoded": "abc' },
  { status: 200, type: 'text/html', body: '<html><body>Service Unavailable</body></html>' },
  { status: 200, type: 'application/json', body: 'null' },
  { status: 502, type: 'text/plain', body: 'Bad Gateway' },
  { status: 200, type: 'application/octet-stream', body: '\u0000\u00ff\u00fe garbage' },
  { status: 400, type: 'application/json', body: '{"message":"bad request"}' },
  { status: 500, type: 'text/html', body: '<h1>Internal Server Error</h1>' },
  { status: 200, type: 'application/json', body: '' },
];

/** State the valid answers need: what was created, and when. */
const valuations = new Map<string, number>();
const enquiries = new Map<string, number>();
const applications = new Set<string>();
let sequence = 0;

/** The answer of a service that behaves; `created` (when given) records the reference a create was answered with. */
function answerOk(call: string, body: Record<string, unknown>, created: ((ref: string) => void) | null): unknown {
  const now = Date.now();
  switch (call) {
    case 'konew_valuation_create': {
      const encoded = `stressval${++sequence}`;
      if (created) {
        valuations.set(encoded, now);
        created(encoded);
      }
      return { encoded };
    }
    case 'konew_valuation_get_by_encoded': {
      const encoded = String(body.encoded);
      const at = valuations.get(encoded);
      if (at === undefined) return { encoded, status: 'failed' };
      if (now - at < PENDING_MS) return { encoded, status: 'pending' };
      return {
        encoded,
        status: 'ready',
        value: 3_200_000 + (encoded.length % 7) * 10_000,
        valuedAt: new Date(at + PENDING_MS).toISOString(),
        address: 'Flat A, 1/F, Block 1',
      };
    }
    case 'trustmecare_get_record_by_tag_id': {
      const tagId = String(body.tagId);
      // The last character decides, so a run meets all three answers.
      const c = tagId.charCodeAt(tagId.length - 1) % 3;
      if (c === 0) return { tagId, status: 'genuine', kind: 'staff_card', issuedAt: '2026-01-05' };
      if (c === 1) return { tagId, status: 'revoked', kind: 'letter', issuedAt: '2025-03-01' };
      return { tagId, status: 'unknown' };
    }
    case 'trustmecare_post_related_info':
      created?.('received');
      return { received: true };
    case 'konew_loan_application': {
      const applicationRef = `stressapp${++sequence}`;
      if (created) {
        applications.add(applicationRef);
        created(applicationRef);
      }
      // Every other one with a continue address on another origin: the worker must ignore it.
      return { applicationRef, continueUrl: sequence % 2 === 0 ? null : 'https://elsewhere.example/continue' };
    }
    case 'konew_loan_application_update': {
      // An update of a reference the fake never gave (the fuzzer's) is answered as the sample does: echoed.
      const applicationRef = String(body.applicationRef);
      created?.(applicationRef);
      return { applicationRef };
    }
    case 'konew_tutnc':
      return {
        version: 'stress-2026-11',
        title: body.isEng === true ? 'Credit reference agency terms (stress fake)' : '信貸資料服務機構查閱條款（壓力測試）',
        paragraphs: ['First paragraph of the terms.', 'Second paragraph of the terms.'],
      };
    case 'konew_tutnc_agree': {
      const enquiryRef = `stresscr${++sequence}`;
      if (created) {
        enquiries.set(enquiryRef, now);
        created(enquiryRef);
      }
      return { enquiryRef };
    }
    case 'konew_loan_enquiry': {
      const enquiryRef = String(body.enquiryRef);
      const at = enquiries.get(enquiryRef);
      return at !== undefined && now - at >= PENDING_MS ? { enquiryRef, status: 'ready', next: 'open_app' } : { enquiryRef, status: 'pending', next: 'wait' };
    }
    case 'konew_qr_code':
      return { link: `https://app.example.com/credit-report?enquiry=${encodeURIComponent(String(body.enquiryRef))}` };
    case 'konew-center':
      return fakeBranchList(String(body.lang));
    case 'konew-faqs':
      return fakeFaqList(String(body.lang));
    default:
      return undefined;
  }
}

/** What each call must be sent (docs/app-service.md): a payload missing one is counted as malformed. */
const REQUIRED: Record<string, string[]> = {
  konew_valuation_create: [
    'estate',
    'address',
    'floor',
    'flat',
    'district',
    'street',
    'streetNo',
    'building',
    'block',
    'deviceId',
    'customerName',
    'phone',
    'source',
    'playerId',
    'isEng',
  ],
  konew_valuation_get_by_encoded: ['encoded'],
  trustmecare_get_record_by_tag_id: ['tagId'],
  trustmecare_post_related_info: ['tagId', 'where', 'when', 'note', 'phone'],
  konew_loan_application: ['firstName', 'lastName', 'gender', 'mobile', 'loanType', 'locale', 'isEng', 'source'],
  konew_loan_application_update: ['applicationRef'],
  konew_tutnc: ['isEng'],
  konew_tutnc_agree: ['version', 'customerName', 'hkid', 'dateOfBirth', 'phone', 'isOptIn', 'source', 'isEng'],
  konew_loan_enquiry: ['enquiryRef'],
  konew_qr_code: ['enquiryRef'],
  'konew-center': ['lang'],
  'konew-faqs': ['lang'],
};
const GET_CALLS = new Set(['konew-center', 'konew-faqs']);

export interface FakeAppService {
  origin: string;
  mode: AppServiceMode;
  setMode(mode: AppServiceMode): Promise<void>;
  /** Requests received, by mode at the time. */
  received: Record<AppServiceMode, number>;
  /** Requests received, by call (all modes). */
  byCall: Record<string, number>;
  /** Requests that were not the protocol: unknown call, wrong method, no token, a body missing a field. */
  malformed: { n: number; examples: string[] };
  /** Per create call: the visitor's key -> times received (any mode) and the reference answered (ok mode). */
  creates: Record<CreateCall, Map<string, { times: number; ref: string | null }>>;
  /** Requests not answered yet (a slow answer is still on its way). */
  inFlight(): number;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
    req.on('error', () => resolve(data));
  });
}

export async function fakeAppService(): Promise<FakeAppService> {
  const { port, release } = await claimPort();
  let pending = 0;
  let garbageNo = 0;
  let wrongNo = 0;
  const creates = Object.fromEntries(CREATE_CALLS.map((c) => [c, new Map()])) as FakeAppService['creates'];
  const self: FakeAppService = {
    origin: `http://127.0.0.1:${port}`,
    mode: 'ok',
    received: { ok: 0, down: 0, slow: 0, garbage: 0, wrong_shape: 0, error: 0 },
    byCall: {},
    malformed: { n: 0, examples: [] },
    creates,
    inFlight: () => pending,
    setMode: async (mode) => {
      await switchMode(self.mode, mode);
      self.mode = mode;
    },
    close: async () => {
      await stop();
      release();
    },
  };
  const malformed = (what: string) => {
    self.malformed.n += 1;
    if (self.malformed.examples.length < 5) self.malformed.examples.push(what);
  };
  const json = (res: ServerResponse, status: number, value: unknown) =>
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    pending += 1;
    res.once('close', () => (pending -= 1));
    const raw = await readBody(req);
    const mode = self.mode;
    self.received[mode] += 1;
    const url = new URL(req.url ?? '/', self.origin);
    const call = /^\/api\/v2\/([a-z_-]+)$/.exec(url.pathname)?.[1] ?? '';
    self.byCall[call || '(unknown path)'] = (self.byCall[call || '(unknown path)'] ?? 0) + 1;
    if (!(call in REQUIRED) || req.method !== (GET_CALLS.has(call) ? 'GET' : 'POST')) {
      malformed(`${req.method} ${url.pathname}`);
      return json(res, 404, { message: 'no such call' });
    }
    if (req.headers.authorization !== `Bearer ${FAKE_APP_SERVICE_TOKEN}`) {
      malformed(`${call} without the token`);
      return json(res, 401, { message: 'unauthorized' });
    }
    let body: Record<string, unknown> = {};
    if (GET_CALLS.has(call)) body = Object.fromEntries(url.searchParams);
    else {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        body = {};
      }
      if (!/^application\/json/.test(req.headers['content-type'] ?? '')) malformed(`${call} without a JSON Content-Type`);
    }
    const missing = REQUIRED[call]!.filter((field) => !(field in body));
    if (missing.length) {
      malformed(`${call} missing ${missing.join(', ')}`);
      return json(res, 400, { message: 'missing fields' });
    }
    const isCreate = (CREATE_CALLS as readonly string[]).includes(call);
    const entry = isCreate ? keyEntry(call as CreateCall, body) : null;
    if (entry) entry.times += 1;
    const record = entry ? (ref: string) => (entry.ref = ref) : null;

    if (mode === 'slow') {
      await new Promise((r) => setTimeout(r, SLOW_MS));
      // Answered as a service that behaves would (what it created exists), long after the worker gave up.
      if (!res.destroyed) json(res, 200, answerOk(call, body, record));
      return;
    }
    if (mode === 'garbage') {
      const g = GARBAGE[garbageNo++ % GARBAGE.length]!;
      return void res.writeHead(g.status, { 'Content-Type': g.type }).end(g.body);
    }
    if (mode === 'error') return json(res, 500, { error: 'internal' });
    if (mode === 'wrong_shape') return json(res, 200, wrongShape(call, body, wrongNo++));
    json(res, 200, answerOk(call, body, record));
  };
  const keyEntry = (call: CreateCall, body: Record<string, unknown>) => {
    const key = createKeyOf(call, body);
    let entry = creates[call].get(key);
    if (!entry) creates[call].set(key, (entry = { times: 0, ref: null }));
    return entry;
  };
  const { start, stop, switchMode } = loopbackServer(port, handler);
  await start();
  return self;
}
