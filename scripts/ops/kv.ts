import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { REMOTE_ENV, WRANGLER_CONFIG, wranglerSettings } from '../wrangler-config';

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
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: 'export default { fetch: () => new Response(null, { status: 204 }) }',
      kvNamespaces: { CONFIG: configNamespaceId() },
      resourcePersistencePath: join(persistTo, 'v3'),
    }),
  );
  const kv = await mf.getKVNamespace('CONFIG');
  return {
    get: (key) => kv.get(key, 'text'),
    put: (key, value) => kv.put(key, value),
    delete: (key) => kv.delete(key),
    close: () => mf.dispose(),
  };
}

/** The CONFIG namespace id of wrangler.jsonc (its top level): local state is stored under it. */
export function configNamespaceId(file = WRANGLER_CONFIG): string {
  const id = wranglerSettings(file).kv_namespaces?.find((kv) => kv.binding === 'CONFIG')?.id;
  if (!id) throw new Error(`${file} has no kv_namespaces entry with binding "CONFIG"`);
  return id;
}

/**
 * A string variable of wrangler.jsonc's `vars` (as the worker gets it) at the top level or in a
 * named environment, or undefined when it is not set there.
 */
export function wranglerVar(name: string, file = WRANGLER_CONFIG, env?: string): string | undefined {
  const value = wranglerSettings(file, env).vars?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** Production KV (wrangler.jsonc `env.production`) through wrangler's own commands (its login and account). */
function remoteStore(): ConfigStore {
  const wrangler = (args: string[]) =>
    execFileSync('node_modules/.bin/wrangler', ['kv', 'key', ...args, '--binding', 'CONFIG', '--remote', '--env', REMOTE_ENV], {
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
