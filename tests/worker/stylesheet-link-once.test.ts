// Every page names the site stylesheet once: one <link> in its HTML, one link element in the RSC
// payload it carries and in the payload of a client-side navigation to it (so a page reached
// without a reload is styled). Waku's RSC plugin renders the link for each server component whose
// module imports CSS; only the locale layout imports the site's stylesheet (src/styles/site.css).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const publicDir = join(process.cwd(), 'dist', 'public');
const built = existsSync(join(publicDir, 'index.html'));
/** How often a text names a stylesheet as a React element (`["$","link","css:/assets/…`), escaped or not. */
const linkElements = (text: string) => text.split(/\\?"link\\?",\\?"css:\/assets\//).length - 1;
const files = (under: string, ending: string) =>
  built ? readdirSync(join(publicDir, under), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith(ending)) : [];

describe.skipIf(!built)('the built site', () => {
  const pages = files('', '.html');
  const payloads = files(join('RSC', 'R'), '.txt');

  it('has every page and its navigation payload', () => {
    expect(pages.length).toBeGreaterThanOrEqual(100);
    expect(payloads.length).toBeGreaterThanOrEqual(100);
  });

  it.each(pages)('%s: one stylesheet link in the HTML, one in its payload', (page) => {
    const html = readFileSync(join(publicDir, page), 'utf8');
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(linkElements(html)).toBe(1);
  });

  it.each(payloads)('the client-side navigation payload RSC/R/%s names the stylesheet once', (payload) => {
    expect(linkElements(readFileSync(join(publicDir, 'RSC', 'R', payload), 'utf8'))).toBe(1);
  });
});
