/**
 * The page's RSC payload, fed to React one piece per task.
 *
 * Waku's inline bootstrap puts the payload that came with the HTML into a ReadableStream
 * (`__WAKU_PREFETCHED__`), and by the time the bundle runs every piece is already queued in it.
 * React's RSC client reads a stream as fast as it resolves, so it took all ~20 pieces (55 KB on a
 * product page: rows, client references to load, a stylesheet hint) inside one microtask
 * checkpoint: a single 40 ms task on this machine, 160 ms on Lighthouse's 4x-throttled phone, the
 * largest piece of the mobile Total Blocking Time. Handing the pieces over one per task lets the
 * browser paint, scroll and answer taps in between; React's hydration, already sliced by the
 * transition it runs in, waits for a row that has not come yet and resumes where it stopped.
 */

/** Resolves in a new task. A message, not setTimeout: nested timers are clamped to 4 ms each. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The same response, its body handed over one chunk per task. */
export function pacedResponse(response: Response, yieldTask: () => Promise<void> = nextTask): Response {
  const source = response.body;
  if (!source) return response;
  const reader = source.getReader();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await yieldTask();
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    // Nothing read ahead: a piece is taken from the source only when React asks for the next one.
    { highWaterMark: 0 },
  );
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

type Prefetched = Record<string, unknown>;

/**
 * Wraps the payload the HTML carried (a promise of a Response; entries Waku adds itself later for
 * client navigation are arrays and stay as they are). Call before the router first renders.
 */
export function paceInlinePayload(prefetched: Prefetched | undefined): void {
  if (!prefetched) return;
  for (const [path, entry] of Object.entries(prefetched)) {
    if (entry instanceof Promise) prefetched[path] = entry.then((response: Response) => pacedResponse(response));
  }
}
