// The stylesheet's preload hint must say as="style" in the HTML and in the RSC payload: with
// "stylesheet" the browser ignores the HTML's hint with a warning, and React in the browser adds a
// second, equally invalid one to <head> while it hydrates (scripts/build/flight-style-preload.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixStylePreload } from '../../scripts/build/flight-style-preload';

const require = createRequire(import.meta.url);
const flightDir = join(dirname(require.resolve('react-server-dom-webpack/package.json')), 'cjs');

describe('fixStylePreload', () => {
  it.each(['edge.production', 'edge.development'])('preloads a stylesheet as "style" in the Flight server (%s)', (build) => {
    const code = readFileSync(join(flightDir, `react-server-dom-webpack-server.${build}.js`), 'utf8');
    const fixed = fixStylePreload(code);
    expect(fixed).toContain('case "stylesheet":');
    expect(fixed).toMatch(/case "stylesheet":\s+preload\(srcSet, "style", \{/);
    expect(fixed).not.toContain('"stylesheet", {');
    expect(fixed.length).toBe(code.length - '"stylesheet"'.length + '"style"'.length);
  });

  it('fails the build once React no longer has the code it rewrites', () => {
    const code = readFileSync(join(flightDir, 'react-server-dom-webpack-server.edge.production.js'), 'utf8');
    expect(() => fixStylePreload(fixStylePreload(code))).toThrow(/facebook\/react#34760/);
  });
});

const publicDir = join(process.cwd(), 'dist', 'public');
const built = existsSync(join(publicDir, 'index.html'));

describe.skipIf(!built)('the built site', () => {
  const pages = ['', 'faq', 'en/loan/n-loan', 'contactus', 'zh-CN/addressMap'];

  it.each(pages)('page /%s preloads its stylesheet as "style", in the HTML and in its payload', (page) => {
    const html = readFileSync(join(publicDir, page, 'index.html'), 'utf8');
    const css = /<link rel="stylesheet"[^>]* href="(\/assets\/[\w-]+\.css)"/.exec(html)?.[1];
    expect(css).toBeDefined();
    // The payload's hint, as React's RSC client reads it: :HL["/assets/x.css","style",{...}]
    expect(html).toContain(`:HL[\\"${css}\\",\\"style\\"`);
    expect(html).not.toMatch(/as="stylesheet"|\\"stylesheet\\",\{/);
  });

  it('no prerendered page or RSC payload carries a stylesheet preload with as "stylesheet"', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'assets' && entry.name !== 'images') walk(path);
        } else if (/\.(html|txt)$/.test(entry.name)) {
          const text = readFileSync(path, 'utf8');
          if (/as="stylesheet"|"stylesheet",\{|\\"stylesheet\\",\{/.test(text)) offenders.push(path.slice(publicDir.length));
        }
      }
    };
    walk(publicDir);
    expect(offenders).toEqual([]);
  });
});
