import { describe, expect, it } from 'vitest';
import { fillPayload } from '../../worker/app-lists/rsc-payload';

/**
 * The edge's rewrite of a route's RSC payload (worker/app-lists/rsc-payload.ts) on payloads written
 * out by hand in React Flight's row format: `<id>:<JSON>\n`, `:H<hint>\n` (no id), and text rows
 * `<id>:T<byte length in hex>,<text>` with no end mark.
 */
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array | null) => (data ? new TextDecoder().decode(data) : null);

const PAYLOAD = ':HL["/a.css","style"]\n0:["$","div",null,{"dangerouslySetInnerHTML":{"__html":"$1"}}]\n1:Td,<ul>list</ul>2:T6,<nav>!3:["$","p",null,{}]\n';

describe('fillPayload', () => {
  it('replaces the text row that starts with the prefix and writes its new byte length', () => {
    // "<ul>香港</ul>" is 4 + 6 + 5 = 15 bytes: f in hex.
    expect(text(fillPayload(bytes(PAYLOAD), [{ prefix: '<ul>', text: '<ul>香港</ul>' }]))).toBe(
      ':HL["/a.css","style"]\n0:["$","div",null,{"dangerouslySetInnerHTML":{"__html":"$1"}}]\n1:Tf,<ul>香港</ul>2:T6,<nav>!3:["$","p",null,{}]\n',
    );
  });

  it('replaces several rows, the rows between them as they were', () => {
    const out = text(
      fillPayload(bytes(PAYLOAD), [
        { prefix: '<nav>', text: '' },
        { prefix: '<ul>', text: '<ul>x</ul>' },
      ]),
    );
    expect(out).toBe(':HL["/a.css","style"]\n0:["$","div",null,{"dangerouslySetInnerHTML":{"__html":"$1"}}]\n1:Ta,<ul>x</ul>2:T0,3:["$","p",null,{}]\n');
  });

  it('gives null (the payload as built) when a prefix is not there or the rows do not read', () => {
    expect(fillPayload(bytes(PAYLOAD), [{ prefix: '<section', text: 'x' }])).toBeNull();
    // A text row longer than what follows it.
    expect(fillPayload(bytes('1:T99,<ul>short</ul>'), [{ prefix: '<ul>', text: 'x' }])).toBeNull();
    // Not a row id.
    expect(fillPayload(bytes('zz:["x"]\n1:T4,<ul>'), [{ prefix: '<ul>', text: 'x' }])).toBeNull();
  });
});
