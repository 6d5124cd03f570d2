/**
 * Dependency patch for rsc-html-stream 0.0.7 (0.0.8 has the same code): it strips `</body></html>`
 * only when the trailer lies in one chunk, so a page whose trailer straddled two of React's chunks
 * ended with the payload scripts after it (invalid HTML). This decodes one flush's chunks together
 * and strips the trailer from their joined end (as https://github.com/devongovett/rsc-html-stream/pull/12).
 * Drop it when a release fixes the trailer; the build fails when the code it rewrites changes.
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
