import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../worker/env';

// What `npm run gen` writes when the posts come from a content service whose covers live on its
// image host (with the sample posts the list is empty).
vi.mock('../../src/server/content/image-origins', () => ({ POST_IMAGE_ORIGINS: ['https://images.ctfassets.net'] }));

const { Hono } = await import('hono');
const { pageSecurityPolicy } = await import('../../worker/security-headers');
const { pageSwitches } = await import('../../worker/switches');

/** The policy a page gets with every switch off (no worker variable set), through the edge's middleware. */
async function pageCsp(): Promise<string> {
  const app = new Hono<AppEnv>()
    .use(pageSwitches)
    .use(pageSecurityPolicy)
    .get('/', (c) => c.html('<p>page</p>'));
  return (await app.request('/', {}, {})).headers.get('Content-Security-Policy')!;
}

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe("the page CSP and the posts' cover images", () => {
  it("allows the covers' image host in img-src, and nowhere else", async () => {
    const csp = await pageCsp();
    expect(directive(csp, 'img-src')?.split(' ')).toContain('https://images.ctfassets.net');
    for (const other of ['default-src', 'script-src', 'connect-src', 'style-src']) {
      expect(directive(csp, other), other).not.toContain('ctfassets');
    }
  });
});
