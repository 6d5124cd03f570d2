/**
 * Waku streams a page's HTML through rsc-html-stream (0.0.7, the latest release, 0.0.8, has the
 * same code), which inlines the RSC payload as scripts before the document's `</body></html>`: it
 * strips that trailer from the HTML and writes it again after the last payload script. It looks
 * for the trailer in each chunk on its own, and React's HTML stream cuts its output into views of
 * 2 KiB wherever the bytes fall, so when the trailer straddles two chunks it is not stripped: the
 * page ends `</body></html><script>...</script></body></html>`, invalid HTML (browsers put the
 * scripts back into the body, the validator does not). Which page depends on its byte length:
 * `/en/no-such-page` and `/en/loan/nope` did, `/en/xyz` did not.
 *
 * The chunks the stream buffers in one tick are React's one flush, which ends where the document
 * may be cut; this plugin decodes them together and strips the trailer from their joined end (the
 * approach of https://github.com/devongovett/rsc-html-stream/pull/12, not merged upstream). Drop
 * it when a release fixes the trailer: the build fails when the code it rewrites changes.
 */
import { dependencyPatch, rewriteOnce } from './dependency-patch';
import { registerPatch } from './patch-registry';
import { RSC_HTML_TRAILER } from './waku-internals';

/** Imported by Waku's HTML renderer: in both passes of the `ssr` build. */
const PATCH = registerPatch('rsc-html-trailer', { package: 'rsc-html-stream', file: RSC_HTML_TRAILER.file, expected: { ssr: 2 } });

const TO = `  function flushBufferedChunks(controller) {
    // Patched (scripts/build/rsc-html-trailer.ts): the trailer found across chunk boundaries.
    let html = '';
    for (let chunk of buffered) {
      html += decoder.decode(chunk, {stream: true});
    }
    html += decoder.decode();
    if (html.endsWith(trailer)) {
      html = html.slice(0, -trailer.length);
    }
    if (html.length) {
      controller.enqueue(encoder.encode(html));
    }

    buffered.length = 0;
    timeout = null;
  }
`;

/** Applies the fix to rsc-html-stream's server module; throws when it no longer matches once. */
export function fixTrailer(code: string): string {
  return rewriteOnce(
    code,
    [{ what: 'the buffered-chunk flush', from: RSC_HTML_TRAILER.flush, to: TO }],
    (what) =>
      `rsc-html-trailer: ${what} is not in ${RSC_HTML_TRAILER.file} as expected. ` +
      'rsc-html-stream changed: check whether it still strips </body></html> chunk by chunk and update or drop this plugin.',
  );
}

export const rscHtmlTrailer = () => dependencyPatch(PATCH, RSC_HTML_TRAILER.module, fixTrailer);
