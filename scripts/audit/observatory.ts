/**
 * Security headers scored by the Mozilla HTTP Observatory's own scanner (its library API
 * `scan(host)`) against the local worker. Not a devDependency, since installing it needs the
 * internet: installed on first use from ./observatory/'s pinned lockfile into node_modules/.cache/,
 * install scripts off (docs/security.md, "Security headers: the Mozilla HTTP Observatory, locally").
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const PINNED = resolve('scripts/audit/observatory');
const CACHE = resolve('node_modules/.cache/mdn-http-observatory');
const PACKAGE = join(CACHE, 'node_modules/@mdn/mdn-http-observatory');

/** One of the scanner's tests, as its library returns it (the fields used here). */
interface ObservatoryTest {
  pass: boolean;
  result: string;
  scoreModifier?: number;
}
interface ObservatoryResult {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, ObservatoryTest>;
}

/**
 * Failures that only real HTTPS on a public host can fix, by scan and test, with the exact result
 * the scanner gives for them; any other failure (or another result) is a violation.
 */
const NEEDS_PUBLIC_HTTPS: { scan: 'http' | 'https'; test: string; result: string; why: string }[] = [
  {
    scan: 'http',
    test: 'redirection',
    result: 'redirection-missing',
    why: 'http:// must redirect to https://; locally there is no HTTPS listener to redirect to (in production the Cloudflare zone has to do it: "Always Use HTTPS")',
  },
  {
    scan: 'http',
    test: 'strict-transport-security',
    result: 'hsts-not-implemented-no-https',
    why: 'HSTS only counts when served over HTTPS (the header is sent on every response)',
  },
  {
    scan: 'http',
    test: 'cookies',
    result: 'cookies-without-secure-flag',
    why: 'the edge sets `Secure` on its cookies only over HTTPS (a browser would drop them over http); the HTTPS scan checks them with the flag',
  },
  {
    scan: 'https',
    test: 'strict-transport-security',
    result: 'hsts-invalid-cert',
    why: 'the local HTTPS certificate is self-signed; HSTS only counts with a publicly trusted one',
  },
];

function ensureInstalled() {
  const wanted = (JSON.parse(readFileSync(join(PINNED, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies[
    '@mdn/mdn-http-observatory'
  ];
  const installed = existsSync(join(PACKAGE, 'package.json'))
    ? (JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { version: string }).version
    : null;
  if (installed !== wanted) {
    console.log(`Installing @mdn/mdn-http-observatory ${wanted} into node_modules/.cache (first use)...`);
    mkdirSync(CACHE, { recursive: true });
    copyFileSync(join(PINNED, 'package.json'), join(CACHE, 'package.json'));
    copyFileSync(join(PINNED, 'package-lock.json'), join(CACHE, 'package-lock.json'));
    const res = spawnSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel', 'error'], {
      cwd: CACHE,
      stdio: 'inherit',
    });
    if (res.status !== 0) throw new Error('Could not install @mdn/mdn-http-observatory (see above).');
  }
  const preload = join(PACKAGE, 'conf/hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
}

export interface ObservatoryReport {
  scan: 'http' | 'https';
  grade: string;
  score: number;
  passed: number;
  total: number;
  tests: { name: string; pass: boolean; result: string; allowed?: string }[];
  /** Failures not explained by the lack of public HTTPS. */
  violations: string[];
}

/** Scans `origin` (http://127.0.0.1:port or https://...) with the Observatory's library. */
export async function observatory(origin: string): Promise<ObservatoryReport> {
  ensureInstalled();
  const url = new URL(origin);
  const scanKind = url.protocol === 'https:' ? 'https' : 'http';
  // The library tries http:// and https:// on the host it is given; a host:port pins both to the
  // local instance, where only the instance's own protocol answers.
  const { scan } = (await import(pathToFileURL(join(PACKAGE, 'src/index.js')).href)) as {
    scan: (host: string) => Promise<ObservatoryResult>;
  };
  const result = await scan(url.host);
  const tests = Object.entries(result.tests).map(([name, t]) => {
    const allowed = NEEDS_PUBLIC_HTTPS.find((a) => a.scan === scanKind && a.test === name && a.result === t.result);
    return { name, pass: t.pass, result: t.result, ...(allowed && !t.pass ? { allowed: allowed.why } : {}) };
  });
  return {
    scan: scanKind,
    grade: result.scan.grade,
    score: result.scan.score,
    passed: result.scan.testsPassed,
    total: result.scan.testsQuantity,
    tests,
    violations: tests.filter((t) => !t.pass && !t.allowed).map((t) => `${scanKind} scan: ${t.name} failed (${t.result})`),
  };
}
