import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type UpstreamMode = 'up' | 'down' | 'error' | 'garbage' | 'slow';

/**
 * A stand-in for the third-party lead API (unreachable from here), as a real HTTP server on
 * loopback speaking its protocol: POST /api/insertToShortForm with the lead as JSON, answered
 * with `{ "id": ... }`. Its mode can be switched to model an outage.
 */
export class UpstreamLeadApi {
  mode: UpstreamMode = 'up';
  /** Leads accepted, in order (bodies as received). */
  readonly accepted: Record<string, unknown>[] = [];
  /** Every request received, accepted or not. */
  requests = 0;
  private server: Server | null = null;
  private nextId = 1000;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server?.closeAllConnections();
  }

  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse) {
    this.requests += 1;
    let body = '';
    for await (const chunk of req) body += chunk;
    if (req.method !== 'POST' || req.url !== '/api/insertToShortForm') {
      res.writeHead(404).end();
      return;
    }
    switch (this.mode) {
      case 'down':
        req.socket.destroy();
        return;
      case 'error':
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('internal error');
        return;
      case 'garbage':
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>maintenance</html>');
        return;
      case 'slow':
        await new Promise((r) => setTimeout(r, 3000));
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: this.nextId++ }));
        return;
      case 'up':
        this.accepted.push(JSON.parse(body) as Record<string, unknown>);
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: this.nextId++ }));
    }
  }
}
