/**
 * `npm run lint:headers`: no file header comment in src/, worker/, scripts/, tests/ or content/ over
 * MAX_HEADER_LINES lines (./file-headers.ts says which comment is the header). One line per finding.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { checkHeader, MAX_HEADER_LINES } from './file-headers';

const FOLDERS = ['src', 'worker', 'scripts', 'tests', 'content'];
const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...FOLDERS], { encoding: 'utf8' });
const files = listed.stdout.split('\0').filter(Boolean).sort();

const findings = files.flatMap((file) => {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return []; // listed by git but deleted in the work tree
  }
  return checkHeader(file, text) ?? [];
});
for (const f of findings) console.log(`${f.file}:${f.line}: ${f.problem}`);
if (findings.length) {
  console.log(
    `\n✘ ${findings.length} file header comment${findings.length === 1 ? '' : 's'} over ${MAX_HEADER_LINES} lines: say what the file holds and why; the reasoning goes to docs/ (docs/lint.md, lint:headers)`,
  );
  process.exit(1);
}
console.log(`✔ lint:headers: every file header comment is at most ${MAX_HEADER_LINES} lines (${files.length} files)`);
