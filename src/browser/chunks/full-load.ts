/**
 * What to do when a chunk cannot be fetched: a full load of a page, which fetches the current
 * chunks (a deploy removes the old ones, so a page left open across it asks for files that are
 * gone). At most once a minute per tab, so a chunk that stays broken does not reload the page over
 * and over (docs/architecture.md, "Pages").
 */
import { isLeaving } from './leaving';

const TRIED_AT = 'chunk-full-load';
const ONCE_IN_MS = 60_000;

/**
 * Loads `href` unless a full load was already tried in the last minute; says whether it did. A
 * page being left loads nothing: its chunks failed because the navigation stopped them, and this
 * would undo it.
 */
export function fullLoadOnce(href: string): boolean {
  if (isLeaving()) return true;
  try {
    const last = Number(sessionStorage.getItem(TRIED_AT));
    if (last && Date.now() - last < ONCE_IN_MS) return false;
    sessionStorage.setItem(TRIED_AT, String(Date.now()));
  } catch {
    return false; // no storage: no way to tell a loop from a first try
  }
  location.assign(href);
  return true;
}

let checked = false;

/**
 * Loads this page again if the page itself still answers: the chunk is gone, not the network. A
 * phone that is offline for a moment keeps the page it is reading (a reload would show the
 * browser's offline page instead). Once per document: islands sharing a chunk fail together.
 * Never while the page is being left (./leaving.ts).
 */
export function reloadIfPageAnswers(): void {
  if (checked || isLeaving()) return;
  checked = true;
  fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(
    (answer) => answer.ok && fullLoadOnce(location.href),
    () => undefined,
  );
}
