/**
 * The page's RSC payload, fed to React one piece per task. React's RSC client read the whole
 * payload Waku's bootstrap had queued inside one microtask checkpoint, a single 160 ms task on
 * Lighthouse's throttled phone; one piece per task lets the browser paint, scroll and answer taps
 * in between, while hydration waits for a row not yet given and resumes (docs/performance.md,
 * "Hydration and start-up"). The HTML may carry the payload in one block (a fully rendered page
 * does): a large chunk is cut into pieces of about PIECE_BYTES, each ending at a row's end.
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

/** About the size of the pieces React streams a payload in: a few rows each. */
export const PIECE_BYTES = 4096;
const NEWLINE = 0x0a;

/**
 * The first piece of `chunk`: up to the first newline at or after `size` bytes (the chunk whole if
 * there is none). A cut after a newline never splits a character's bytes; React's RSC client reads
 * a row given in several pieces as well as in one.
 */
export function firstPiece(chunk: Uint8Array, size = PIECE_BYTES): Uint8Array {
  if (chunk.length <= size) return chunk;
  const end = chunk.indexOf(NEWLINE, size - 1);
  return end === -1 ? chunk : chunk.subarray(0, end + 1);
}

/** The same response, its body handed over one piece per task. */
export function pacedResponse(response: Response, yieldTask: () => Promise<void> = nextTask): Response {
  const source = response.body;
  if (!source) return response;
  const reader = source.getReader();
  let rest: Uint8Array | undefined;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await yieldTask();
        if (!rest?.length) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          rest = value;
        }
        const piece = firstPiece(rest);
        rest = rest.subarray(piece.length);
        controller.enqueue(piece);
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
