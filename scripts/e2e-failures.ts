/**
 * The reasons browser tests failed, one line each, read from Playwright's JSON report. `npm test`
 * prints them just above its summary: CI keeps only the tail of the output, and a list of failed
 * test titles without their errors says nothing about why (a dead server, a timeout, a real bug).
 */
import { stripVTControlCharacters } from 'node:util';

type Result = { status: string; errors?: { message?: string }[] };
type Spec = { title: string; file: string; line: number; tests: { projectName: string; status: string; results: Result[] }[] };
type Suite = { specs?: Spec[]; suites?: Suite[] };
export type E2eReport = { suites?: Suite[]; errors?: { message?: string }[] };

/** The first meaningful line of an error message, shortened to fit a terminal line or two. */
function firstLine(message: string | undefined): string {
  // Playwright colours its messages; the summary is read as plain text.
  const line =
    stripVTControlCharacters(message ?? '')
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l !== '') ?? '(no message)';
  return line.length > 220 ? `${line.slice(0, 217)}...` : line;
}

function* failedSpecs(suite: Suite): Generator<{ spec: Spec; project: string; result: Result }> {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status !== 'unexpected') continue;
      const result = test.results.at(-1);
      if (result) yield { spec, project: test.projectName, result };
    }
  }
  for (const child of suite.suites ?? []) yield* failedSpecs(child);
}

/**
 * Up to `limit` lines: errors outside any test first (a web server that did not start), then each
 * failed test with its project, place and first error line, then how many more there were.
 */
export function e2eFailureLines(report: E2eReport, limit = 12): string[] {
  const lines = (report.errors ?? []).map((error) => `(outside tests) ${firstLine(error.message)}`);
  let total = lines.length;
  for (const suite of report.suites ?? []) {
    for (const { spec, project, result } of failedSpecs(suite)) {
      total += 1;
      if (lines.length < limit) {
        lines.push(`[${project}] ${spec.file}:${spec.line} ${spec.title}\n    ${result.status}: ${firstLine(result.errors?.[0]?.message)}`);
      }
    }
  }
  if (total > lines.length) lines.push(`... and ${total - lines.length} more`);
  return lines;
}
