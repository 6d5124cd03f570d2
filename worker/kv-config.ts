import type { z } from 'zod';

/**
 * Reads one JSON value from the CONFIG namespace and validates it. A missing, unreadable or
 * invalid value is logged (the key and what was wrong, never the value) and read as null, so a bad
 * operational switch can never break a page.
 */
export async function readConfig<T extends z.ZodType>(kv: KVNamespace | undefined, key: string, schema: T): Promise<z.infer<T> | null> {
  if (!kv) return null;
  let raw: string | null;
  try {
    // Edge caches keep a value for 30 s at most: operations see a switch take effect within a minute.
    raw = await kv.get(key, { type: 'text', cacheTtl: 30 });
  } catch (error) {
    console.warn(`config ${key}: KV read failed (${(error as Error).name}); treated as unset`);
    return null;
  }
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    console.warn(`config ${key}: not valid JSON; treated as unset`);
    return null;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    console.warn(`config ${key}: invalid (${issues}); treated as unset`);
    return null;
  }
  return parsed.data;
}
