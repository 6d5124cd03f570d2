import type { z } from 'zod';

/**
 * The last valid value of each key, with the text it was parsed from. Pages read `maintenance` on
 * every request; parsing the same text again (zod, five date parses) was a third of the edge
 * layer's own CPU per page. Plain frozen data, never I/O, so sharing it between requests is safe;
 * the KV read itself still happens on every request, so a switch takes effect as before.
 */
const lastValid = new Map<string, { raw: string; schema: z.ZodType; value: unknown }>();

/**
 * The text of each key as last read and when, for callers that may reuse it (`reuseMs`): a page
 * reads `maintenance` on every request, and a KV read was half of what the edge layer added to a
 * static page (docs/performance.md, "What the edge layer costs"). Only successful reads are kept.
 */
const lastRead = new Map<string, { raw: string | null; at: number }>();

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
 * operational switch can never break a page. With `reuseMs`, a value this isolate read less than
 * that long ago is used again without a read.
 */
export async function readConfig<T extends z.ZodType>(
  kv: KVNamespace | undefined,
  key: string,
  schema: T,
  { reuseMs = 0 }: { reuseMs?: number } = {},
): Promise<z.infer<T> | null> {
  if (!kv) return null;
  let raw: string | null;
  const recent = lastRead.get(key);
  if (reuseMs > 0 && recent && Date.now() - recent.at < reuseMs) {
    raw = recent.raw;
  } else {
    try {
      // Edge caches keep a value for 30 s at most: with the reuse below, operations see a switch
      // take effect within a minute.
      raw = await kv.get(key, { type: 'text', cacheTtl: 30 });
    } catch (error) {
      console.warn(`config ${key}: KV read failed (${(error as Error).name}); treated as unset`);
      return null;
    }
    lastRead.set(key, { raw, at: Date.now() });
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
