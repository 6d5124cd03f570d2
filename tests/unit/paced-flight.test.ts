// The RSC payload that came with the HTML is handed to React one piece per task, so reading it
// leaves room for the browser between pieces instead of one long task.
import { describe, expect, it } from 'vitest';
import { PIECE_BYTES, firstPiece, paceInlinePayload, pacedResponse } from '../../src/browser/hydration/paced-flight';

const encoder = new TextEncoder();
const pieces = ['0:{"root":1}\n', '1:I["a",[],"Link",1]\n', '2:["$","p",null,{}]\n'];

/** A response whose whole body is already queued, as Waku's inline bootstrap leaves it. */
function queuedResponse(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/x-component' } });
}

/** Reads the body to the end, counting the other tasks that ran meanwhile. */
async function readCountingTasks(response: Response): Promise<{ text: string; tasksBetween: number }> {
  let tasksBetween = 0;
  let reading = true;
  const tick = () => {
    if (!reading) return;
    tasksBetween += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  reading = false;
  return { text, tasksBetween };
}

describe('paced RSC payload', () => {
  it('gives the same bytes, status and headers', async () => {
    const paced = pacedResponse(queuedResponse());
    expect(paced.status).toBe(200);
    expect(paced.headers.get('content-type')).toBe('text/x-component');
    expect(await paced.text()).toBe(pieces.join(''));
  });

  it('lets other tasks run between pieces, where the bootstrap stream gives them all at once', async () => {
    const unpaced = await readCountingTasks(queuedResponse());
    expect(unpaced.tasksBetween).toBe(0);
    const paced = await readCountingTasks(pacedResponse(queuedResponse()));
    expect(paced.text).toBe(pieces.join(''));
    expect(paced.tasksBetween).toBeGreaterThanOrEqual(pieces.length - 1);
  });

  it('cuts a payload that came in one block into pieces that end at a row, with other tasks between', async () => {
    // 60 rows of about 1 KB, some with non-ASCII text: one block, as a fully rendered page carries it.
    const rows = Array.from({ length: 60 }, (_, i) => `${i.toString(16)}:T${'貸款 loan '.repeat(80)}${i}\n`);
    const whole = rows.join('');
    const oneBlock = new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(whole));
          controller.close();
        },
      }),
    );
    const seen: string[] = [];
    const reader = pacedResponse(oneBlock).body!.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) seen.push(new TextDecoder('utf-8', { fatal: true }).decode(r.value));
    expect(seen.join('')).toBe(whole);
    const bytes = encoder.encode(whole).length;
    expect(seen.length).toBeGreaterThanOrEqual(Math.floor(bytes / (PIECE_BYTES + 1100)));
    for (const piece of seen) expect(piece.endsWith('\n')).toBe(true);
    expect(Math.max(...seen.map((p) => encoder.encode(p).length))).toBeLessThan(PIECE_BYTES + 1100);
    const counted = await readCountingTasks(pacedResponse(new Response(encoder.encode(whole))));
    expect(counted.text).toBe(whole);
    expect(counted.tasksBetween).toBeGreaterThanOrEqual(seen.length - 1);
  });

  it('leaves a small chunk whole, and a large one without a newline whole', () => {
    const small = encoder.encode('0:["$","p",null,{}]\n');
    expect(firstPiece(small)).toBe(small);
    const noNewline = encoder.encode('x'.repeat(PIECE_BYTES * 3));
    expect(firstPiece(noNewline).length).toBe(PIECE_BYTES * 3);
    const cut = firstPiece(encoder.encode(`${'a'.repeat(PIECE_BYTES + 10)}\nrest`));
    expect(new TextDecoder().decode(cut)).toBe(`${'a'.repeat(PIECE_BYTES + 10)}\n`);
  });

  it('passes a cancel on to the source', async () => {
    let cancelled: unknown;
    const source = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(encoder.encode('x')),
      cancel: (reason) => {
        cancelled = reason;
      },
    });
    const paced = pacedResponse(new Response(source));
    await paced.body!.cancel('navigated away');
    expect(cancelled).toBe('navigated away');
  });

  it("wraps the payload the HTML carried, as Waku's bootstrap hands it to the router", async () => {
    const initial = { response: Promise.resolve(queuedResponse()) };
    paceInlinePayload(initial);
    const { text, tasksBetween } = await readCountingTasks(await initial.response);
    expect(text).toBe(pieces.join(''));
    expect(tasksBetween).toBeGreaterThanOrEqual(pieces.length - 1);
    expect(() => paceInlinePayload(undefined)).not.toThrow();
    expect(() => paceInlinePayload({})).not.toThrow();
  });
});
