import { describe, expect, it, vi } from 'vitest';

// What `npm run gen` writes when the posts come from a content service whose covers live on its
// image host (with the sample posts the list is empty).
vi.mock('../../src/server/content/image-origins', () => ({ POST_IMAGE_ORIGINS: ['https://images.ctfassets.net'] }));

const { pageCsp } = await import('../../worker/security-headers');

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe("the page CSP and the posts' cover images", () => {
  it("allows the covers' image host in img-src, and nowhere else", () => {
    const csp = pageCsp('abc');
    expect(directive(csp, 'img-src')?.split(' ')).toContain('https://images.ctfassets.net');
    for (const other of ['default-src', 'script-src', 'connect-src', 'style-src']) {
      expect(directive(csp, other), other).not.toContain('ctfassets');
    }
  });
});
