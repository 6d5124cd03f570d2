import { readFileSync } from 'node:fs';

/** The one Worker configuration: local at the top level, `env.production` / `env.staging` for deploys. */
export const WRANGLER_CONFIG = 'wrangler.jsonc';

/** The environment a `--remote` operation works on (what `npm run deploy` publishes). */
export const REMOTE_ENV = 'production';

/** The parts of one environment of wrangler.jsonc the scripts read. */
export interface WorkerSettings {
  vars?: Record<string, unknown>;
  kv_namespaces?: { binding: string; id?: string }[];
  d1_databases?: { binding: string; database_id?: string }[];
}

interface WranglerConfig extends WorkerSettings {
  env?: Record<string, WorkerSettings>;
}

/**
 * JSON with comments and trailing commas (as wrangler reads it) turned into plain JSON. It walks
 * the text so that `//` or `,}` inside a string (every https address) stays as it is.
 */
function stripJsonc(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      const start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      out += text.slice(start, i + 1);
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (c === ',' && /^\s*[}\]]/.test(text.slice(i + 1).replace(/^(\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/, ''))) {
      // A trailing comma (only whitespace and comments before the closing bracket): dropped.
    } else out += c;
  }
  return out;
}

/**
 * One environment's settings of wrangler.jsonc: the top level, or `env[name]` (wrangler does not
 * inherit vars and bindings into a named environment, so neither does this). Read directly:
 * loading wrangler's own config reader costs more than a whole ops command.
 */
export function wranglerSettings(file = WRANGLER_CONFIG, env?: string): WorkerSettings {
  const config = JSON.parse(stripJsonc(readFileSync(file, 'utf8'))) as WranglerConfig;
  if (env === undefined) return config;
  const settings = config.env?.[env];
  if (!settings) throw new Error(`${file} has no environment "${env}"`);
  return settings;
}
