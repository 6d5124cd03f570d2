import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

/** The ops CLI reads wrangler.jsonc itself (loading wrangler costs more than a command): it must agree with wrangler. */
describe('ops CLI configuration', () => {
  it('finds the same CONFIG namespace id and vars as wrangler does, locally and in production', async () => {
    const { configNamespaceId, wranglerVar } = await import('../../scripts/ops/kv');
    const local = unstable_getMiniflareWorkerOptions('wrangler.jsonc').workerOptions;
    const vars = (options: typeof local) => options.bindings as Record<string, string>;
    expect(configNamespaceId()).toBe((local.kvNamespaces as Record<string, { id: string }>).CONFIG!.id);
    expect(wranglerVar('SITE_ENV')).toBe('local');
    expect(vars(local).SITE_ENV).toBe('local');

    const production = unstable_getMiniflareWorkerOptions('wrangler.jsonc', 'production').workerOptions;
    expect(wranglerVar('SITE_ENV', 'wrangler.jsonc', 'production')).toBe('production');
    expect(vars(production).SITE_ENV).toBe('production');
    expect(wranglerVar('LEAD_RETENTION_DAYS', 'wrangler.jsonc', 'production')).toBe(vars(production).LEAD_RETENTION_DAYS);
  });
});

describe('reading wrangler.jsonc without wrangler', () => {
  it('reads comments and trailing commas as wrangler does, and leaves strings alone', async () => {
    const { wranglerSettings } = await import('../../scripts/wrangler-config');
    const dir = mkdtempSync(join(tmpdir(), 'wrangler-config-'));
    try {
      const file = join(dir, 'wrangler.jsonc');
      writeFileSync(
        file,
        `{
  /* block
     comment */ "vars": { "A": "https://a.example.com/x//y", "B": "a,}b", /* after */ },
  // a line comment with "quotes", and a trailing comma next
  "env": { "production": { "vars": { "A": "p\\"q" }, }, },
}`,
      );
      expect(wranglerSettings(file).vars).toEqual({ A: 'https://a.example.com/x//y', B: 'a,}b' });
      expect(wranglerSettings(file, 'production').vars).toEqual({ A: 'p"q' });
      expect(() => wranglerSettings(file, 'staging')).toThrow('has no environment "staging"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
