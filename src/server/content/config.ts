import type { HttpProviderConfig } from './http-provider';

/**
 * The content-service settings, read from the environment at build time (CONTENT_API_URL, its
 * token, the preview API, CONTENT_PREVIEW, CONTENT_ESG_PRODUCT: docs/content.md lists them). Unset
 * CONTENT_API_URL means the posts come from content/posts/. Tokens are secrets: set them in the
 * build environment, never in committed files.
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
