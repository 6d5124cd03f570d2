/**
 * The docs' file references (`npm run lint:docs`): every repository path a doc names must exist,
 * so that a doc never sends a reader to a file that moved. What counts as a reference (Markdown
 * link targets; text starting with a top-level folder and a slash) and what does not (URLs,
 * packages, ignored paths, what follows a placeholder or glob): docs/lint.md, "The docs' file references".
 */
import { posix } from 'node:path';

/** What the check knows of the repository; paths are relative to its root, with `/`, no trailing slash. */
export interface Repo {
  /** Top-level folders: text starting with one of these and `/` names a repository path. */
  readonly topFolders: readonly string[];
  /** Whether the path is a file or a folder of the repository. */
  exists(path: string): boolean;
  /** Whether git ignores the path (the generators' and the build's output), a folder's with its trailing `/`, present or not. */
  isIgnored(path: string): boolean;
  /** A Markdown file's text, for its anchors. */
  markdown(path: string): string | undefined;
  /** The repository's files with this name, wherever they are (to suggest where a file moved). */
  sameName(name: string): readonly string[];
}

export interface Finding {
  /** The doc, and the line in it (1-based). */
  doc: string;
  line: number;
  /** The reference as written (a path without the punctuation after it). */
  reference: string;
  problem: string;
}

/** Extensions a path may leave off when it is written as a module (`src/shared/locales`). */
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'];

/** Characters that make the rest of a path a placeholder or a glob. */
const PLACEHOLDER = /[*?<>{}$…]|\.\.\./;

/** A URL with a scheme: never a repository path (GitHub, docs sites, `file://`). */
const URL_PATTERN = /\b[a-z][a-z\d+.-]*:\/\/[^\s<>`'")\]]*/gi;

/** A link's target: `[text](target)` or `![alt](target "title")`. */
const LINK = /(!?\[(?:[^\]\\]|\\.)*\])\(\s*(<[^>]*>|[^)\s]+)(\s+"[^"]*")?\s*\)/g;

/** A reference-style link definition: `[label]: target`. */
const LINK_DEFINITION = /^(\s{0,3}\[[^\]]+\]:\s*)(\S+)/;

/** The ids a Markdown doc can be linked to with `#id`: its headings' GitHub anchors and explicit `id`/`name` attributes. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  for (const match of markdown.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = githubSlug(heading);
    const seen = counts.get(base) ?? 0;
    counts.set(base, seen + 1);
    anchors.add(seen === 0 ? base : `${base}-${seen}`);
  }
  return anchors;
}

/** A heading's anchor as GitHub makes it: the text without markup, lower case, punctuation dropped, spaces as `-`. */
export function githubSlug(heading: string): string {
  return heading
    .replace(/<[^>]*>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Each line of a doc with its fenced-code state: links are read outside code only. */
function* linesOf(markdown: string): Generator<{ text: string; number: number; inFence: boolean }> {
  let fence: string | null = null;
  const lines = markdown.split('\n');
  for (const [i, text] of lines.entries()) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    yield { text, number: i + 1, inFence: fence !== null };
  }
}

/** The line with its inline code spans blanked out (same length), where links are looked for. */
const withoutInlineCode = (line: string) => line.replace(/(`+)(.+?)\1/g, (span) => ' '.repeat(span.length));

/** A stretch of text replaced by spaces, so that what was in it is not read again. */
const blank = (text: string, start: number, length: number) => text.slice(0, start) + ' '.repeat(length) + text.slice(start + length);

export interface Reference {
  line: number;
  /** As written in the doc. */
  text: string;
  /** A link target (resolved from the doc's folder) or a path in the text (from the repository's root). */
  kind: 'link' | 'path';
}

/** Every file reference in a doc, in order. */
export function referencesIn(markdown: string, topFolders: readonly string[]): Reference[] {
  const references: Reference[] = [];
  const folders = topFolders.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  if (!folders) return references;
  // A top-level folder and a slash (`./` before it allowed), not inside a longer path or word (`dist/public/`, `my-src/`, `@scope/src/`).
  const path = new RegExp(`(?<![\\w./@~:%#-])(?:\\./)?(?:${folders})/[^\\s\`'"()|,;![\\]\\\\→]*`, 'g');
  for (const { text, number, inFence } of linesOf(markdown)) {
    let rest = text.replace(URL_PATTERN, (url) => ' '.repeat(url.length));
    if (!inFence) {
      const prose = withoutInlineCode(rest);
      const definition = LINK_DEFINITION.exec(prose);
      if (definition) {
        references.push({ line: number, text: definition[2]!, kind: 'link' });
        rest = blank(rest, definition[1]!.length, definition[2]!.length);
      }
      for (const match of prose.matchAll(LINK)) {
        const target = match[2]!.replace(/^<|>$/g, '');
        if (!/^[a-z][a-z\d+.-]*:/i.test(target)) references.push({ line: number, text: target, kind: 'link' });
        // The target is read as a link only (resolved from the doc's folder), not again as a path.
        rest = blank(rest, match.index + match[1]!.length, match[0].length - match[1]!.length);
      }
    }
    for (const match of rest.matchAll(path)) references.push({ line: number, text: match[0], kind: 'path' });
  }
  return references;
}

/** A path as written, without the punctuation a sentence puts after it and without a line number. */
const cleaned = (reference: string) =>
  reference
    .replace(/^\.\//, '')
    .replace(/:.*$/, '')
    .replace(/[.?*]+$/, '');

/** The part of a path that can be checked: up to the last folder before a placeholder or glob. */
function checkable(path: string): { path: string; whole: boolean } {
  const at = path.search(PLACEHOLDER);
  if (at < 0) return { path, whole: true };
  return { path: path.slice(0, path.lastIndexOf('/', at) + 1), whole: false };
}

/** Whether the path names a file or folder of the repository, or a module without its extension. */
function found(repo: Repo, path: string): boolean {
  const bare = path.replace(/\/+$/, '');
  if (bare === '' || repo.exists(bare)) return true;
  return MODULE_EXTENSIONS.some((ext) => repo.exists(bare + ext));
}

/** What is wrong with one doc's references; an empty list when nothing is. */
export function checkDoc(doc: string, markdown: string, repo: Repo): Finding[] {
  const findings: Finding[] = [];
  const docFolder = posix.dirname(doc);
  const anchorCache = new Map<string, Set<string> | undefined>();
  const anchorsIn = (path: string) => {
    if (!anchorCache.has(path)) {
      const text = path === doc ? markdown : repo.markdown(path);
      anchorCache.set(path, text === undefined ? undefined : anchorsOf(text));
    }
    return anchorCache.get(path);
  };

  for (const reference of referencesIn(markdown, repo.topFolders)) {
    const written = reference.kind === 'path' ? cleaned(reference.text) : reference.text;
    const report = (problem: string) => findings.push({ doc, line: reference.line, reference: written, problem });
    const hash = written.indexOf('#');
    let target = hash < 0 ? written : written.slice(0, hash);
    const anchor = hash < 0 ? '' : written.slice(hash + 1);
    if (reference.kind === 'link') {
      try {
        target = decodeURIComponent(target);
      } catch {
        report('not a valid link');
        continue;
      }
      if (target === '') target = doc;
      else {
        target = posix.normalize(target.startsWith('/') ? target.slice(1) : posix.join(docFolder, target));
        if (target === '..' || target.startsWith('../')) {
          report('points outside the repository');
          continue;
        }
      }
    }
    const part = checkable(target);
    if (!found(repo, part.path)) {
      if (repo.isIgnored(part.path)) continue;
      const name = posix.basename(part.path);
      const elsewhere = part.whole ? repo.sameName(name) : [];
      report(elsewhere.length ? `no such file; ${name} is at ${elsewhere.join(', ')}` : part.whole ? 'no such file or folder' : `no such folder: ${part.path}`);
      continue;
    }
    if (!anchor || !part.whole || PLACEHOLDER.test(anchor) || !target.endsWith('.md')) continue;
    const anchors = anchorsIn(target);
    if (anchors && !anchors.has(anchor)) report(`${target} has no heading or id "${anchor}"`);
  }
  return findings;
}
