// The files that run in the browser, for the dependency rule (.dependency-cruiser.cjs): every file
// that starts with 'use client', the browser entry, and everything they import, followed as the
// bundler does (TypeScript's own resolution; imports used only as types are dropped first, as the
// compiler drops them). dependency-cruiser can follow a graph from roots (`reachable`), but then
// reports every pair of root and server file; knowing the whole set, the rule reports only the
// imports that cross the line, which are the ones to fix.
const { readdirSync, readFileSync } = require('node:fs');
const { join, relative } = require('node:path');
const ts = require('typescript');

const USE_CLIENT = /^(\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*\s*['"]use client['"]/;

/** Every .ts/.tsx file under `dir` whose first statement is the 'use client' directive. */
function clientFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return clientFiles(path);
    return /\.tsx?$/.test(entry.name) && USE_CLIENT.test(readFileSync(path, 'utf8')) ? [path] : [];
  });
}

/** The browser's files, relative to `root`, sorted. */
function browserFiles(root = process.cwd()) {
  const options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022 };
  const host = ts.sys;
  const seen = new Set();
  const queue = ['src/waku.client.tsx', ...clientFiles(join(root, 'src')).map((f) => relative(root, f))];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(join(root, file), 'utf8');
    const js = ts.transpileModule(source, { compilerOptions: options, fileName: file }).outputText;
    for (const { fileName } of ts.preProcessFile(js, true, true).importedFiles) {
      const resolved = ts.resolveModuleName(fileName, join(root, file), options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const path = relative(root, resolved.resolvedFileName);
      if (!path.startsWith('..') && /\.tsx?$/.test(path) && !path.endsWith('.d.ts')) queue.push(path);
    }
  }
  return [...seen].sort();
}

module.exports = { browserFiles };
