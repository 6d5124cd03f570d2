/**
 * The worker's retained JS heap: what survives a full garbage collection in the isolate that runs
 * the worker, read over the DevTools inspector that scripts/stress/workerd-heap-inspector.sh gives
 * workerd. Unlike the resident set, this does not move with V8's heap sizing or with memory the
 * allocator (tcmalloc) keeps after it is freed: it grows only when something keeps objects alive.
 */
import { createRequire } from 'node:module';

/** The few members of a WebSocket used here (Node 22's global one, or the `ws` package's). */
interface Socket {
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'error' | 'message', listener: (event: { data?: unknown }) => void): void;
}
type SocketClass = new (url: string) => Socket;

async function socketClass(): Promise<SocketClass> {
  const global = (globalThis as { WebSocket?: SocketClass }).WebSocket;
  if (global) return global;
  // Node 20 has no WebSocket without a flag; `ws` is installed with wrangler and miniflare.
  return createRequire(import.meta.url)('ws') as SocketClass;
}

/**
 * Forces a full GC in the worker's isolate (workerd does not answer HeapProfiler.collectGarbage;
 * a heap snapshot collects first) and returns the heap used afterwards, in MiB.
 */
export async function retainedHeapMiB(inspectorOrigin: string): Promise<number> {
  const targets = (await (await fetch(`${inspectorOrigin}/json/list`)).json()) as { id: string }[];
  const worker = targets.find((t) => t.id.startsWith('core:user:'));
  if (!worker) throw new Error(`no worker isolate behind ${inspectorOrigin} (${targets.map((t) => t.id).join(', ')})`);
  const WebSocketClass = await socketClass();
  const ws = new WebSocketClass(`${inspectorOrigin.replace(/^http/, 'ws')}/${worker.id}`);
  const pending = new Map<number, (result: { usedSize?: number }) => void>();
  ws.addEventListener('message', (event) => {
    // The snapshot itself arrives as chunk events without an id: not needed, dropped.
    const message = JSON.parse(String(event.data)) as { id?: number; result?: { usedSize?: number } };
    if (message.id !== undefined) pending.get(message.id)?.(message.result ?? {});
  });
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve());
    ws.addEventListener('error', () => reject(new Error(`cannot connect to ${inspectorOrigin}`)));
  });
  let id = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<{ usedSize?: number }>((resolve, reject) => {
      const n = ++id;
      const timer = setTimeout(() => reject(new Error(`${method}: no answer in 120 s`)), 120_000);
      pending.set(n, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  try {
    await call('HeapProfiler.enable');
    await call('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    const { usedSize } = await call('Runtime.getHeapUsage');
    return (usedSize ?? 0) / 2 ** 20;
  } finally {
    ws.close();
  }
}
