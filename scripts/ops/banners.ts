import { readFileSync } from 'node:fs';
import { BannersSchema } from '../../src/lib/config/banners';
import type { ConfigStore } from './kv';
import { UsageError } from './maintenance';

export async function bannersCommand(store: ConfigStore, action: string | undefined, file: string | undefined): Promise<string> {
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
      const parsed = BannersSchema.safeParse(json);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
        throw new UsageError(`${file}: not written, it is not a valid banner list:\n${issues}`);
      }
      await store.put('banners', JSON.stringify(parsed.data));
      return `${parsed.data.length} banner(s) written.`;
    }
    default:
      throw new UsageError('banners needs one of: put FILE, get, clear');
  }
}
