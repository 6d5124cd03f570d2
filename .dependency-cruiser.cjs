// The dependency rule (`npm run lint`, docs/lint.md): which code may import which, so that each
// runtime gets only code meant for it, and no import cycle anywhere (src, worker, content, scripts,
// tests: `npm run lint:deps` names them). The folders are the marker:
//   src/shared/   runs everywhere (the browser, server rendering, the worker): no DOM, no server I/O
//   src/browser/  runs only in client components and the browser entry
//   src/server/   runs only on the server (server components, the build, the worker)
//   worker/       the edge layer (Hono on Cloudflare Workers)
//   content/      copy and company facts, read on the server (except what BROWSER_CONTENT lists)
//   scripts/      the tooling (build plugins, checks, the ops CLI), and tests/: may import the site, never the reverse
// The browser's files are computed, not declared (scripts/lint/browser-graph.cjs): every file that
// starts with 'use client', the browser entry (src/waku.client.tsx) and everything they import.
// The graph has type-only imports too (tsPreCompilationDeps): the cycle rule and the rules on
// scripts/ and tests/ count them; the runtime rules do not (`preCompilationOnly: false`), since the
// compiler drops them.
const { browserFiles } = require('./scripts/lint/browser-graph.cjs');

const escapeRegExp = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BROWSER_FILES = `^(${browserFiles().map(escapeRegExp).join('|')})$`;
/**
 * Content the browser may import: the calculators' sample credit ratings (their rates are computed in
 * the browser), the valuation form's estate suggestions (fetched when a visitor enters the form), and
 * the office hours and holidays (the sent lead's confirmation, fetched only after a lead was sent).
 */
const BROWSER_CONTENT =
  '^content/(office-hours[.]ts|loans/credit-ratings[.]ts|i18n/valuation[.](zh-HK|en-US)[.]ts|i18n/generated/valuation-estates[.]zh-CN[.]json)$';

module.exports = {
  forbidden: [
    {
      name: 'browser-imports-server-only',
      comment:
        'Code that runs in the browser (client components, the browser entry and what they import) must not import the worker, ' +
        'server-only code (src/server) or content: it would ship to every visitor, or fail there. ' +
        'Pass what the browser needs as props from a server component, or move pure code to src/shared.',
      severity: 'error',
      from: { path: BROWSER_FILES, pathNot: '^(worker|src/server|content)/' },
      to: { path: '^(worker|src/server|content)/', pathNot: BROWSER_CONTENT, preCompilationOnly: false },
    },
    {
      name: 'server-imports-browser-only',
      comment:
        'src/browser holds code for client components only (DOM, storage, the stores). The server, the worker, shared code and content must not import it.',
      severity: 'error',
      from: { path: '^(src/(server|shared|pages|layouts)|worker|content)/|^src/waku[.]server[.]tsx$' },
      to: { path: '^src/browser/', preCompilationOnly: false },
    },
    {
      name: 'server-component-imports-browser-only',
      comment:
        'A component that no client code imports is a server component: it runs only on the server and must not import src/browser. ' +
        "Import it from a client component instead (a leaf with its own 'use client').",
      severity: 'error',
      from: { path: '^src/components/', pathNot: BROWSER_FILES },
      to: { path: '^src/browser/', preCompilationOnly: false },
    },
    {
      name: 'shared-imports-one-runtime',
      comment: 'src/shared runs in the browser and on the server: it may import only shared code (and the content the browser may read).',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^(src/(?!shared/)|worker/|content/)', pathNot: BROWSER_CONTENT, preCompilationOnly: false },
    },
    {
      name: 'worker-imports-components',
      comment: 'The edge layer (worker/) renders no React: pages come from the build. It must not import components, pages, layouts or the entries.',
      severity: 'error',
      from: { path: '^worker/' },
      to: { path: '^src/(components|pages|layouts)/|^src/waku[.](client|server)[.]tsx$', preCompilationOnly: false },
    },
    {
      // With the two rules above and content-imports-src, nothing the worker imports can lead to a component either.
      name: 'lib-imports-components',
      comment: 'src/server and src/shared are plain modules for any caller, the worker included: no components, pages, layouts or entries.',
      severity: 'error',
      from: { path: '^src/(server|shared)/' },
      to: { path: '^src/(components|pages|layouts)/|^src/waku[.](client|server)[.]tsx$', preCompilationOnly: false },
    },
    {
      name: 'content-imports-src',
      comment: 'Content (copy and company facts) is data: it must not import code from src/ (type-only imports are allowed: they vanish at build time).',
      severity: 'error',
      from: { path: '^content/' },
      to: { path: '^src/', preCompilationOnly: false },
    },
    {
      name: 'runtime-imports-scripts',
      comment:
        'The site (src, worker, content: what the build bundles into the worker and the browser) must not import the tooling in scripts/, ' +
        'not even a type: scripts may import the site, not the reverse. Move what both need into src/shared, src/server or worker/.',
      severity: 'error',
      from: { path: '^(src|worker|content)/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'runtime-imports-tests',
      comment: 'The site must not depend on the tests (not even a type): move what both need into the site.',
      severity: 'error',
      from: { path: '^(src|worker|content)/' },
      to: { path: '^tests/' },
    },
    {
      // The two rules above cover the site's folders; this one what ships, from the entries the build
      // starts at, whatever folder an import goes through (a file at the top, a new folder).
      name: 'worker-reaches-scripts',
      comment:
        'Nothing the built worker includes may lead to scripts/ or tests/: the server entry ' +
        'Waku builds into it (src/waku.server.tsx). The path shows the chain; cut it where it leaves the site.',
      severity: 'error',
      from: { path: '^src/waku[.]server[.]tsx$' },
      to: { path: '^(scripts|tests)/', reachable: true },
    },
    {
      name: 'no-circular',
      comment:
        'An import cycle, type-only imports included: modules that need each other cannot be understood, tested or moved apart, ' +
        'and a runtime cycle leaves one side half-initialised when the other runs first. Move what both sides need ' +
        '(a type, a constant, a small function) into a module of its own that both import, or let the lower module take it as a parameter.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Type-only imports are in the graph, marked preCompilationOnly (the compiler removes them, so
    // the runtime rules skip them: a client component may name a server module's types).
    tsPreCompilationDeps: 'specify',
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|\\.wrangler|content/generated|content/i18n/generated)/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    // Unchanged files are not parsed again on the next run.
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
