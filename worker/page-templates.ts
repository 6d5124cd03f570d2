import type { PageTemplate } from './page-template';

/**
 * The page templates of this isolate (page-template.ts), least recently used first out. Bounded
 * in bytes and in entries: a page is 60–130 KB uncompressed, so the
 * bound holds the pages a busy isolate serves most (the whole site is 9.6 MiB uncompressed) well
 * inside a Worker's 128 MB. A template is
 * plain bytes made from a stored file: nothing of one request is in it, so sharing it between
 * requests is safe (html.ts says what it is keyed by).
 */
const TEMPLATE_BYTES = 8 * 1024 * 1024;
const TEMPLATE_ENTRIES = 128;

const templates = new Map<string, PageTemplate>();
let bytes = 0;

export function templateFor(key: string): PageTemplate | undefined {
  const template = templates.get(key);
  if (template) {
    // Most recently used goes last (a Map keeps insertion order).
    templates.delete(key);
    templates.set(key, template);
  }
  return template;
}

export function keepTemplate(key: string, template: PageTemplate): void {
  const cost = template.bytes;
  if (cost > TEMPLATE_BYTES) return;
  const old = templates.get(key);
  if (old) {
    templates.delete(key);
    bytes -= old.bytes;
  }
  templates.set(key, template);
  bytes += cost;
  for (const [oldest, held] of templates) {
    if (bytes <= TEMPLATE_BYTES && templates.size <= TEMPLATE_ENTRIES) break;
    templates.delete(oldest);
    bytes -= held.bytes;
  }
}
