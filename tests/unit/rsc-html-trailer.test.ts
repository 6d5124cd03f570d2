// A page's HTML ends in exactly one </body></html>, after the inlined RSC payload, wherever React's
// stream happened to cut its chunks (scripts/build/rsc-html-trailer.ts).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { fixTrailer } from '../../scripts/build/rsc-html-trailer';

const require = createRequire(import.meta.url);
// rsc-html-stream is Waku's dependency (not exported as package.json): resolve it from Waku.
const serverFile = require.resolve('rsc-html-stream/server', { paths: [require.resolve('waku/package.json')] });
const original = readFileSync(serverFile, 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'rsc-html-trailer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Inject = (rsc: ReadableStream<Uint8Array>, options?: { nonce?: string }) => TransformStream<Uint8Array, Uint8Array>;
async function load(code: string, name: string): Promise<Inject> {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, code);
  return ((await import(pathToFileURL(file).href)) as { injectRSCPayload: Inject }).injectRSCPayload;
}

const bytes = (text: string) => new TextEncoder().encode(text);
/** A stream that hands over all its chunks at once, as React does with one flush. */
const streamOf = (chunks: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });

async function page(inject: Inject, htmlChunks: Uint8Array[]) {
  const rsc = streamOf([bytes('0:["$","p",null,{"children":"payload"}]\n')]);
  return new Response(streamOf(htmlChunks).pipeThrough(inject(rsc, { nonce: 'n0' }))).text();
}

const document = '<!DOCTYPE html><html><head></head><body><p>借錢梗要還</p><script>import("/assets/index.js")</script></body></html>';
const trailers = (html: string) => html.split('</body></html>').length - 1;

describe('rsc-html-stream as the build ships it', () => {
  it.each([
    ['in one chunk', [document]],
    ['split inside </body>', [document.slice(0, -10), document.slice(-10)]],
    ['split between </body> and </html>', [document.slice(0, -7), document.slice(-7)]],
    ['split inside </html>', [document.slice(0, -3), document.slice(-3)]],
  ])('ends the page with one </body></html> after the payload, the trailer %s', async (_, chunks) => {
    const inject = await load(fixTrailer(original), 'patched');
    const html = await page(inject, chunks.map(bytes));
    expect(trailers(html)).toBe(1);
    expect(html.endsWith('</script></body></html>')).toBe(true);
    expect(html).toContain('<script nonce="n0">(self.__FLIGHT_DATA||=[]).push(');
    expect(html.indexOf('__FLIGHT_DATA')).toBeGreaterThan(html.indexOf('import("/assets/index.js")'));
  });

  it('keeps a Chinese character whose bytes were cut between two chunks', async () => {
    const inject = await load(fixTrailer(original), 'patched-utf8');
    const all = bytes(document);
    const inside = all.indexOf(bytes('錢')[1]!); // the second byte of 錢
    const html = await page(inject, [all.slice(0, inside), all.slice(inside)]);
    expect(html).toContain('<p>借錢梗要還</p>');
  });

  it('was needed: the release writes a second trailer when the first one is cut', async () => {
    const inject = await load(original, 'original');
    const html = await page(inject, [bytes(document.slice(0, -7)), bytes(document.slice(-7))]);
    expect(trailers(html)).toBe(2);
  });

  it('fails the build once rsc-html-stream no longer has the code it rewrites', () => {
    expect(() => fixTrailer(fixTrailer(original))).toThrow(/rsc-html-stream changed/);
  });
});
