import { jsonLdText } from '../../server/escape-html';

/**
 * Structured data for search engines as a JSON-LD script in the page body. It is data, not code:
 * no CSP applies to it, so the edge gives it no nonce and no hash. `<` is escaped so no text in the
 * data can close the script element early. `fill` names a script whose data the edge may replace
 * (`data-edge-fill`, worker/app-lists/).
 */
export function JsonLd({ data, fill }: { data: Record<string, unknown>; fill?: string }) {
  return <script type="application/ld+json" data-edge-fill={fill} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
