import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';

/**
 * The production environment of wrangler.jsonc, as `npm run deploy` publishes it: wrangler bundles
 * the built worker for it without an account (`--dry-run`), and what it would bind is what
 * docs/deploy.md tells the engineer to create and fill in. Needs `npm run build` (the assets and
 * Waku's server output the worker imports).
 */
let outdir: string;
let dryRun: { status: number | null; stdout: string; stderr: string };

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'deploy-dry-run-'));
  // wrangler on the Node running the tests (22, from node_modules/.bin), whatever PATH says.
  dryRun = spawnSync(process.execPath, ['node_modules/wrangler/bin/wrangler.js', 'deploy', '--dry-run', '--env', 'production', '--outdir', outdir], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
  });
}, 60_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('npm run deploy (production, dry run)', () => {
  it('bundles the worker for production', () => {
    expect(dryRun.stderr).not.toMatch(/ERROR|✘/);
    expect(dryRun.status).toBe(0);
    expect(statSync(join(outdir, 'index.js')).size).toBeGreaterThan(100_000);
  });

  it('binds what docs/deploy.md says: the KV namespace, the D1 database, the R2 bucket, the write, analytics, vitals and read limiters, the assets and the production vars', () => {
    // One row per binding in wrangler's table: `env.NAME (resource) Type`.
    const bindings = new Map(
      [...dryRun.stdout.matchAll(/^env\.(\w+)\s+(?:\((.*?)\)\s+)?(\S.*?)\s*$/gm)].map(([, name, resource, type]) => [name, { resource, type }]),
    );
    expect([...bindings.keys()].sort()).toEqual([
      'ASSETS',
      'CONFIG',
      'DB',
      'EMAIL',
      'LEAD_RETENTION_DAYS',
      'MEDIA',
      'PUBLIC_ORIGIN',
      'READ_LIMITER',
      'RUM_SAMPLE_RATE',
      'SITE_ENV',
      'TRACK_LIMITER',
      'VITALS_LIMITER',
      'WRITE_LIMITER',
    ]);
    expect(bindings.get('SITE_ENV')).toEqual({ resource: '"production"', type: 'Environment Variable' });
    expect(bindings.get('LEAD_RETENTION_DAYS')).toEqual({ resource: '"30"', type: 'Environment Variable' });
    expect(bindings.get('CONFIG')).toEqual({ resource: 'REPLACE_WITH_PRODUCTION_KV_NAMESPACE_ID', type: 'KV Namespace' });
    expect(bindings.get('DB')).toEqual({ resource: 'hk-lender-site', type: 'D1 Database' });
    expect(bindings.get('MEDIA')).toEqual({ resource: 'hk-lender-site-media', type: 'R2 Bucket' });
    expect(bindings.get('WRITE_LIMITER')).toEqual({ resource: '10 requests/60s', type: 'Rate Limit' });
    expect(bindings.get('TRACK_LIMITER')).toEqual({ resource: '120 requests/60s', type: 'Rate Limit' });
    // One page view in ten measured (docs/deploy.md), beacons limited apart from the forms.
    expect(bindings.get('RUM_SAMPLE_RATE')).toEqual({ resource: '"0.1"', type: 'Environment Variable' });
    expect(bindings.get('VITALS_LIMITER')).toEqual({ resource: '60 requests/60s', type: 'Rate Limit' });
    // Reads that reach the app service; no relaxed stand-in of the local site's (TRACK_LIMITER_LOCAL) is bound.
    expect(bindings.get('READ_LIMITER')).toEqual({ resource: '40 requests/60s', type: 'Rate Limit' });
    expect(bindings.get('ASSETS')?.type).toBe('Assets');
    // The start of every link in an e-mail (docs/deploy.md, step 6), a placeholder until the domain is known.
    expect(bindings.get('PUBLIC_ORIGIN')).toEqual({ resource: '"https://REPLACE_WITH_DOMAIN.example.com"', type: 'Environment Variable' });
    // The e-mail notices (docs/deploy.md, step 9): unrestricted, to addresses verified in Email Routing.
    expect(bindings.get('EMAIL')?.type).toMatch(/email/i);

    const docs = readFileSync('docs/deploy.md', 'utf8');
    for (const placeholder of [
      'REPLACE_WITH_PRODUCTION_KV_NAMESPACE_ID',
      'REPLACE_WITH_PRODUCTION_D1_DATABASE_ID',
      'REPLACE_WITH_DOMAIN',
      'REPLACE_WITH_WORKERS_SUBDOMAIN',
    ]) {
      expect(docs).toContain(placeholder);
    }
  });

  it('runs the cron, serves the custom domain only, and migrates D1 from migrations/', () => {
    const production = unstable_readConfig({ config: 'wrangler.jsonc', env: 'production' }, { hideWarnings: true });
    // The e-mails' links on the host the site is served from: one placeholder for both.
    expect(production.vars.PUBLIC_ORIGIN).toBe(`https://${production.routes?.[0] && 'pattern' in production.routes[0] ? production.routes[0].pattern : ''}`);
    const staging = unstable_readConfig({ config: 'wrangler.jsonc', env: 'staging' }, { hideWarnings: true });
    expect(staging.vars.PUBLIC_ORIGIN).toMatch(/^https:\/\/hk-lender-site-staging\.REPLACE_WITH_WORKERS_SUBDOMAIN\.workers\.dev$/);
    expect(unstable_readConfig({ config: 'wrangler.jsonc' }, { hideWarnings: true }).vars.PUBLIC_ORIGIN).toBeUndefined();
    expect(production.triggers.crons).toEqual(['*/5 * * * *']);
    expect(production.workers_dev).toBe(false);
    expect(production.routes).toEqual([{ pattern: 'REPLACE_WITH_DOMAIN.example.com', custom_domain: true }]);
    expect(production.d1_databases).toEqual([
      { binding: 'DB', database_name: 'hk-lender-site', database_id: 'REPLACE_WITH_PRODUCTION_D1_DATABASE_ID', migrations_dir: 'migrations' },
    ]);
    // The same runtime as the local site and the tests.
    const local = unstable_readConfig({ config: 'wrangler.jsonc' }, { hideWarnings: true });
    expect(production.compatibility_date).toBe(local.compatibility_date);
    expect(production.compatibility_flags).toEqual(local.compatibility_flags);
    expect(production.assets).toEqual(local.assets);
  });
});
