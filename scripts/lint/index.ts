/**
 * `npm run lint`: every static check (the `lint:*` npm scripts), each run even when one before it
 * failed, then one line per check with its time. docs/lint.md says what each one enforces and how
 * to fix what it reports. Zero warnings: a warning fails like an error, or warnings pile up unread.
 */
import { spawnSync } from 'node:child_process';

const CHECKS = ['lint:eslint', 'lint:format', 'lint:deps', 'lint:unused', 'lint:docs', 'lint:headers', 'lint:commits'];

const results = CHECKS.map((script) => {
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  return { script, ok: status === 0, seconds: (performance.now() - started) / 1000 };
});

for (const { script, ok, seconds } of results) console.log(`lint: ${ok ? 'ok    ' : 'FAILED'} npm run ${script} (${seconds.toFixed(1)} s)`);
if (results.some((r) => !r.ok)) {
  console.log('lint: failed; `npm run format` fixes what lint:format reports, docs/lint.md the rest');
  process.exit(1);
}
