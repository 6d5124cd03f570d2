import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedWorker, type TestWorker } from './harness';

/**
 * A form sent before its script runs (or without script) is sent as its markup says. Without
 * `method="post"` that is a GET: the name and mobile number go into the address (history, server
 * logs, the Referer of the next page). Every built form with a field that sends personal data must
 * say POST; the worker answers such a POST to a page address with a short page, never a 500.
 */

/** Fields whose value is personal data, by the name the form sends them under. */
const PERSONAL_FIELD = /name|surname|mobile|phone|tel|hkid|birth|address|email/i;

function builtPages(dir = 'dist/public'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'RSC' ? [] : builtPages(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Each form's opening tag and the names of the fields inside it (a field with no name sends nothing). */
function formsOf(html: string): { tag: string; fields: string[] }[] {
  return [...html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/g)].map(([, tag, inner]) => ({
    tag: tag!,
    fields: [...inner!.matchAll(/<(?:input|select|textarea)\b[^>]*?\sname="([^"]*)"/g)].map((m) => m[1]!),
  }));
}

describe('forms that collect personal data', () => {
  it('say method="post" in every built page', () => {
    let checked = 0;
    for (const file of builtPages()) {
      for (const { tag, fields } of formsOf(readFileSync(file, 'utf8'))) {
        const personal = fields.filter((f) => PERSONAL_FIELD.test(f));
        if (!personal.length) continue;
        checked++;
        expect(tag, `${file}: a form with ${personal.join(', ')}`).toMatch(/\smethod="post"/i);
      }
    }
    // The contact-us, callback and valuation forms in each locale at least.
    expect(checked).toBeGreaterThanOrEqual(9);
  });
});

let worker: TestWorker;
beforeAll(async () => {
  worker = await sharedWorker();
});
afterAll(() => worker.dispose());

describe('a form posted to a page address (sent before its script ran)', () => {
  const body = 'surname=Chan&given_name=Tai+Man&mobile=91234567&time_slot=1&terms=on';
  const post = (path: string) =>
    worker.get(path, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' } });

  it.each([
    ['/contactus?utm_source=x', 'zh-Hant-HK', '未能送出'],
    ['/en/contactus', 'en', 'not sent'],
    ['/zh-CN/loan/talent-loan', 'zh-Hans-CN', '未能送出'],
    ['/en/no-such-page', 'en', 'not sent'],
  ])('%s: 405 with a short page in its language, the data nowhere in an address or cookie', async (path, lang, text) => {
    const res = await post(path);
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD');
    expect(res.headers.get('Location')).toBeNull();
    expect(res.headers.get('Cache-Control')).toContain('no-store');
    expect(res.headers.get('Content-Type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(text);
    expect(html).not.toMatch(/91234567|Chan|Tai Man/);
    // Its one style runs under the page policy's nonce; a POST sets no cookie at all.
    const nonce = res.headers.get('Content-Security-Policy')?.match(/style-src [^;]*'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
