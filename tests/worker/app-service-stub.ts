import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startWorker, type TestWorker } from './harness';

/**
 * A stand-in for the app service on loopback, speaking its protocol: POST /api/v2/<call> with a
 * JSON body, or GET /api/v2/<call>?<query> for a read, a JSON answer. It records what it was sent,
 * and can be up, slow, erroring, refusing, dropping the connection or answering garbage; `answers`
 * says what each call answers when up (a function of the query for a read that depends on it).
 */
type StubMode = 'up' | 'slow' | 'error' | 'refuse' | 'garbage' | 'wrong_shape' | 'drop';

class AppServiceStub {
  mode: StubMode = 'up';
  readonly received: { call: string; body: unknown; authorization: string | undefined }[] = [];
  /** The reads (GET), with their query and what else came with them. */
  readonly reads: { call: string; query: Record<string, string>; authorization: string | undefined; body: string; contentType: string | undefined }[] = [];
  answers: Record<string, unknown> = {};
  private server?: http.Server;
  url = '';

  async start() {
    this.server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://stub');
        const call = /^\/api\/v2\/([a-z_-]+)$/.exec(url.pathname)?.[1];
        if ((req.method !== 'POST' && req.method !== 'GET') || !call) return void res.writeHead(404).end();
        let body: unknown = null;
        try {
          body = JSON.parse(raw);
        } catch {
          body = raw;
        }
        if (req.method === 'GET') {
          const query = Object.fromEntries(url.searchParams);
          this.reads.push({ call, query, authorization: req.headers.authorization, body: raw, contentType: req.headers['content-type'] });
        } else {
          this.received.push({ call, body, authorization: req.headers.authorization });
        }
        const json = (status: number, value: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
        const given = this.answers[call];
        const answer = (typeof given === 'function' ? (given as (query: URLSearchParams) => unknown)(url.searchParams) : given) ?? {};
        switch (this.mode) {
          case 'slow':
            return void setTimeout(() => json(200, answer), 3000);
          case 'error':
            return json(500, { message: 'internal' });
          case 'refuse':
            return json(400, { message: 'bad request' });
          case 'garbage':
            return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('<html>not json');
          case 'wrong_shape':
            return json(200, { data: 'something else' });
          case 'drop':
            return void req.socket.destroy();
          default:
            return json(200, answer);
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

/**
 * A test file's stand-in and a worker pointed at it (with `token` as APP_SERVICE_TOKEN, a 2 s
 * timeout, well past a loaded machine's loopback answer and short of the slow mode's 3 s, and `vars`); before each test the stand-in is up again, forgets what it was sent and
 * answers `answers()`.
 */
export function useAppServiceStub(token: string, answers: () => Record<string, unknown>, vars: Record<string, string> = {}) {
  const stub = new AppServiceStub();
  let worker: TestWorker | undefined;
  beforeAll(async () => {
    await stub.start();
    worker = await startWorker({ vars: { APP_SERVICE_URL: stub.url, APP_SERVICE_TOKEN: token, APP_SERVICE_TIMEOUT_MS: '2000', ...vars } });
  });
  afterAll(async () => {
    await worker?.dispose();
    await stub.stop();
  });
  beforeEach(() => {
    stub.mode = 'up';
    stub.received.length = 0;
    stub.reads.length = 0;
    stub.answers = answers();
  });
  return { stub, worker: () => worker! };
}
