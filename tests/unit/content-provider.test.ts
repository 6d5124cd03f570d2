import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentSettings } from '../../src/server/content/config';
import { createFileProvider } from '../../src/server/content/file-provider';
import { ContentServiceError, createHttpProvider, PAGE_SIZE, type HttpProviderConfig } from '../../src/server/content/http-provider';
import { snapshotPosts } from '../../src/server/content/snapshot';

/**
 * The HTTP content provider against a real HTTP server on loopback that answers like the content
 * service: Contentful-style entry pages (`total`, `skip`, `limit`, `items[].sys/fields`), ordering,
 * slug filter, paging by `skip`/`limit`, a preview API with its own token, and broken upstreams.
 */

interface RecordedEntry {
  sys: { id: string; type: 'Entry'; contentType: { sys: { id: string } } };
  fields: {
    slug: string;
    title: string;
    publishDate: string;
    summary?: string;
    body?: string | string[];
    coverImage?: { sys: { type: 'Link'; linkType: 'Asset'; id: string } };
  };
}

const assetLink = (id: string) => ({ sys: { type: 'Link' as const, linkType: 'Asset' as const, id } });

/** Image assets as the service includes them: file URLs protocol-relative, sizes in pixels. */
const ASSETS = [
  {
    sys: { id: 'cover-wide', type: 'Asset' },
    fields: {
      title: 'Wide title',
      description: 'Volunteers planting trees',
      file: { url: '//images.example.net/space/cover-wide.jpg', contentType: 'image/jpeg', details: { size: 1, image: { width: 1600, height: 900 } } },
    },
  },
  {
    sys: { id: 'cover-small', type: 'Asset' },
    fields: {
      title: 'Small office photo',
      file: { url: '//images.example.net/space/cover-small.png', contentType: 'image/png', details: { size: 1, image: { width: 600, height: 400 } } },
    },
  },
  // An asset still processing has no file: its post goes without a cover.
  { sys: { id: 'cover-processing', type: 'Asset' }, fields: { title: 'Not ready' } },
];

const DELIVERY_TOKEN = 'delivery-token';
const PREVIEW_TOKEN = 'preview-token';

function entry(contentType: string, i: number, extra: Partial<RecordedEntry['fields']> = {}): RecordedEntry {
  // Dates spread over 2025-2026 in a shuffled order, so ordering is really tested.
  const day = new Date(Date.UTC(2025, 0, 1) + ((i * 37) % 500) * 86_400_000).toISOString().slice(0, 10);
  return {
    sys: { id: `${contentType}-${i}`, type: 'Entry', contentType: { sys: { id: contentType } } },
    fields: {
      slug: `${contentType.toLowerCase()}-${i}`,
      title: `Post ${i}`,
      publishDate: day,
      body: `First paragraph ${i}.\n\nSecond paragraph ${i}.`,
      ...extra,
    },
  };
}

/** What the fake service holds: 230 published blog posts, 7 ESG posts (4 linking a cover), 2 drafts visible in preview only. */
const PUBLISHED: RecordedEntry[] = [
  ...Array.from({ length: 230 }, (_, i) => entry('blogPost', i)),
  ...Array.from({ length: 3 }, (_, i) => entry('acmeEsgPost', i, { summary: `ESG summary ${i}` })),
  // Dated before 'ESG summary 2', which stays the newest ESG post.
  entry('acmeEsgPost', 14, { summary: 'With a wide cover', coverImage: assetLink('cover-wide') }),
  entry('acmeEsgPost', 28, { summary: 'With a small cover', coverImage: assetLink('cover-small') }),
  entry('acmeEsgPost', 41, { summary: 'With a cover still processing', coverImage: assetLink('cover-processing') }),
  entry('acmeEsgPost', 55, { summary: 'With a cover that is not included', coverImage: assetLink('cover-gone') }),
];
const DRAFTS: RecordedEntry[] = [entry('blogPost', 900, { title: 'Draft post' }), entry('acmeEsgPost', 901, { body: ['Draft ESG paragraph.'] })];

type Mode = 'ok' | 'error500' | 'garbage' | 'wrong-shape' | 'ignore-order' | 'miscount';
let mode: Mode = 'ok';
let requests: URL[] = [];
let server: Server;
let base: string;

function answer(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  requests.push(url);
  const preview = url.pathname.startsWith('/preview/');
  const token = req.headers.authorization?.replace(/^Bearer /, '');
  if (token !== (preview ? PREVIEW_TOKEN : DELIVERY_TOKEN)) {
    res.writeHead(401, { 'Content-Type': 'application/json' }).end(JSON.stringify({ sys: { id: 'AccessTokenInvalid' } }));
    return;
  }
  if (mode === 'error500') return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('upstream exploded');
  if (mode === 'garbage') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('<html>not json');
  if (mode === 'wrong-shape') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ items: 'nope' }));
  if (!url.pathname.endsWith('/entries')) return void res.writeHead(404).end();

  let items = (preview ? [...PUBLISHED, ...DRAFTS] : PUBLISHED).filter((e) => e.sys.contentType.sys.id === url.searchParams.get('content_type'));
  const slug = url.searchParams.get('fields.slug');
  if (slug !== null) items = items.filter((e) => e.fields.slug === slug);
  if (url.searchParams.get('order') === '-fields.publishDate' && mode !== 'ignore-order') {
    items = [...items].sort((a, b) => b.fields.publishDate.localeCompare(a.fields.publishDate));
  }
  const skip = Number(url.searchParams.get('skip') ?? 0);
  const limit = Math.min(Number(url.searchParams.get('limit') ?? 100), 1000);
  // A service that claims more entries than it has must not make the client loop forever.
  const total = mode === 'miscount' ? items.length + 10_000 : items.length;
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ sys: { type: 'Array' }, total, skip, limit, items: items.slice(skip, skip + limit), includes: { Asset: ASSETS } }));
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  mode = 'ok';
  requests = [];
});

const config = (extra: Partial<HttpProviderConfig> = {}): HttpProviderConfig => ({
  url: `${base}/spaces/demo/environments/master`,
  token: DELIVERY_TOKEN,
  previewUrl: `${base}/preview/spaces/demo/environments/master`,
  previewToken: PREVIEW_TOKEN,
  locale: 'zh-HK',
  esgProduct: 'acme',
  timeoutMs: 3_000,
  ...extra,
});

const isNewestFirst = (dates: string[]) => dates.every((d, i) => i === 0 || dates[i - 1]! >= d);

describe('the HTTP content provider', () => {
  it('pages through 230 blog posts in pages of 100: three requests, every post once, newest first', async () => {
    const posts = await createHttpProvider(config()).listPosts({ type: 'blog' });
    expect(posts).toHaveLength(230);
    expect(new Set(posts.map((p) => p.id)).size).toBe(230);
    expect(isNewestFirst(posts.map((p) => p.publishDate))).toBe(true);
    expect(requests).toHaveLength(3);
    expect(requests.map((r) => r.searchParams.get('skip'))).toEqual(['0', '100', '200']);
    for (const r of requests) {
      expect(r.pathname).toBe('/spaces/demo/environments/master/entries');
      expect(r.searchParams.get('content_type')).toBe('blogPost');
      expect(r.searchParams.get('order')).toBe('-fields.publishDate');
      expect(r.searchParams.get('limit')).toBe(String(PAGE_SIZE));
      expect(r.searchParams.get('locale')).toBe('zh-HK');
    }
  });

  it('maps an entry to a post: id, slug, title, date, summary and paragraphs', async () => {
    const [post] = await createHttpProvider(config()).listPosts({ type: 'esg' });
    expect(post).toMatchObject({ type: 'esg', title: expect.stringMatching(/^Post \d$/), summary: expect.stringMatching(/^ESG summary \d$/) });
    expect(post!.body).toEqual([expect.stringMatching(/^First paragraph/), expect.stringMatching(/^Second paragraph/)]);
  });

  it('gives a post its cover from the included asset: 800 wide in WebP through the image API, sized, described', async () => {
    const posts = await createHttpProvider(config()).listPosts({ type: 'esg' });
    const bySummary = (summary: string) => posts.find((p) => p.summary === summary)!;
    // 1600 x 900 shown 800 wide: 450 high.
    expect(bySummary('With a wide cover').cover).toEqual({
      src: 'https://images.example.net/space/cover-wide.jpg?w=800&fm=webp',
      width: 800,
      height: 450,
      alt: 'Volunteers planting trees',
    });
    // Narrower than 800: asked for and shown at its own 600 x 400, described by its title.
    expect(bySummary('With a small cover').cover).toEqual({
      src: 'https://images.example.net/space/cover-small.png?w=600&fm=webp',
      width: 600,
      height: 400,
      alt: 'Small office photo',
    });
    // No usable asset, or none linked: no cover, and the post is still there.
    expect(bySummary('With a cover still processing').cover).toBeUndefined();
    expect(bySummary('With a cover that is not included').cover).toBeUndefined();
    expect(bySummary('ESG summary 0').cover).toBeUndefined();
    expect((await createHttpProvider(config()).getPost({ type: 'esg', slug: 'acmeesgpost-14' }))?.cover?.src).toBe(
      'https://images.example.net/space/cover-wide.jpg?w=800&fm=webp',
    );
  });

  it('asks for the product’s ESG type, {product}EsgPost', async () => {
    const posts = await createHttpProvider(config()).listPosts({ type: 'esg' });
    expect(posts).toHaveLength(7);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.searchParams.get('content_type')).toBe('acmeEsgPost');
  });

  it('orders newest first even when the upstream ignores the order', async () => {
    mode = 'ignore-order';
    const posts = await createHttpProvider(config()).listPosts({ type: 'blog' });
    expect(posts).toHaveLength(230);
    expect(isNewestFirst(posts.map((p) => p.publishDate))).toBe(true);
  });

  it('filters by slug, and answers null for a slug it does not have', async () => {
    const provider = createHttpProvider(config());
    const post = await provider.getPost({ type: 'blog', slug: 'blogpost-42' });
    expect(post?.id).toBe('blogPost-42');
    expect(requests[0]!.searchParams.get('fields.slug')).toBe('blogpost-42');
    expect(await provider.getPost({ type: 'blog', slug: 'no-such-post' })).toBeNull();
  });

  it('reads drafts from the preview API with the preview token', async () => {
    const provider = createHttpProvider(config());
    const published = await provider.listPosts({ type: 'blog' });
    const preview = await provider.listPosts({ type: 'blog', preview: true });
    expect(published.some((p) => p.title === 'Draft post')).toBe(false);
    expect(preview.some((p) => p.title === 'Draft post')).toBe(true);
    expect(preview).toHaveLength(231);
    expect(requests.filter((r) => r.pathname.startsWith('/preview/'))).toHaveLength(3);
    expect((await provider.getPost({ type: 'esg', slug: 'acmeesgpost-901', preview: true }))?.body).toEqual(['Draft ESG paragraph.']);
  });

  it('fails clearly when preview is asked for but not configured', async () => {
    await expect(createHttpProvider(config({ previewUrl: undefined })).listPosts({ type: 'blog', preview: true })).rejects.toThrow(/preview/i);
  });

  it('stops on an empty page when the upstream overstates its total', async () => {
    mode = 'miscount';
    const posts = await createHttpProvider(config()).listPosts({ type: 'esg' });
    expect(posts).toHaveLength(7);
    expect(requests).toHaveLength(2);
  });

  describe('a broken upstream gives a clear ContentServiceError, never a crash or a silent empty list', () => {
    it('a wrong token (401)', async () => {
      const error = await createHttpProvider(config({ token: 'wrong' }))
        .listPosts({ type: 'blog' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContentServiceError);
      expect((error as Error).message).toMatch(/answered 401/);
      // The message names the request but never the token.
      expect((error as Error).message).not.toContain('wrong');
    });

    it('a server error (500)', async () => {
      mode = 'error500';
      await expect(createHttpProvider(config()).listPosts({ type: 'blog' })).rejects.toThrow(/answered 500/);
    });

    it('a response that is not JSON', async () => {
      mode = 'garbage';
      await expect(createHttpProvider(config()).listPosts({ type: 'blog' })).rejects.toThrow(/not JSON/);
    });

    it('JSON of the wrong shape', async () => {
      mode = 'wrong-shape';
      await expect(createHttpProvider(config()).getPost({ type: 'blog', slug: 'x' })).rejects.toThrow(/unexpected response/);
    });

    it('a dead upstream (nothing listening)', async () => {
      const dead = createServer();
      await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
      const port = (dead.address() as AddressInfo).port;
      await new Promise<void>((resolve) => dead.close(() => resolve()));
      const error = await createHttpProvider(config({ url: `http://127.0.0.1:${port}/spaces/demo` }))
        .listPosts({ type: 'blog' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContentServiceError);
      expect((error as Error).message).toMatch(/unreachable/);
    });
  });
});

describe('choosing the provider at build time', () => {
  it('uses the files when CONTENT_API_URL is unset, and the service when it is set', async () => {
    expect(contentSettings({}).http).toBeNull();
    const files = await snapshotPosts('en-US', contentSettings({}));
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect(requests).toHaveLength(0);

    const settings = contentSettings({
      CONTENT_API_URL: `${base}/spaces/demo/environments/master`,
      CONTENT_API_TOKEN: DELIVERY_TOKEN,
      CONTENT_ESG_PRODUCT: 'acme',
    });
    const fromService = await snapshotPosts('zh-HK', settings);
    expect(fromService.filter((p) => p.type === 'blog')).toHaveLength(230);
    expect(fromService.filter((p) => p.type === 'esg')).toHaveLength(7);
    expect(requests.length).toBe(4);
  });

  it('builds the preview variant only when asked to', () => {
    expect(contentSettings({ CONTENT_API_URL: 'https://cdn.example.com/spaces/x' }).preview).toBe(false);
    expect(contentSettings({ CONTENT_API_URL: 'https://cdn.example.com/spaces/x', CONTENT_PREVIEW: '1' }).preview).toBe(true);
    expect(contentSettings({ CONTENT_API_URL: 'https://cdn.example.com/spaces/x' }).http?.esgProduct).toBe('site');
  });
});

describe('the file provider', () => {
  it('answers the same queries from files: by type, newest first, by slug', async () => {
    const provider = createFileProvider([
      { id: 'a', type: 'blog', slug: 'a', title: 'A', publishDate: '2025-01-01', summary: 's', body: ['b'] },
      { id: 'b', type: 'blog', slug: 'b', title: 'B', publishDate: '2026-01-01', summary: 's', body: ['b'] },
      { id: 'c', type: 'esg', slug: 'c', title: 'C', publishDate: '2025-06-01', summary: 's', body: ['b'] },
    ]);
    expect((await provider.listPosts({ type: 'blog' })).map((p) => p.id)).toEqual(['b', 'a']);
    expect((await provider.getPost({ type: 'esg', slug: 'c' }))?.title).toBe('C');
    expect(await provider.getPost({ type: 'blog', slug: 'c' })).toBeNull();
  });
});
