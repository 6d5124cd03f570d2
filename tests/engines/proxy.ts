import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { RECORDER_HASH, RECORDER_PATH, RECORDER_SOURCE } from './recorder';

export interface RecordingProxy {
  /** The origin the engine browses: http://127.0.0.1:<port>. */
  origin: string;
  /** Every request, as `METHOD /path` (no query: it may hold what a test typed). */
  requests: string[];
  /** What the pages' recorder reported: console errors, uncaught errors, CSP violations. */
  problems: string[];
  /** Answers the site gave with a status of 400 or more: a visitor's browser would log each. */
  failedResponses: string[];
  close(): Promise<void>;
}

const decoders: Record<string, (body: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync };

/** The page as the site sent it, with the recorder first in <head> and named in the CSP. */
function withRecorder(html: string, headers: IncomingMessage['headers']) {
  const policy = headers['content-security-policy'];
  if (typeof policy === 'string') headers['content-security-policy'] = policy.replace(/script-src /, `script-src ${RECORDER_HASH} `);
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<script>${RECORDER_SOURCE}</script>`);
}

/**
 * A loopback proxy in front of the test server, for the engines whose drivers report no console:
 * it adds the recorder (./recorder.ts) to every page and keeps what it reports, notes every failed answer, and gives each
 * engine a client address of its own (the worker's rate limits count per address, and every
 * engine browses from 127.0.0.1). Everything else passes through unchanged, Host included, so the
 * worker sees the origin the browser sees.
 */
export async function startRecordingProxy(upstreamPort: number, clientAddress: string): Promise<RecordingProxy> {
  const failedResponses: string[] = [];
  const requests: string[] = [];
  const problems: string[] = [];
  const record = (req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      problems.push(text);
      res.writeHead(204).end();
    });
  };
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url === RECORDER_PATH) return record(req, res);
    requests.push(`${req.method} ${(req.url ?? '').split('?')[0]}`);
    const headers = { ...req.headers, 'cf-connecting-ip': clientAddress };
    const upstream = request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers }, (answer) => {
      const status = answer.statusCode ?? 502;
      if (status >= 400) failedResponses.push(`${req.method} ${req.url} answered ${status}`);
      const type = String(answer.headers['content-type'] ?? '');
      if (!type.startsWith('text/html')) {
        res.writeHead(status, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const encoding = String(answer.headers['content-encoding'] ?? '');
        const raw = Buffer.concat(chunks);
        const body = Buffer.from(withRecorder((decoders[encoding] ?? ((b: Buffer) => b))(raw).toString('utf8'), answer.headers));
        const out = { ...answer.headers, 'content-length': String(body.length) };
        delete out['content-encoding'];
        res.writeHead(status, out);
        res.end(body);
      });
    });
    upstream.on('error', (error) => {
      failedResponses.push(`${req.method} ${req.url} failed: ${error.message}`);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };
  const server = createServer(forward);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    problems,
    failedResponses,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
