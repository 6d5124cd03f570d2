import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * An HTTP server on a loopback port that a fake upstream switches off ("down": nothing listens,
 * so the worker's calls find no connection) and on again on the same port. Stopping destroys the
 * open connections too, as a crashed service would.
 */
export function loopbackServer(port: number, handler: (req: IncomingMessage, res: ServerResponse) => unknown) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
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
  /** A fake's mode changes: into 'down' nothing listens any more; out of it, the port listens again. */
  const switchMode = async (from: string, to: string) => {
    if (to === 'down' && from !== 'down') await stop();
    else if (from === 'down' && to !== 'down') await start();
  };
  return { start, stop, switchMode };
}
