// A stored page's CSP names its inline code by hash (worker/inline-hashes.ts): the hash a browser
// computes, and the policy with the hashes where the nonce was, every other source left alone.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSource, policyWithHashes } from '../../worker/inline-hashes';

const browserHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('hashSource', () => {
  it('is the SHA-256 of the UTF-8 text, base64, as CSP compares it', async () => {
    for (const text of ['', 'self.x=1', '貸款 — "quoted" </p>\n']) expect(await hashSource(text)).toBe(browserHash(text));
  });
});

describe('policyWithHashes', () => {
  const policy =
    "default-src 'self'; script-src 'nonce-N1' 'strict-dynamic'; style-src 'self' 'nonce-N1'; img-src 'self' data:; object-src 'none'; base-uri 'none'";
  const hashes = { scripts: ["'sha256-a'", "'sha256-b'"], styles: ["'sha256-c'"] };

  it('puts the scripts’ hashes in script-src and the styles’ in style-src, in place of the nonce', () => {
    expect(policyWithHashes(policy, 'N1', hashes)).toBe(
      "default-src 'self'; script-src 'sha256-a' 'sha256-b' 'strict-dynamic'; style-src 'self' 'sha256-c'; img-src 'self' data:; object-src 'none'; base-uri 'none'",
    );
  });

  it('leaves a style-src without the nonce alone: a hash there would turn its unsafe-inline off', () => {
    const chat = "script-src 'nonce-N1' 'strict-dynamic'; style-src 'self' 'unsafe-inline'";
    expect(policyWithHashes(chat, 'N1', hashes)).toBe("script-src 'sha256-a' 'sha256-b' 'strict-dynamic'; style-src 'self' 'unsafe-inline'");
  });

  it('replaces only this response’s nonce, and with no hashes allows no inline code at all', () => {
    expect(policyWithHashes(policy, 'other', hashes)).toBe(policy);
    expect(policyWithHashes(policy, 'N1', { scripts: [], styles: [] })).toBe(
      "default-src 'self'; script-src 'strict-dynamic'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'",
    );
  });
});
