import { z } from 'zod';
import type { Post } from '../../../content/types';
import { newestFirst, type ContentProvider, type PostQuery, type PostType } from './provider';

/**
 * The content service of the spec (section 7), queried over HTTP: entries of type `blogPost` and
 * `{product}EsgPost`, newest `publishDate` first, optionally filtered by slug, in pages of 100
 * (`skip`/`limit`), with a preview variant (its own URL and token, drafts included). The query
 * and response follow the Contentful delivery API that the spec's names come from:
 *   GET {url}/entries?content_type=blogPost&order=-fields.publishDate&skip=0&limit=100&locale=zh-HK
 *   -> { total, skip, limit, items: [{ sys: { id }, fields: { slug, publishDate, title, ... } }] }
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

/** The page size the spec fixes (section 9). */
export const PAGE_SIZE = 100;

export class ContentServiceError extends Error {
  override name = 'ContentServiceError';
}

/** Rich text is not used by these pages: a body is plain text (paragraphs split on blank lines) or a list of paragraphs. */
const Body = z.union([z.string(), z.array(z.string())]).optional();

const Entry = z.object({
  sys: z.object({ id: z.string().min(1) }),
  fields: z.object({
    slug: z.string().min(1),
    publishDate: z.string().refine((d) => !Number.isNaN(Date.parse(d)), 'not a date'),
    title: z.string().min(1),
    summary: z.string().optional(),
    excerpt: z.string().optional(),
    body: Body,
  }),
});

const Page = z.object({
  total: z.number().int().nonnegative(),
  skip: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  items: z.array(Entry),
});

type EntryData = z.infer<typeof Entry>;

function toPost(entry: EntryData, type: PostType): Post {
  const { fields } = entry;
  const body = Array.isArray(fields.body) ? fields.body : (fields.body ?? '').split(/\n\s*\n/);
  const paragraphs = body.map((p) => p.trim()).filter(Boolean);
  const summary = fields.summary ?? fields.excerpt ?? paragraphs[0] ?? '';
  return { id: entry.sys.id, type, slug: fields.slug, title: fields.title, publishDate: fields.publishDate, summary, body: paragraphs.length ? paragraphs : [summary] };
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

  async function all(query: PostQuery, slug?: string): Promise<EntryData[]> {
    const entries: EntryData[] = [];
    for (let skip = 0; ; skip += PAGE_SIZE) {
      const { items, total } = await page(query, skip, slug);
      entries.push(...items);
      // Stop at the total, or on an empty page (a service that miscounts must not loop forever).
      if (items.length === 0 || skip + PAGE_SIZE >= total) return entries;
    }
  }

  return {
    listPosts: async (query) => newestFirst((await all(query)).map((e) => toPost(e, query.type))),
    getPost: async ({ slug, ...query }) => {
      const { items } = await page(query, 0, slug);
      const found = items.find((e) => e.fields.slug === slug);
      return found ? toPost(found, query.type) : null;
    },
  };
}
