/** Text or an attribute value as HTML: every character that could start markup or end a quoted value escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * Structured data as the text of a JSON-LD script: `<` is escaped so no text in the data can
 * close the script element early (JsonLd renders the same text).
 */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
}
