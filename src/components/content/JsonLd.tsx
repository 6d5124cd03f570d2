/**
 * Structured data for search engines as a JSON-LD script in the page body. It is data, not code:
 * the edge still gives it the response's nonce like every script. `<` is escaped so no text in the
 * data can close the script element early.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
