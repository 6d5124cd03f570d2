/**
 * `npm run lint:docs`: every repository path that README.md and docs/*.md name must exist
 * (./doc-paths.ts says what counts as one). One line per stale reference, then a failure.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { checkDoc, type Repo } from './doc-paths';

const git = (args: string[], input?: string) => spawnSync('git', args, { encoding: 'utf8', input });

// Tracked files and new ones not yet added (a doc may name a file in the same change); not ignored ones.
const files = git(['ls-files', '--cached', '--others', '--exclude-standard', '-z']).stdout.split('\0').filter(Boolean);
const fileSet = new Set(files);
const folders = new Set(
  files.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const byName = new Map<string, string[]>();
for (const file of files) byName.set(posix.basename(file), [...(byName.get(posix.basename(file)) ?? []), file]);
const ignored = new Map<string, boolean>();

const repo: Repo = {
  topFolders: [...folders].filter((folder) => !folder.includes('/')).sort(),
  exists: (path) => fileSet.has(path) || folders.has(path),
  isIgnored(path) {
    // A folder pattern (`content/generated/`) matches a path git does not know as a folder only with
    // its slash: asked both ways, so a fresh clone (nothing generated yet) gives the same answer.
    const ask = (p: string) => git(['check-ignore', '--quiet', '--no-index', p]).status === 0;
    if (!ignored.has(path)) ignored.set(path, ask(path) || (!path.endsWith('/') && ask(`${path}/`)));
    return ignored.get(path)!;
  },
  markdown: (path) => (fileSet.has(path) ? readFileSync(path, 'utf8') : undefined),
  sameName: (name) => byName.get(name) ?? [],
};

const docs = files.filter((file) => file === 'README.md' || /^docs\/.*\.md$/.test(file)).sort();
const findings = docs.flatMap((doc) => checkDoc(doc, readFileSync(doc, 'utf8'), repo));
for (const f of findings) console.log(`${f.doc}:${f.line}: ${f.reference}: ${f.problem}`);
if (findings.length) {
  console.log(`\n✘ ${findings.length} stale file references in the docs: name each file as it is now (docs/lint.md, lint:docs)`);
  process.exit(1);
}
console.log(`✔ lint:docs: every file the docs name exists (${docs.length} docs)`);
