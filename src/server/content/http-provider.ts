import { z } from 'zod';
import type { Post, PostCover } from '../../../content/types';
import { contentImageUrl, coverSize } from './image-url';
import { newestFirst, type ContentProvider, type PostQuery, type PostType } from './provider';

/**
 * The content service (docs/product-rules.md §7) over HTTP, in the Contentful delivery API's form:
 * entries of type `blogPost` and `{product}EsgPost`, newest first, optionally by slug, in pages of
 * 100, with a preview variant; covers from the response's `includes.Asset`, asked 800 px wide in
 * WebP (image-url.ts). Query and fields: docs/content.md.
 */
export interface HttpProviderConfig {
  /** Base URL of the delivery API (a space/environment), without a trailing /entries. */
  url: string;
  token?: string | undefined;
  /** Base URL and token of the preview API; preview queries fail clearly when unset. */
  previewUrl?: string | undefined;
  previewToken?: string | undefined;
  /** The service's locale code ('zh-HK', 'en-US'). */
  locale: string;
  /** Prefix of the ESG content type: `${esgProduct}EsgPost`. */
  esgProduct: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The page size the business fixes (docs/product-rules.md §9). */
export const PAGE_SIZE = 100;

export class ContentServiceError extends Error {
  override name = 'ContentServiceError';
}

/** Rich text is not used by these pages: a body is plain text (paragraphs split on blank lines) or a list of paragraphs. */
const Body = z.union([z.string(), z.array(z.string())]).optional();

/** A link to another item of the response (`includes`), as the service writes it. */
const Link = z.object({ sys: z.object({ id: z.string().min(1) }) });

const Entry = z.object({
  sys: z.object({ id: z.string().min(1) }),
  fields: z.object({
    slug: z.string().min(1),
    publishDate: z.string().refine((d) => !Number.isNaN(Date.parse(d)), 'not a date'),
    title: z.string().min(1),
    summary: z.string().optional(),
    excerpt: z.string().optional(),
    body: Body,
    /** The cover picture: a link to an asset of `includes.Asset`. */
    coverImage: Link.optional(),
  }),
});

/** An image asset: its file's URL and pixel size, and the words that describe it. */
const ImageAsset = z.object({
  sys: z.object({ id: z.string().min(1) }),
  fields: z.object({
    title: z.string().optional(),
    description: z.string().optional(),
    file: z.object({
      url: z.string().min(1),
      details: z.object({ image: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }) }),
    }),
  }),
});

const Page = z.object({
  total: z.number().int().nonnegative(),
  skip: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  items: z.array(Entry),
  // Assets are checked one by one (imageAssets): a broken one costs its post the cover, not the build.
  includes: z.object({ Asset: z.array(z.unknown()).optional() }).optional(),
});

type EntryData = z.infer<typeof Entry>;
type ImageAssetData = z.infer<typeof ImageAsset>;

/** The response's image assets by id; anything that is not a usable image is left out. */
function imageAssets(page: z.infer<typeof Page>): Map<string, ImageAssetData> {
  const assets = new Map<string, ImageAssetData>();
  for (const item of page.includes?.Asset ?? []) {
    const asset = ImageAsset.safeParse(item);
    if (asset.success) assets.set(asset.data.sys.id, asset.data);
  }
  return assets;
}

/** The cover at COVER_WIDTH in WebP from the service's image API, described by the asset or, failing that, the post's title. */
function toCover(asset: ImageAssetData | undefined, title: string): PostCover | undefined {
  if (!asset) return undefined;
  const { file, description, title: assetTitle } = asset.fields;
  const size = coverSize(file.details.image);
  const src = contentImageUrl(file.url, { width: size.width, format: 'webp' });
  if (!src) return undefined;
  return { src, ...size, alt: description?.trim() || assetTitle?.trim() || title };
}

function toPost(entry: EntryData, type: PostType, assets: ReadonlyMap<string, ImageAssetData>): Post {
  const { fields } = entry;
  const body = Array.isArray(fields.body) ? fields.body : (fields.body ?? '').split(/\n\s*\n/);
  const paragraphs = body.map((p) => p.trim()).filter(Boolean);
  const summary = fields.summary ?? fields.excerpt ?? paragraphs[0] ?? '';
  const cover = fields.coverImage ? toCover(assets.get(fields.coverImage.sys.id), fields.title) : undefined;
  return {
    id: entry.sys.id,
    type,
    slug: fields.slug,
    title: fields.title,
    publishDate: fields.publishDate,
    summary,
    body: paragraphs.length ? paragraphs : [summary],
    ...(cover ? { cover } : {}),
  };
}

export function createHttpProvider(config: HttpProviderConfig): ContentProvider {
  const doFetch = config.fetch ?? fetch;
  const contentType = (type: PostType) => (type === 'blog' ? 'blogPost' : `${config.esgProduct}EsgPost`);

  async function page(query: PostQuery, skip: number, slug?: string): Promise<z.infer<typeof Page>> {
    const base = query.preview ? config.previewUrl : config.url;
    const token = query.preview ? config.previewToken : config.token;
    if (!base) throw new ContentServiceError('Content service preview requested but no preview URL is configured (CONTENT_PREVIEW_API_URL)');
    const url = new URL(`${base.replace(/\/+$/, '')}/entries`);
    url.searchParams.set('content_type', contentType(query.type));
    url.searchParams.set('order', '-fields.publishDate');
    url.searchParams.set('locale', config.locale);
    url.searchParams.set('skip', String(skip));
    url.searchParams.set('limit', String(PAGE_SIZE));
    if (slug !== undefined) url.searchParams.set('fields.slug', slug);
    // Name the request without its query or token in messages: enough to find it, nothing secret.
    const where = `${url.origin}${url.pathname} (${contentType(query.type)}, skip ${skip})`;
    let res: Response;
    try {
      res = await doFetch(url, {
        headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new ContentServiceError(`Content service unreachable at ${where}: ${(error as Error).message}`);
    }
    if (!res.ok) throw new ContentServiceError(`Content service answered ${res.status} at ${where}`);
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      throw new ContentServiceError(`Content service sent a response that is not JSON at ${where}`);
    }
    const parsed = Page.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ContentServiceError(`Content service sent an unexpected response at ${where}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
    }
    return parsed.data;
  }

  async function all(query: PostQuery): Promise<Post[]> {
    const posts: Post[] = [];
    for (let skip = 0; ; skip += PAGE_SIZE) {
      const data = await page(query, skip);
      const assets = imageAssets(data);
      posts.push(...data.items.map((e) => toPost(e, query.type, assets)));
      // Stop at the total, or on an empty page (a service that miscounts must not loop forever).
      if (data.items.length === 0 || skip + PAGE_SIZE >= data.total) return posts;
    }
  }

  return {
    listPosts: async (query) => newestFirst(await all(query)),
    getPost: async ({ slug, ...query }) => {
      const data = await page(query, 0, slug);
      const found = data.items.find((e) => e.fields.slug === slug);
      return found ? toPost(found, query.type, imageAssets(data)) : null;
    },
  };
}
