import type { Post } from '../../../content/types';

/** The width post covers are requested and shown at (the post list's column is never wider). */
const COVER_WIDTH = 800;

export type ImageFormat = 'webp' | 'avif' | 'jpg' | 'png';

/**
 * A content-service image at a width and format, through the service's image API: Contentful's
 * takes `w` (pixels) and `fm` (format) on the asset's file URL, e.g. `?w=800&fm=webp`. Asset URLs
 * come protocol-relative (`//images.ctfassets.net/...`): the page asks over https. Anything that
 * is not an https URL then (another scheme, a relative path) gets null: no cover rather than a
 * mixed-content or made-up address.
 */
export function contentImageUrl(fileUrl: string, { width = COVER_WIDTH, format = 'webp' }: { width?: number; format?: ImageFormat } = {}): string | null {
  let url: URL;
  try {
    url = new URL(fileUrl.startsWith('//') ? `https:${fileUrl}` : fileUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  url.searchParams.set('w', String(Math.round(width)));
  url.searchParams.set('fm', format);
  return url.toString();
}

/**
 * The size a cover is shown at: COVER_WIDTH wide (never wider than the original, the service does
 * not enlarge), the height in the original's proportions. Width and height attributes from it
 * let the browser reserve the space before the image arrives.
 */
export function coverSize(original: { width: number; height: number }, maxWidth = COVER_WIDTH): { width: number; height: number } {
  const width = Math.min(maxWidth, original.width);
  return { width, height: Math.max(1, Math.round((width * original.height) / original.width)) };
}

/** Origins other than this site that the posts' covers come from (the page CSP must allow them). */
export function externalImageOrigins(posts: readonly Post[]): string[] {
  const origins = new Set<string>();
  for (const post of posts) {
    if (post.cover && /^https:\/\//.test(post.cover.src)) origins.add(new URL(post.cover.src).origin);
  }
  return [...origins].sort();
}
