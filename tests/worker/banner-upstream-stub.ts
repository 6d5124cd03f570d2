import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type BannerUpstreamMode = 'up' | 'down' | 'error' | 'garbage' | 'unsuccessful' | 'invalid' | 'slow';

/**
 * A stand-in for the upstream banner API (docs/product-rules.md §7: GET /api/banners?source=..., answering
 * `{ success, banners }`), as a real HTTP server on loopback. Its mode models an outage or a bad
 * answer; `banners` is what it serves when up.
 */
export class UpstreamBannerApi {
  mode: BannerUpstreamMode = 'up';
  banners: unknown[] = [];
  /** Paths with query of every request received. */
  readonly requests: string[] = [];
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    this.requests.push(req.url ?? '');
    if (req.method !== 'GET' || !req.url?.startsWith('/api/banners')) {
      res.writeHead(404).end();
      return;
    }
    const json = (body: unknown) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    switch (this.mode) {
      case 'down':
        req.socket.destroy();
        return;
      case 'error':
        res.writeHead(502, { 'Content-Type': 'text/plain' }).end('bad gateway');
        return;
      case 'garbage':
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>maintenance</html>');
        return;
      case 'unsuccessful':
        json({ success: false, banners: this.banners });
        return;
      case 'invalid':
        json({ success: true, banners: [{ id: 1, banner_type: 'crazy_ad' }] });
        return;
      case 'slow':
        await new Promise((r) => setTimeout(r, 3000));
        json({ success: true, banners: this.banners });
        return;
      case 'up':
        json({ success: true, banners: this.banners });
    }
  }
}
