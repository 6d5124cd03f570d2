import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

/** The dev server's config (wrangler.dev.jsonc) must offer the same bindings as the deployed worker. */
describe('dev server configuration', () => {
  it('binds the same KV namespace, D1 database and variables as wrangler.toml', () => {
    const dev = JSON.parse(readFileSync('wrangler.dev.jsonc', 'utf8').replace(/^\s*\/\/.*$/gm, ''));
    const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml');
    expect(dev.kv_namespaces.map((k: { binding: string; id: string }) => [k.binding, k.id])).toEqual(
      Object.entries(workerOptions.kvNamespaces ?? {}).map(([binding, v]) => [binding, (v as { id: string }).id]),
    );
    expect(dev.d1_databases.map((d: { binding: string; database_id: string }) => [d.binding, d.database_id])).toEqual(
      Object.entries(workerOptions.d1Databases ?? {}).map(([binding, v]) => [binding, (v as { id: string }).id]),
    );
    expect(dev.vars).toEqual(workerOptions.bindings);
    expect(dev.compatibility_date).toBe(workerOptions.compatibilityDate);
  });
});

describe('ops CLI configuration', () => {
  it('finds the same CONFIG namespace id as wrangler does', async () => {
    const { configNamespaceId } = await import('../../scripts/ops/kv');
    const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml');
    expect(configNamespaceId()).toBe((workerOptions.kvNamespaces as Record<string, { id: string }>).CONFIG!.id);
  });
});
