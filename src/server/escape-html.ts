import { escapeToBuffer } from 'hono/utils/html';

/**
 * Text as HTML, for text content and for an attribute value between quotes alike: `&`, `<`, `>`,
 * `"` and `'` as `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;`. Hono's own escaper (the one its
 * `html` helper and JSX renderer use), so the project keeps no escaping table of its own; the
 * same text is valid XML (sitemap.xml).
 */
export function escapeHtml(text: string): string {
  const buffer: [string] = [''];
  escapeToBuffer(text, buffer);
  return buffer[0];
}

/**
 * Structured data as the text of a JSON-LD script: `<` is escaped so no text in the data can
 * close the script element early (JsonLd renders the same text). Not HTML escaping: a script's
 * text is not entity-decoded.
 */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
}
