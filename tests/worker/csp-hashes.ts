import { expect } from 'vitest';
import { namedSources, neededSources } from './raw-http';

const hashes = (sources: string[]) => sources.filter((source) => source.startsWith("'sha256-"));

/**
 * A page as served names its inline code by hash and nothing else: every script that runs in
 * script-src, the inline <style> and the stylesheet link's integrity in style-src (none there while
 * it is 'unsafe-inline'). No element carries a nonce, and the CSP names none.
 */
export function expectInlineHashes(csp: string, html: string) {
  const named = namedSources(csp);
  const needed = neededSources(html);
  expect(hashes(needed.scriptSrc).length, 'the bootstrap at least').toBeGreaterThan(0);
  expect(hashes(named.scriptSrc)).toEqual(hashes(needed.scriptSrc));
  expect(hashes(named.styleSrc)).toEqual(named.styleSrc.includes("'unsafe-inline'") ? [] : hashes(needed.styleSrc));
  expect(html).not.toMatch(/<[a-z][^>]*\snonce=/i);
  expect(csp).not.toContain("'nonce-");
}
