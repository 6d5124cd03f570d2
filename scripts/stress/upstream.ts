/**
 * Fake upstream APIs as loopback HTTP servers, switchable at run time between behaving and the
 * failures the worker must survive: down (nothing listening), slow (answers after the worker's
 * timeout), garbage (broken JSON, HTML, 500s, 200s without an id).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { claimPort } from '../bench/site';

export type UpstreamMode = 'ok' | 'down' | 'slow' | 'garbage';

export interface FakeUpstream {
  name: string;
  origin: string;
  mode: UpstreamMode;
  setMode(mode: UpstreamMode): Promise<void>;
  /** Requests received, by mode at the time. */
  received: Record<UpstreamMode, number>;
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

async function fake(
  name: string,
  answerOk: (req: IncomingMessage, body: string, res: ServerResponse) => void,
): Promise<FakeUpstream> {
  const { port, release } = await claimPort();
  let n = 0;
  const received: Record<UpstreamMode, number> = { ok: 0, down: 0, slow: 0, garbage: 0 };
  const sockets = new Set<import('node:net').Socket>();
  const self: FakeUpstream = {
    name,
    origin: `http://127.0.0.1:${port}`,
    mode: 'ok',
    received,
    setMode: async (mode) => {
      if (mode === self.mode) return;
      if (mode === 'down') await stop();
      else if (self.mode === 'down') await start();
      self.mode = mode;
    },
    close: async () => {
      await stop();
      release();
    },
  };
  let server: Server | null = null;
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
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
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((req, res) => void handler(req, res));
      server.on('connection', (s) => {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      s.close(() => resolve());
    });
  await start();
  return self;
}

/** The upstream lead API (the spec's insertToShortForm), deduplicating by Idempotency-Key. */
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

/** The upstream banner API (`GET /api/banners`): success flag and a banners list, as the spec describes. */
export async function fakeBannerApi(): Promise<FakeUpstream> {
  return fake('banner API', (_req, _body, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        success: true,
        banners: [
          { id: 1, banner_type: 'floating_icon', campaign: 'stress', url_zh: '/loan/n-loan', url_en: '/en/loan/n-loan', image_desktop_zh: '/favicon.ico', image_desktop_en: '/favicon.ico', image_mobile_zh: '/favicon.ico', image_mobile_en: '/favicon.ico' },
          { id: 2, banner_type: 'crazy_ad', campaign: 'stress', url_zh: '/loan/supreme', url_en: '/en/loan/supreme', image_desktop_zh: '/favicon.ico', image_desktop_en: '/favicon.ico', image_mobile_zh: '/favicon.ico', image_mobile_en: '/favicon.ico' },
        ],
      }),
    );
  });
}
