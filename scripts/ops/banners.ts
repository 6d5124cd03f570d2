import { readFileSync } from 'node:fs';
import { parseImageOrigins } from '../../src/server/config/banner-image-origins';
import { bannerSchemas, isDraft } from '../../src/server/config/banners';
import { REMOTE_ENV, WRANGLER_CONFIG } from '../wrangler-config';
import { wranglerVar, type ConfigStore } from './kv';
import { UsageError } from './maintenance';

/**
 * The image origins `banners put` checks pictures against: `--image-origins` when given, else
 * BANNER_IMAGE_ORIGINS of wrangler.jsonc's `vars` for the store written to (the top level locally,
 * `env.production` with --remote), the setting that worker reads. A malformed entry is an error
 * here (the worker would drop it, and refuse the pictures on it).
 */
export function imageOriginsFor(flag: string | undefined, wranglerFile = WRANGLER_CONFIG, env?: string): string[] {
  const fromFlag = flag !== undefined;
  const setting = fromFlag ? flag : wranglerVar('BANNER_IMAGE_ORIGINS', wranglerFile, env);
  const { origins, rejected } = parseImageOrigins(setting);
  if (rejected.length) {
    const source = fromFlag ? '--image-origins' : `BANNER_IMAGE_ORIGINS in ${wranglerFile}${env ? ` env.${env}` : ''}`;
    throw new UsageError(
      `${source}: entr${rejected.length === 1 ? 'y' : 'ies'} ${rejected.join(', ')} not an https origin (https://host[:port], comma-separated)`,
    );
  }
  return origins;
}

export async function bannersCommand(
  store: ConfigStore,
  action: string | undefined,
  file: string | undefined,
  options: { imageOrigins?: string | undefined; remote?: boolean } = {},
): Promise<string> {
  switch (action) {
    case 'get': {
      const raw = await store.get('banners');
      return raw ?? '(no banners stored)';
    }
    case 'clear':
      await store.delete('banners');
      return 'Banners cleared.';
    case 'put': {
      if (!file) throw new UsageError('banners put needs a JSON file');
      let json: unknown;
      try {
        json = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new UsageError(`${file}: cannot read it as JSON (${(error as Error).message})`);
      }
      const parsed = bannerSchemas(imageOriginsFor(options.imageOrigins, WRANGLER_CONFIG, options.remote ? REMOTE_ENV : undefined)).list.safeParse(json);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
        throw new UsageError(`${file}: not written, it is not a valid banner list:\n${issues}`);
      }
      await store.put('banners', JSON.stringify(parsed.data));
      // Drafts (variants duplicated in the console, not yet published) are kept as drafts: never served.
      const drafts = parsed.data.filter(isDraft).length;
      return `${parsed.data.length} banner(s) written${drafts ? `, ${drafts} of them draft(s): not served until published in the console` : ''}.`;
    }
    default:
      throw new UsageError('banners needs one of: put FILE, get, clear');
  }
}
