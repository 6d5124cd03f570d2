import type { z } from 'zod';

/**
 * The last valid value of each key, with the text it was parsed from. Pages read `maintenance` on
 * every request; parsing the same text again (zod, five date parses) was a third of the edge
 * layer's own CPU per page. Plain frozen data, never I/O, so sharing it between requests is safe;
 * the KV read itself still happens on every request, so a switch takes effect as before.
 */
const lastValid = new Map<string, { raw: string; schema: z.ZodType; value: unknown }>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

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
  const memo = lastValid.get(key);
  if (memo && memo.raw === raw && memo.schema === schema) return memo.value as z.infer<T>;
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
  lastValid.set(key, { raw, schema, value: deepFreeze(parsed.data) });
  return parsed.data;
}
