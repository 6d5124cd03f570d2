import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from './harness';

/**
 * The RSC payload a client navigation to the branches or FAQ page fetches (`/RSC/R/<path>.txt`),
 * through the built worker with real KV: with a list stored, the list's (rendered by Waku with the
 * list, kept per stored list); with none, or one that is not valid, the payload as built.
 */
const hours = { weekday: { opens: '10:00', closes: '18:30' }, saturday: null, sundaysAndHolidays: null };
const branch = (id: string, name: string) => ({
  id,
  region: 'kowloon',
  name,
  address: `${name}, 1 Test Street`,
  hotline: '2100 9999',
  hours,
  vtm: false,
  suspended: false,
});
const faq = (question: string) => ({ faqs: [{ category: 'account', id: 'test', question, answer: ['An answer.'] }] });

const PAGES = [
  { path: 'faq', key: 'app_faqs:zh-HK', stored: faq('網上測試問題甲？'), shows: '網上測試問題甲？', builtName: /c-faq__q"><span>([^<]+)/ },
  { path: 'en/faq', key: 'app_faqs:en-US', stored: faq('A stored test question?'), shows: 'A stored test question?', builtName: /c-faq__q"><span>([^<]+)/ },
  {
    path: 'addressMap',
    key: 'app_branches:zh-HK',
    stored: { branches: [branch('test-a', '測試甲分行')] },
    shows: '測試甲分行',
    builtName: /c-branch__name">([^<]+)/,
  },
  {
    path: 'en/addressMap',
    key: 'app_branches:en-US',
    stored: { branches: [branch('test-a', 'Test A branch')] },
    shows: 'Test A branch',
    builtName: /c-branch__name">([^<]+)/,
  },
] as const;

const built = (path: string) => readFileSync(`dist/public/RSC/R/${path}.txt`);
/** A name the content files give the page: the first one in the built payload. */
const contentName = (path: string, pattern: RegExp) => pattern.exec(built(path).toString('utf8'))![1]!;
/** The payload's client references (`I` rows, without their row numbers), its hints and stylesheet links. */
/** A payload's string rows (`<id>:"…"`): React writes a string used twice once and refers to it as `"$<id>"`. */
const stringRows = (payload: string) => new Map([...payload.matchAll(/^([0-9a-f]+):("(?:[^"\\]|\\.)*")$/gm)].map((m) => [m[1]!, JSON.parse(m[2]!) as string]));

/** Each client reference as `[id, chunks, export name]`, with an export name given by reference read from its row. */
function clientReferences(payload: string): string[] {
  const rows = stringRows(payload);
  return [...payload.matchAll(/^[0-9a-f]+:I(\[.*\])$/gm)]
    .map((m) => {
      const [id, chunks, name] = JSON.parse(m[1]!) as [string, unknown, string];
      const ref = /^\$([0-9a-f]+)$/.exec(name)?.[1];
      return JSON.stringify([id, chunks, ref !== undefined ? (rows.get(ref) ?? name) : name]);
    })
    .sort();
}

const references = (payload: string) => ({
  clientReferences: clientReferences(payload),
  hints: [...payload.matchAll(/^:H.*$/gm)].map((m) => m[0]).sort(),
  stylesheets: [...payload.matchAll(/"rel":"stylesheet"[^}]*"href":"([^"]+)"/g)].map((m) => m[1]).sort(),
});

let worker: TestWorker;
let kv: KVNamespace;
beforeAll(async () => {
  worker = await startWorker();
  kv = await worker.kv();
});
afterAll(() => worker.dispose());

describe('the branches and FAQ payloads for a client navigation', () => {
  it('with none stored: the payload as built', async () => {
    for (const { path } of PAGES) {
      const res = await worker.get(`/RSC/R/${path}.txt`);
      expect(res.status, path).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(built(path)), path).toBe(true);
      // The page as built: nothing marked for the browser to hydrate from this payload.
      expect(await (await worker.get(`/${path}`)).text(), path).not.toContain('data-edge-list');
    }
  });

  it('with a list stored: the stored list, not the content files, with the same client references and stylesheets', async () => {
    for (const { key, stored } of PAGES) await kv.put(key, JSON.stringify(stored));
    for (const { path, shows, builtName } of PAGES) {
      const gone = contentName(path, builtName);
      const res = await worker.get(`/RSC/R/${path}.txt`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type'), path).toMatch(/^text\/plain/);
      expect(res.headers.get('Cache-Control'), path).toBe('no-cache');
      const payload = await res.text();
      expect(payload, path).toContain(shows);
      expect(payload, path).not.toContain(gone);
      expect(built(path).toString('utf8'), path).toContain(gone);
      expect(references(payload), path).toEqual(references(built(path).toString('utf8')));
      // The second time from the isolate's copy: the same bytes.
      expect(await (await worker.get(`/RSC/R/${path}.txt`)).text(), path).toBe(payload);
      // The page shows the same list, its places marked: the browser hydrates it from this payload.
      const html = await (await worker.get(`/${path}`)).text();
      expect(html, path).toContain(shows);
      expect(html, path).toMatch(/<div[^>]*data-edge-list/);
    }
    // Simplified Chinese keeps the content files.
    const zhCn = await worker.get('/RSC/R/zh-CN/addressMap.txt');
    expect(Buffer.from(await zhCn.arrayBuffer()).equals(built('zh-CN/addressMap'))).toBe(true);
  });

  it('a HEAD gets the headers alone', async () => {
    await kv.put('app_faqs:en-US', JSON.stringify(faq('A stored test question?')));
    const res = await worker.get('/RSC/R/en/faq.txt', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('a new stored list is the new payload', async () => {
    await kv.put('app_faqs:zh-HK', JSON.stringify(faq('網上測試問題甲？')));
    expect(await (await worker.get('/RSC/R/faq.txt')).text()).toContain('網上測試問題甲？');
    await kv.put('app_faqs:zh-HK', JSON.stringify(faq('網上測試問題乙？')));
    const payload = await (await worker.get('/RSC/R/faq.txt')).text();
    expect(payload).toContain('網上測試問題乙？');
    expect(payload).not.toContain('網上測試問題甲？');
  });

  it('requests that come together for a list not rendered yet all get it, the same bytes', async () => {
    await kv.put('app_faqs:en-US', JSON.stringify(faq('A question asked by many at once?')));
    const all = await Promise.all(Array.from({ length: 8 }, () => worker.get('/RSC/R/en/faq.txt')));
    const payloads = await Promise.all(all.map(async (res) => [res.status, await res.text()] as const));
    for (const [status, payload] of payloads) {
      expect(status).toBe(200);
      expect(payload).toContain('A question asked by many at once?');
      expect(payload).toBe(payloads[0]![1]);
    }
  });

  it('a stored value that is not valid: the payload as built', async () => {
    await kv.put('app_faqs:zh-HK', JSON.stringify({ faqs: [{ category: 'loans', question: 'Q?', answer: ['A.'] }] }));
    await kv.put('app_branches:en-US', '{"branches": [');
    for (const path of ['faq', 'en/addressMap']) {
      const res = await worker.get(`/RSC/R/${path}.txt`);
      expect(res.status, path).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(built(path)), path).toBe(true);
    }
  });
});
