import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const major = (version: string) => /\d+/.exec(version)?.[0];

/** `npm install` brings Node 22 (the `node` package in node_modules/.bin), and npm scripts run on it. */
describe('the runtime', () => {
  it('runs the tests on Node 22, whatever Node the machine has', () => {
    expect(major(process.versions.node)).toBe('22');
    expect(process.execPath).toMatch(/node_modules[\\/]node[\\/]bin[\\/]node(\.exe)?$/);
  });

  it('names the same Node in .nvmrc, engines, the node package and its types', () => {
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe('22');
    expect(pkg.engines.node).toBe('>=22');
    expect(major(pkg.devDependencies.node!)).toBe('22');
    expect(major(pkg.devDependencies['@types/node']!)).toBe('22');
  });
});
