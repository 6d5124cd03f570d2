import type { HttpProviderConfig } from './http-provider';

/**
 * The content-service settings, read from the environment at build time. Unset CONTENT_API_URL
 * means the posts come from content/posts/. Tokens are secrets: set them in the build
 * environment, never in committed files.
 *   CONTENT_API_URL          delivery API base (https://.../spaces/{space}/environments/{env})
 *   CONTENT_API_TOKEN        delivery token
 *   CONTENT_PREVIEW_API_URL  preview API base (optional)
 *   CONTENT_PREVIEW_TOKEN    preview token (optional)
 *   CONTENT_PREVIEW=1        build with drafts (the preview variant)
 *   CONTENT_ESG_PRODUCT      prefix of the ESG content type (`{product}EsgPost`), default 'site'
 */
export interface ContentSettings {
  http: Omit<HttpProviderConfig, 'locale'> | null;
  preview: boolean;
}

export function contentSettings(env: Readonly<Record<string, string | undefined>>): ContentSettings {
  const url = env.CONTENT_API_URL?.trim();
  return {
    http: url
      ? {
          url,
          token: env.CONTENT_API_TOKEN,
          previewUrl: env.CONTENT_PREVIEW_API_URL?.trim() || undefined,
          previewToken: env.CONTENT_PREVIEW_TOKEN,
          esgProduct: env.CONTENT_ESG_PRODUCT?.trim() || 'site',
        }
      : null,
    preview: env.CONTENT_PREVIEW === '1',
  };
}
