// What `npm test` prints about failed browser tests: CI shows only the tail of the output, so the
// reason of each failure (not just its title) has to be there, plain and one line each.
import { describe, expect, it } from 'vitest';
import { type E2eReport, e2eFailureLines } from '../../scripts/e2e-failures';

const failed = (title: string, project: string, message: string) => ({
  title,
  file: 'shell.spec.ts',
  line: 10,
  tests: [{ projectName: project, status: 'unexpected', results: [{ status: 'failed', errors: [{ message }] }] }],
});
const passed = {
  title: 'passes',
  file: 'shell.spec.ts',
  line: 3,
  tests: [{ projectName: 'mobile', status: 'expected', results: [{ status: 'passed', errors: [] }] }],
};

describe('e2eFailureLines', () => {
  it('names each failed test with its project and the first line of its error, colours removed', () => {
    const report: E2eReport = {
      suites: [
        {
          specs: [passed],
          suites: [{ specs: [failed('shows the header', 'desktop', '\u001b[31mError: connect ECONNREFUSED 127.0.0.1:8799\u001b[39m\n  at x')] }],
        },
      ],
    };
    expect(e2eFailureLines(report)).toEqual(['[desktop] shell.spec.ts:10 shows the header\n    failed: Error: connect ECONNREFUSED 127.0.0.1:8799']);
  });

  it('puts errors outside any test first and counts what did not fit', () => {
    const specs = Array.from({ length: 5 }, (_, i) => failed(`test ${i}`, 'mobile', 'Timeout 30000ms exceeded.'));
    const lines = e2eFailureLines({ errors: [{ message: 'Error: Process from config.webServer exited early.' }], suites: [{ specs }] }, 3);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('(outside tests) Error: Process from config.webServer exited early.');
    expect(lines[1]).toContain('test 0');
    expect(lines[3]).toBe('... and 3 more');
  });

  it('prints nothing when every test passed', () => {
    expect(e2eFailureLines({ suites: [{ specs: [passed] }] })).toEqual([]);
  });
});
