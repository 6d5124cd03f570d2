/**
 * The tag check's calls to this site's worker (docs/app-service.md, "The site's endpoints"). No
 * validation library here: the check island loads this before the visitor has done anything.
 * The answer's type is the contract's (the shared schema; only its types are imported).
 */
import type { Unread } from '../../shared/api-contract';
import type { TagRecord } from '../../shared/tag-check/schema';

export type { TagRecord };
type TagStatus = TagRecord['status'];
type TagKind = NonNullable<TagRecord['kind']>;

export type TagAnswer =
  | { kind: 'ok'; record: TagRecord }
  /** The worker refused the tag's form (400): the page's own check should have caught it. */
  | { kind: 'invalid' }
  /** No usable answer: the app service down (503), erring (502), no connection, a timeout. */
  | { kind: 'unavailable' };

const STATUSES: readonly string[] = ['genuine', 'revoked', 'unknown'] satisfies TagStatus[];
const KINDS: readonly string[] = ['staff_card', 'letter', 'leaflet'] satisfies TagKind[];

const tagPath = (tagId: string) => `/api/tag/${encodeURIComponent(tagId)}`;
export const tagReportPath = (tagId: string) => `${tagPath(tagId)}/report`;

/** Reads the worker's answer; anything of another shape counts as no answer. */
function readRecord(body: unknown): TagRecord | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Unread<TagRecord>;
  if (typeof b.tagId !== 'string' || typeof b.status !== 'string' || !STATUSES.includes(b.status)) return null;
  return {
    tagId: b.tagId,
    status: b.status as TagStatus,
    kind: typeof b.kind === 'string' && KINDS.includes(b.kind) ? (b.kind as TagKind) : null,
    issuedAt: typeof b.issuedAt === 'string' && /^\d{4}-\d{2}-\d{2}/.test(b.issuedAt) ? b.issuedAt : null,
    sample: b.sample === true,
  };
}

/** Asks the worker about a tag (already in capitals and of the right form). */
export async function checkTag(tagId: string, timeoutMs = 15_000): Promise<TagAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(tagPath(tagId), { headers: { accept: 'application/json' }, credentials: 'same-origin', signal: controller.signal });
    if (res.status === 400) return { kind: 'invalid' };
    if (res.status !== 200) return { kind: 'unavailable' };
    const record = readRecord(await res.json().catch(() => null));
    return record ? { kind: 'ok', record } : { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  } finally {
    clearTimeout(timer);
  }
}
