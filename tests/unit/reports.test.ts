// The heavy runs' reports (scripts/reports.ts): written whole under reports/, never into docs/, and
// the run says where.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeReport } from '../../scripts/reports';

describe('writeReport', () => {
  const roots: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  const scratch = () => {
    const root = mkdtempSync(join(tmpdir(), 'reports-test-'));
    roots.push(root);
    return root;
  };

  it('writes reports/<name> under the root, creating the folder, and prints that path', () => {
    const root = scratch();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(writeReport('benchmarks.md', '# Benchmarks\n', root)).toBe(join('reports', 'benchmarks.md'));
    expect(readFileSync(join(root, 'reports', 'benchmarks.md'), 'utf8')).toBe('# Benchmarks\n');
    expect(readdirSync(root)).toEqual(['reports']);
    expect(log.mock.calls.flat().join('\n')).toContain(join('reports', 'benchmarks.md'));
  });

  it("replaces the previous run's report whole", () => {
    const root = scratch();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    writeReport('reliability.md', 'first run, a longer report\n', root);
    writeReport('reliability.md', 'second\n', root);
    expect(readFileSync(join(root, 'reports', 'reliability.md'), 'utf8')).toBe('second\n');
  });
});

describe('reports/ is not committed', () => {
  it('is ignored by git', () => {
    expect(spawnSync('git', ['check-ignore', '--quiet', '--no-index', 'reports/benchmarks.md']).status).toBe(0);
  });
});
