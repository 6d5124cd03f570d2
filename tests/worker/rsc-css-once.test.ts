// Each page's RSC payload names the site stylesheet once per rendered slice (root, layout, page),
// not once per server component that imports CSS (scripts/build/rsc-css-once.ts); the HTML still
// has the one stylesheet link first-paint-html expects, and a client-side navigation's payload
// still carries the link, so a page reached without a reload is styled.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderCssOnce } from '../../scripts/build/rsc-css-once';

// Waku's RSC plugin, as Waku resolves it (it is Waku's dependency, not the project's).
const fromWaku = createRequire(createRequire(import.meta.url).resolve('waku/package.json'));
const pluginDist = join(dirname(fromWaku.resolve('@vitejs/plugin-rsc/package.json')), 'dist');

describe('renderCssOnce', () => {
  it('rewrites the Resources export the RSC plugin generates, and fails the build once it no longer does', () => {
    const source = readdirSync(pluginDist)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(pluginDist, f), 'utf8'))
      .find((code) => code.includes('function generateResourcesCode('))!;
    expect(source, "the plugin's code generator").toBeDefined();
    // The virtual module as the plugin writes it for a production build.
    const generated = `import __vite_rsc_react__ from "react";\nexport const Resources = ((React, deps) => function Resources() {})(__vite_rsc_react__, {});\n`;
    expect(source).toContain('export const Resources = (');
    const fixed = renderCssOnce(generated);
    expect(fixed).toContain('const AllResources = (');
    expect(fixed).toMatch(/export function Resources\(\)/);
    expect(() => renderCssOnce(fixed)).toThrow(/rsc-css-once/);
  });
});

const publicDir = join(process.cwd(), 'dist', 'public');
const built = existsSync(join(publicDir, 'index.html'));
/** How often a text names the site stylesheet as a React element (`["$","link","css:/assets/…`). */
const linkElements = (text: string) => text.split(/\\?"link\\?",\\?"css:\/assets\//).length - 1;

describe.skipIf(!built)('the built site', () => {
  // Before: 6 (an investor page) to 20 (the property-owner page) copies of the same link.
  it.each(['', 'loan/p-loan', 'loan/hos-public-housing-loan', 'investor-relations/corporate-information', 'en/faq'])(
    'page /%s: the stylesheet link once per slice in the payload, once in the HTML',
    (page) => {
      const html = readFileSync(join(publicDir, page, 'index.html'), 'utf8');
      expect(linkElements(html)).toBeGreaterThanOrEqual(1);
      expect(linkElements(html)).toBeLessThanOrEqual(3);
      expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    },
  );

  it.each(['loan/p-loan', 'faq'])('the client-side navigation payload of /%s names the stylesheet', (page) => {
    const payload = readFileSync(join(publicDir, 'RSC', 'R', `${page}.txt`), 'utf8');
    expect(linkElements(payload)).toBeGreaterThanOrEqual(1);
    expect(linkElements(payload)).toBeLessThanOrEqual(3);
  });
});
