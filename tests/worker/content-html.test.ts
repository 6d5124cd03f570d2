import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedPages } from '../../src/shared/routes/availability';
import { sharedWorker, type TestWorker } from './harness';

/**
 * Every page, as the built worker serves it (after the edge's HTML post-processing), passes
 * html-validate's recommended rules, with no exception. .htmlvalidate.json switches off only rules
 * about how React serialises valid HTML (`<meta/>`, `hrefLang`, `hidden=""`, `checked=""`, ids
 * from useId starting with "_").
 */
let worker: TestWorker;
beforeAll(async () => {
  worker = await sharedWorker();
});
afterAll(() => worker.dispose());

describe('html-validate over every page', () => {
  const paths = [...publishedPages().map((p) => p.path), '/no-such-page', '/en/no-such-page'];
  const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader());

  it('covers every published page', () => {
    expect(paths.length).toBeGreaterThanOrEqual(100);
  });

  it('finds no error', async () => {
    const errors: string[] = [];
    for (const path of paths) {
      const html = await (await worker.get(path)).text();
      const report = await htmlvalidate.validateString(html, path);
      const messages: Message[] = report.results.flatMap((r) => r.messages).filter((m) => m.severity === 2);
      for (const m of messages) errors.push(`${path} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);
    }
    expect(errors.slice(0, 20), `${errors.length} errors`).toEqual([]);
    // About 100 pages of full documents: validation takes tens of seconds.
  }, 240_000);
});
