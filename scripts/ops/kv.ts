import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';

export interface KvTarget {
  /** Production KV through wrangler (needs `wrangler login`), instead of the local Miniflare store. */
  remote: boolean;
  /** Local state directory (wrangler's --persist-to); default `.wrangler/state`. */
  persistTo?: string | undefined;
}

/** The CONFIG namespace, wherever it lives. */
export interface ConfigStore {
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The local store that `npm start` (wrangler dev) reads, opened in-process with Miniflare on the
 * same directory: much faster than a wrangler process per call.
 */
async function localStore(persistTo = '.wrangler/state'): Promise<ConfigStore> {
  const mf = new Miniflare({
    modules: true,
    script: 'export default { fetch: () => new Response(null, { status: 204 }) }',
    kvNamespaces: { CONFIG: configNamespaceId() },
    kvPersist: join(persistTo, 'v3', 'kv'),
  });
  const kv = await mf.getKVNamespace('CONFIG');
  return {
    get: (key) => kv.get(key, 'text'),
    put: (key, value) => kv.put(key, value),
    delete: (key) => kv.delete(key),
    close: () => mf.dispose(),
  };
}

/**
 * The CONFIG namespace id from wrangler.toml: local state is stored under it. (Read directly: loading
 * wrangler's own config reader costs more than the whole command.)
 */
export function configNamespaceId(file = 'wrangler.toml'): string {
  for (const block of readFileSync(file, 'utf8').split('[[kv_namespaces]]').slice(1)) {
    const body = block.split(/^\[/m)[0]!;
    if (/^\s*binding\s*=\s*"CONFIG"/m.test(body)) {
      const id = /^\s*id\s*=\s*"([^"]+)"/m.exec(body)?.[1];
      if (id) return id;
    }
  }
  throw new Error(`${file} has no [[kv_namespaces]] entry with binding = "CONFIG"`);
}

/**
 * A string variable of wrangler.toml's [vars] (as the worker gets it), or undefined when it is not
 * set there. Read directly, like the namespace id: only `NAME = "value"` lines are understood.
 */
export function wranglerVar(name: string, file = 'wrangler.toml'): string | undefined {
  const vars = readFileSync(file, 'utf8').split(/^\[vars\]\s*$/m)[1]?.split(/^\[/m)[0] ?? '';
  const line = new RegExp(`^\\s*${name}\\s*=\\s*"([^"]*)"`, 'm').exec(vars);
  return line?.[1];
}

/** Production KV through wrangler's own commands (its login and account). */
function remoteStore(): ConfigStore {
  const wrangler = (args: string[]) =>
    execFileSync('node_modules/.bin/wrangler', ['kv', 'key', ...args, '--binding', 'CONFIG', '--remote'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  return {
    async get(key) {
      const keys = JSON.parse(wrangler(['list', '--prefix', key])) as { name: string }[];
      return keys.some((k) => k.name === key) ? wrangler(['get', key, '--text']) : null;
    },
    async put(key, value) {
      wrangler(['put', key, value]);
    },
    async delete(key) {
      wrangler(['delete', key]);
    },
    async close() {},
  };
}

export function openStore(target: KvTarget): Promise<ConfigStore> {
  return target.remote ? Promise.resolve(remoteStore()) : localStore(target.persistTo);
}
