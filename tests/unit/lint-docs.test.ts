// The docs' file references (scripts/lint/doc-paths.ts, `npm run lint:docs`): a doc naming a file
// that moved fails, and what only looks like a path (URLs, packages, built output, globs,
// placeholders) does not.
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, checkDoc, githubSlug, referencesIn, type Repo } from '../../scripts/lint/doc-paths';

const FILES: Record<string, string> = {
  'README.md': '# Site\n',
  'docs/lint.md': '# Lint\n\n## The dependency rule: which runtime runs what\n\n### <a id="cycles"></a>No cycles\n\n## Twice\n\n## Twice\n',
  'docs/deploy.md': '# Deploy\n',
  'worker/app.ts': '',
  'worker/admin/index.tsx': '',
  'src/shared/locales.ts': '',
  'src/server/routes/requested-path.ts': '',
  'tests/unit/routes.test.ts': '',
  'content/i18n/pages.zh-HK.ts': '',
  'scripts/lint/index.ts': '',
  'package.json': '{}',
};

/** A repository holding FILES; `content/generated/` is ignored, as the generators' output is. */
function repo(files = FILES): Repo {
  const paths = Object.keys(files);
  const folders = new Set(
    paths.flatMap((p) =>
      p
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  return {
    topFolders: [...folders].filter((f) => !f.includes('/')),
    exists: (path) => path in files || folders.has(path),
    isIgnored: (path) => path.startsWith('content/generated'),
    markdown: (path) => files[path],
    sameName: (name) => paths.filter((p) => posix.basename(p) === name),
  };
}

/** The references a doc gets reported for, as written. */
const stale = (markdown: string, doc = 'docs/deploy.md') => checkDoc(doc, markdown, repo()).map((f) => f.reference);

describe('paths in the text', () => {
  it('reports a path under a top-level folder that does not exist, in prose, inline code and fenced blocks alike', () => {
    const doc = 'The edge is worker/edge.ts, see `worker/app.ts`.\n\n```\nnpx tsx scripts/gone.ts\n```\n';
    expect(stale(doc)).toEqual(['worker/edge.ts', 'scripts/gone.ts']);
  });

  it('says where a file of the same name is now', () => {
    const [finding] = checkDoc('docs/deploy.md', 'See `src/lib/routes/requested-path.ts`.', repo());
    expect(finding).toMatchObject({ line: 1, reference: 'src/lib/routes/requested-path.ts' });
    expect(finding!.problem).toContain('src/server/routes/requested-path.ts');
  });

  it('accepts folders, modules without their extension, line numbers, ./ and trailing punctuation', () => {
    expect(stale('worker/admin/ and worker/admin, `src/shared/locales`, worker/app.ts:12:3, ./worker/app.ts, (worker/app.ts). **worker/app.ts**')).toEqual([]);
  });

  it('reports the line of each finding', () => {
    expect(checkDoc('docs/deploy.md', 'one\ntwo worker/nope.ts\n', repo())[0]!.line).toBe(2);
  });

  it('leaves URLs, packages, other folders and the built output alone', () => {
    const doc = [
      'https://github.com/wakujs/waku/blob/main/src/router/define-router.ts and <https://example.com/docs/x.md>',
      '`hono/jsx`, `@hono/zod-validator`, `waku/router/client`, `router/define-router.js`',
      '`node_modules/waku/dist/lib/vite-entries/entry.browser.js`, `dist/server/serve-cloudflare.js`, `dist/public/index.html`, `.wrangler/state/`',
      'a page/src/thing, my-src/x.ts, ../src/nowhere.ts',
    ].join('\n');
    expect(stale(doc)).toEqual([]);
  });

  it('checks a glob or placeholder up to the folder before it', () => {
    expect(stale('`content/i18n/pages.*.ts`, `tests/unit/<name>.test.ts`, `src/**/*.tsx`, `tests/unit/…`, `worker/{a,b}.ts`')).toEqual([]);
    const findings = checkDoc('docs/deploy.md', '`src/lib/...` and `src/lib/<x>.ts`', repo());
    expect(findings.map((f) => f.problem)).toEqual(['no such file or folder', 'no such folder: src/lib/']);
  });

  it('does not check what git ignores (generated files), asking for a folder with its slash', () => {
    expect(stale('`content/generated/posts.zh-HK.json`, `content/generated/posts.<locale>.json`, content/generated/')).toEqual([]);
    const asked: string[] = [];
    checkDoc('README.md', '`content/generated/posts.<locale>.json`', { ...repo(), isIgnored: (path) => asked.push(path) > 0 });
    expect(asked).toEqual(['content/generated/']);
  });

  it('checks an anchor in a doc named by path', () => {
    expect(stale('docs/lint.md#the-dependency-rule-which-runtime-runs-what, docs/lint.md#cycles, docs/lint.md#twice-1')).toEqual([]);
    expect(checkDoc('README.md', 'docs/lint.md#no-such-heading.', repo())[0]!.problem).toBe('docs/lint.md has no heading or id "no-such-heading"');
    expect(stale('`docs/lint.md#<anchor>`')).toEqual([]);
  });
});

describe('links', () => {
  it('resolves a link from the doc’s own folder, as GitHub does', () => {
    expect(stale('[lint](lint.md), [readme](../README.md), [pkg](../package.json), [root](/worker/app.ts)')).toEqual([]);
    // From docs/, `docs/lint.md` is docs/docs/lint.md.
    expect(stale('[lint](docs/lint.md)')).toEqual(['docs/lint.md']);
    expect(stale('[lint](docs/lint.md)', 'README.md')).toEqual([]);
  });

  it('checks anchors, in the same doc too', () => {
    const doc = '# Deploy\n\n## Going live\n\n[up](#going-live), [lint](lint.md#cycles), [gone](#nowhere), [bad](lint.md#nope)';
    expect(stale(doc)).toEqual(['#nowhere', 'lint.md#nope']);
  });

  it('reports a link that leaves the repository, and skips URLs and mail', () => {
    expect(stale('[x](../../elsewhere.md) [y](https://example.com/src/x.ts) [z](mailto:ops@example.com)')).toEqual(['../../elsewhere.md']);
  });

  it('reads no link inside code', () => {
    expect(referencesIn('`[x](nowhere.md)`\n```\n[y](gone.md)\n```\n', ['docs'])).toEqual([]);
  });

  it('reads a reference-style definition', () => {
    expect(stale('[lint]: lint.md\n[gone]: gone.md')).toEqual(['gone.md']);
  });
});

describe('anchors', () => {
  it('makes GitHub’s heading anchors', () => {
    expect(githubSlug('`npm install`, never `npm ci`')).toBe('npm-install-never-npm-ci');
    expect(githubSlug('<a id="stack"></a>Pinned stack')).toBe('pinned-stack');
    expect(githubSlug('Three locales: zh-HK, en & zh-CN')).toBe('three-locales-zh-hk-en--zh-cn');
  });

  it('takes headings outside code, numbered when repeated, and explicit ids', () => {
    const anchors = anchorsOf('# A\n\n```\n# Not a heading\n```\n\n## A\n\n### <a id="x"></a>B ##\n');
    expect([...anchors].sort()).toEqual(['a', 'a-1', 'b', 'x']);
  });
});
