/**
 * The page's RSC payload, fed to React one piece per task. React's RSC client read all ~20 pieces
 * Waku's bootstrap had queued inside one microtask checkpoint, a single 160 ms task on Lighthouse's
 * throttled phone; one piece per task lets the browser paint, scroll and answer taps in between,
 * while hydration waits for a row not yet given and resumes (docs/performance.md, "Hydration and start-up").
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

/** Waku's inline bootstrap's entry: the payload the HTML carried, taken once by the router. */
export interface InitialRsc {
  response?: Promise<Response>;
}

/** Wraps the payload the HTML carried. Call before the router first renders. */
export function paceInlinePayload(initial: InitialRsc | undefined): void {
  if (initial?.response) initial.response = initial.response.then((response) => pacedResponse(response));
}
