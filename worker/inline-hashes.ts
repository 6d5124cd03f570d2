/**
 * The CSP hash sources of a stored page: what its inline scripts and styles hold, so the page CSP
 * can name them instead of a per-response nonce and the page's bytes are the same on every
 * response (docs/decisions.md#page-hashes).
 */

/** The CSP sources a page's inline code needs: `'sha256-…'` each. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const encoder = new TextEncoder();

/** A text's CSP hash source: SHA-256 of its UTF-8 bytes, base64, quoted. */
export async function hashSource(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** Scripts the page CSP governs: not the data blocks (JSON-LD, the RSC payload's pieces). */
export const RUN_SCRIPT = 'script:not([type="application/ld+json"]):not([type="application/json"])';

/**
 * Collects, while an HTMLRewriter pass goes through a page, the text of each script that runs and
 * each `<style>`, and the SRI digest of each stylesheet link whose text a script puts into a
 * `<style>` (scripts/build/first-paint-html.ts). `refused` names what a hash cannot allow: a
 * parser-inserted script with `src` (under 'strict-dynamic' only a nonce or an integrity-matched
 * hash allows it), or an integrity that is not one SHA-256 digest.
 */
export class InlineCollector {
  private readonly scripts: string[] = [];
  private readonly styles: string[] = [];
  private readonly digests: string[] = [];
  refused: string | null = null;

  on(rewriter: HTMLRewriter): HTMLRewriter {
    const texts = (into: string[]) => ({
      element: (el: Element) => {
        if (el.hasAttribute('src')) this.refused ??= `a script with src (${el.getAttribute('src')})`;
        into.push('');
      },
      text: (chunk: Text) => {
        into[into.length - 1] += chunk.text;
      },
    });
    return rewriter
      .on(RUN_SCRIPT, texts(this.scripts))
      .on('style', texts(this.styles))
      .on('link[rel="stylesheet"][integrity]', {
        element: (el) => {
          const integrity = el.getAttribute('integrity') ?? '';
          if (/^sha256-[A-Za-z0-9+/]{43}=$/.test(integrity)) this.digests.push(`'${integrity}'`);
          else this.refused ??= `a stylesheet integrity that is not one sha256 digest (${integrity})`;
        },
      });
  }

  /** The hash sources of what was collected, each once. */
  async hashes(): Promise<InlineHashes> {
    const unique = (list: string[]) => [...new Set(list)];
    return {
      scripts: unique(await Promise.all(this.scripts.map(hashSource))),
      styles: unique([...(await Promise.all(this.styles.map(hashSource))), ...this.digests]),
    };
  }
}

/**
 * The page CSP with the hash sources in place of the response's nonce: in script-src the scripts',
 * in style-src the styles' (a style-src without the nonce, 'unsafe-inline' while a switch needs it,
 * stays as it is: a hash there would turn 'unsafe-inline' off).
 */
export function policyWithHashes(policy: string, nonce: string, hashes: InlineHashes): string {
  const nonceSource = `'nonce-${nonce}'`;
  return policy
    .split(/;\s*/)
    .map((directive) => {
      const [name, ...sources] = directive.split(/\s+/);
      const by = name === 'script-src' ? hashes.scripts : name === 'style-src' ? hashes.styles : null;
      if (!by || !sources.includes(nonceSource)) return directive;
      return [name, ...sources.flatMap((source) => (source === nonceSource ? by : [source]))].join(' ');
    })
    .join('; ');
}
