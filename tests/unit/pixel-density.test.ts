import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/**
 * The phone browser tests draw at one device pixel per CSS pixel (playwright.config.ts), which is
 * sound only while no page changes with the pixel density. Should one come (a srcset, a resolution
 * query), this fails: give the phone tests back the phone's density, or test that part at it.
 */
const DENSITY = /\bsrcset\b|devicePixelRatio|resolution\s*:|device-pixel-ratio|\bdppx\b|image-set\(/i;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx?|css|html)$/.test(entry.name) ? [path] : [];
  });
}

it('no page changes with the pixel density', () => {
  const files = [...sources('src'), ...sources('worker')];
  expect(files.length).toBeGreaterThan(50);
  const found = files.filter((file) => DENSITY.test(readFileSync(file, 'utf8')));
  expect(found).toEqual([]);
});
