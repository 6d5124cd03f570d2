import { ByteLru } from './byte-lru';
import type { PageTemplate } from './page-template';

/**
 * The page templates of this isolate (page-template.ts), least recently used first out. A page is
 * 60–130 KB uncompressed (the whole site 9.6 MiB), so the bounds hold the pages a busy isolate
 * serves most well inside a Worker's 128 MB. A template is plain bytes made from a stored file:
 * nothing of one request is in it, so sharing it is safe (html.ts says what it is keyed by).
 */
const templates = new ByteLru<PageTemplate>(8 * 1024 * 1024, 128, (template) => template.bytes);

export const templateFor = (key: string): PageTemplate | undefined => templates.get(key);
export const keepTemplate = (key: string, template: PageTemplate): void => templates.set(key, template);
