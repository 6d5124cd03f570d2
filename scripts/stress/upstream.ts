/**
 * Fake upstream APIs as loopback HTTP servers, switchable at run time between behaving and the
 * failures the worker must survive: down (nothing listening), slow (answers after the worker's
 * timeout), garbage (broken JSON, HTML, 500s, 200s without an id).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { claimPort } from '../bench/site';
import { loopbackServer } from './loopback-server';

export type UpstreamMode = 'ok' | 'down' | 'slow' | 'garbage';

export interface FakeUpstream {
  name: string;
  origin: string;
  mode: UpstreamMode;
  setMode(mode: UpstreamMode): Promise<void>;
  /** Requests received, by mode at the time. */
  received: Record<UpstreamMode, number>;
  /** Requests not answered yet (a slow answer is still on its way). */
  inFlight(): number;
  close(): Promise<void>;
}

export interface LeadUpstream extends FakeUpstream {
  /** Idempotency-Key -> times this fake accepted it (answered 2xx with an id). */
  accepted: Map<string, number>;
  /** Keys accepted a second time (a real upstream dedupes them by the key: not double leads). */
  acceptedAgain: number;
}

/** How long a "slow" upstream takes to answer: well past the worker's timeout. */
export const SLOW_MS = 6_000;

const GARBAGE: { status: number; type: string; body: string }[] = [
  { status: 200, type: 'application/json', body: '{"id": "abc' },
  { status: 200, type: 'text/html', body: '<html><body>Service Unavailable</body></html>' },
  { status: 200, type: 'application/json', body: '{"status":"ok"}' },
  { status: 500, type: 'application/json', body: '{"error":"internal"}' },
  { status: 200, type: 'application/json', body: 'null' },
  { status: 502, type: 'text/plain', body: 'Bad Gateway' },
  { status: 200, type: 'application/octet-stream', body: '\u0000\u00ff\u00fe garbage' },
];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
    req.on('error', () => resolve(data));
  });
}

async function fake(name: string, answerOk: (req: IncomingMessage, body: string, res: ServerResponse) => void): Promise<FakeUpstream> {
  const { port, release } = await claimPort();
  let n = 0;
  let pending = 0;
  const received: Record<UpstreamMode, number> = { ok: 0, down: 0, slow: 0, garbage: 0 };
  const self: FakeUpstream = {
    name,
    origin: `http://127.0.0.1:${port}`,
    mode: 'ok',
    received,
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
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    pending += 1;
    res.once('close', () => (pending -= 1));
    const body = await readBody(req);
    const mode = self.mode;
    received[mode] += 1;
    if (mode === 'slow') {
      await new Promise((r) => setTimeout(r, SLOW_MS));
      if (!res.destroyed) answerOk(req, body, res);
      return;
    }
    if (mode === 'garbage') {
      const g = GARBAGE[n++ % GARBAGE.length]!;
      res.writeHead(g.status, { 'Content-Type': g.type }).end(g.body);
      return;
    }
    answerOk(req, body, res);
  };
  const { start, stop, switchMode } = loopbackServer(port, handler);
  await start();
  return self;
}

/** The upstream lead API (the original site's insertToShortForm), deduplicating by Idempotency-Key. */
export async function fakeLeadApi(): Promise<LeadUpstream> {
  const accepted = new Map<string, number>();
  let next = 1;
  const ids = new Map<string, string>();
  const self = (await fake('lead API', (req, _body, res) => {
    const key = String(req.headers['idempotency-key'] ?? '');
    const times = (accepted.get(key) ?? 0) + 1;
    accepted.set(key, times);
    if (times > 1) lead.acceptedAgain += 1;
    if (!ids.has(key)) ids.set(key, `UP${next++}`);
    res.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: ids.get(key) }));
  })) as LeadUpstream;
  const lead = Object.assign(self, { accepted, acceptedAgain: 0 });
  return lead;
}

/** The campaign of the fake upstream's banners: seen on the site only once a cron run stored them. */
export const FAKE_BANNER_CAMPAIGN = 'stress';

const banner = (id: number, type: string, page: string, image: string) => ({
  id,
  banner_type: type,
  campaign: FAKE_BANNER_CAMPAIGN,
  url_zh: `https://www.example.com/${page}`,
  url_en: `https://www.example.com/en/${page}`,
  image_desktop_zh: `/images/banners/${image}-desktop-zh.svg`,
  image_desktop_en: `/images/banners/${image}-desktop-en.svg`,
  image_mobile_zh: `/images/banners/${image}-mobile-zh.svg`,
  image_mobile_en: `/images/banners/${image}-mobile-en.svg`,
});

/**
 * The upstream banner API (`GET /api/banners`): success flag and a banners list, as the original site
 * describes, valid for the worker (src/server/config/banners.ts: absolute links, images on the site).
 */
export async function fakeBannerApi(): Promise<FakeUpstream> {
  return fake('banner API', (_req, _body, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        success: true,
        banners: [banner(1, 'floating_icon', 'loan/n-loan', 'sample-floating'), banner(2, 'crazy_ad', 'loan/supreme', 'sample-popup')],
      }),
    );
  });
}
