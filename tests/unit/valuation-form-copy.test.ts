import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { valuationFormCopy } from '../../src/components/valuation/copy-server';
import { LOCALES } from '../../src/shared/locales';

/**
 * The valuation form's words travel as a file per locale written by `npm run gen`, fetched with the
 * form's code: they must be what the dictionaries say now, in each locale's own language.
 */
describe('the valuation form’s copy files', () => {
  it.each(LOCALES)('%s: the generated file is the dictionaries’ current content', (locale) => {
    const file = join(process.cwd(), 'content/i18n/generated', `valuation-form.${locale}.json`);
    expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(valuationFormCopy(locale));
  });

  it('each locale reads in its own language, with the hotline filled in', () => {
    expect(valuationFormCopy('zh-HK').valuation.form.submit).toBe('免費估價');
    expect(valuationFormCopy('en-US').valuation.form.submit).toMatch(/^[A-Za-z ]+$/);
    expect(valuationFormCopy('en-US').privacyHref.startsWith('/en/')).toBe(true);
    for (const locale of LOCALES) expect(JSON.stringify(valuationFormCopy(locale))).not.toMatch(/\{\{(phone|minutes|ratio)\}\}/);
  });
});
