import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedWorker, startWorker, type TestWorker } from './harness';

let worker: TestWorker;
let kv: KVNamespace;
beforeAll(async () => {
  worker = await sharedWorker();
  kv = await worker.kv();
});
// The worker is shared with the next test files (harness.ts): leave the site out of maintenance.
afterAll(async () => {
  await kv.delete('maintenance');
  await worker.dispose();
});
beforeEach(async () => {
  await kv.delete('maintenance');
});

const hkIso = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16); // wall time in HK, no offset
const HOUR = 3600_000;

async function page(path: string) {
  const res = await worker.get(path);
  const html = await res.text();
  return {
    status: res.status,
    html,
    on: /<html[^>]*\sdata-maintenance=""/.test(html),
    layer: html.match(/<aside class="maintenance"[\s\S]*?<\/aside>/)?.[0] ?? null,
  };
}

/** Two windows, as the console and the CLI write them (the list shape). */
const TWO_WINDOWS = {
  enabled: false,
  windows: [
    { start: '2026-12-31T01:00:00+08:00', end: '2026-12-31T05:30:00+08:00' },
    { start: '2027-01-07T22:00:00+08:00', end: '2027-01-08T02:00:00+08:00' },
  ],
};

describe('maintenance windows from KV', () => {
  it('is on inside each window, named in the notice, and off between them', async () => {
    await kv.put('maintenance', JSON.stringify(TWO_WINDOWS));
    expect((await page('/en?today=2026-12-31T03:00')).on).toBe(true);
    expect((await page('/en?today=2027-01-03T12:00')).on).toBe(false);
    expect((await page('/en?today=2027-01-07T21:59')).on).toBe(false);
    const second = await page('/en?today=2027-01-07T22:00');
    expect(second.on).toBe(true);
    expect(second.layer).toContain('suspended from 7 January 2027, 22:00 to 8 January 2027, 02:00');
    expect(second.layer).not.toContain('31 December 2026');
    expect((await page('/?today=2027-01-08T01:59')).layer).toContain('2027年1月7日 22:00至2027年1月8日 02:00');
    expect((await page('/en?today=2027-01-08T02:00')).on).toBe(false);
  });

  it('names the next window, not one that is over, when switched on by hand between them', async () => {
    await kv.put('maintenance', JSON.stringify({ ...TWO_WINDOWS, enabled: true }));
    const en = await page('/en?today=2027-01-03T12:00');
    expect(en.on).toBe(true);
    expect(en.layer).toContain('suspended now, and will be from 7 January 2027, 22:00 to 8 January 2027, 02:00');
    // After the last window, the notice names none.
    const after = await page('/en?today=2027-02-01T12:00');
    expect(after.layer).toContain('suspended for now');
    expect(after.layer).not.toContain('2027');
  });

  it('accepts windows in any order, and an empty list', async () => {
    await kv.put('maintenance', JSON.stringify({ enabled: false, windows: [...TWO_WINDOWS.windows].reverse() }));
    expect((await page('/en?today=2026-12-31T03:00')).on).toBe(true);
    await kv.put('maintenance', JSON.stringify({ enabled: false, windows: [] }));
    expect((await page('/en?today=2026-12-31T03:00')).on).toBe(false);
  });
});

// The single-window value stored before windows were a list (still read, as a list of one).
describe('maintenance window from KV', () => {
  it('is off when nothing is stored', async () => {
    const p = await page('/');
    expect(p.status).toBe(200);
    expect(p.on).toBe(false);
    expect(p.layer).toBeNull();
  });

  it('is on when switched on, with the layer in the page language', async () => {
    await kv.put('maintenance', JSON.stringify({ enabled: true, start: '2020-01-01T00:00', end: '2020-01-01T01:00' }));
    const zh = await page('/faq');
    expect(zh.on).toBe(true);
    expect(zh.layer).toContain('網上申請服務暫停');
    const en = await page('/en/faq');
    expect(en.on).toBe(true);
    expect(en.layer).toContain('Online application service suspended');
    // Every apply button and the My Account link are marked for hiding by the stylesheet.
    expect(en.html.match(/data-apply-button=""[^>]*data-hide-in-maintenance=""/g)?.length).toBeGreaterThanOrEqual(2);
    expect(en.html.match(/data-member-link=""[^>]*data-hide-in-maintenance=""/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('is on inside the window and names its start and end in Hong Kong time', async () => {
    await kv.put('maintenance', JSON.stringify({ enabled: false, start: '2026-12-31T01:00', end: '2026-12-31T05:30+08:00' }));
    expect((await page('/en?today=2026-12-31T00:59')).on).toBe(false);
    const inside = await page('/en?today=2026-12-31T01:00');
    expect(inside.on).toBe(true);
    expect(inside.layer).toContain('31 December 2026, 01:00');
    expect(inside.layer).toContain('31 December 2026, 05:30');
    expect((await page('/en?today=2026-12-31%2005:29')).on).toBe(true);
    expect((await page('/en?today=2026-12-31T05:30')).on).toBe(false);
    // The same instant written in UTC.
    expect((await page('/en?today=2026-12-30T18:00:00Z')).on).toBe(true);
    const zh = await page('/?today=2026-12-31T03:00');
    expect(zh.layer).toContain('2026年12月31日 01:00');
    expect(zh.layer).toContain('2026年12月31日 05:30');
    // While it runs it is said to be on now, not to come.
    expect(zh.layer).toContain('現正暫停');
    expect(zh.layer).not.toContain('將於');
  });

  it('names a window still to come as to come when switched on by hand before it', async () => {
    await kv.put('maintenance', JSON.stringify({ enabled: true, start: '2026-12-31T01:00', end: '2026-12-31T05:30' }));
    const zh = await page('/?today=2026-12-30T20:00');
    expect(zh.on).toBe(true);
    expect(zh.layer).toContain('現正暫停，並將於2026年12月31日 01:00至2026年12月31日 05:30');
    const en = await page('/en?today=2026-12-30T20:00');
    expect(en.layer).toContain('suspended now, and will be from 31 December 2026, 01:00 to 31 December 2026, 05:30');
  });

  it('follows the real clock when there is no override', async () => {
    const now = Date.now();
    await kv.put('maintenance', JSON.stringify({ enabled: false, start: hkIso(now - HOUR), end: hkIso(now + HOUR) }));
    expect((await page('/')).on).toBe(true);
    await kv.put('maintenance', JSON.stringify({ enabled: false, start: hkIso(now + HOUR), end: hkIso(now + 2 * HOUR) }));
    expect((await page('/')).on).toBe(false);
  });

  it('ignores an invalid today value instead of failing', async () => {
    await kv.put('maintenance', JSON.stringify({ enabled: false, start: '2026-12-31T01:00', end: '2026-12-31T05:00' }));
    for (const today of ['yesterday', '2026-02-30T02:00', '2026-12-31T25:00', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '']) {
      const p = await page(`/en?today=${today}`);
      expect(p.status, today).toBe(200);
      expect(p.on, today).toBe(false);
      expect(p.html, today).not.toContain('<script>alert(1)');
    }
  });

  it('shows the layer on request (show_layer) and the times used (debug)', async () => {
    const forced = await page('/en?show_layer=1');
    expect(forced.on).toBe(true);
    expect(forced.layer).not.toContain('Debug');
    const debug = await page('/en?show_layer&debug&today=2026-12-31T03:00');
    expect(debug.layer).toContain('Debug: now 31 December 2026, 03:00');
  });

  it('treats a corrupt, partial or mistyped value as off and still renders every page', async () => {
    for (const bad of [
      '{not json',
      '"on"',
      '{"enabled":"yes","start":"2020-01-01","end":"2030-01-01"}',
      '{"enabled":true}',
      '{"enabled":true,"start":"soon","end":"later"}',
      '[]',
      '{"enabled":false,"windows":[{"start":"2026-12-31T05:00","end":"2026-12-31T01:00"}]}',
      '{"enabled":false,"windows":"2026-12-31T01:00"}',
    ]) {
      await kv.put('maintenance', bad);
      for (const path of ['/', '/en/faq', '/loan/sme']) {
        const p = await page(path);
        expect(p.status, `${bad} ${path}`).toBe(200);
        expect(p.on, `${bad} ${path}`).toBe(false);
      }
    }
  });
});

describe('a switch read from KV is reused for a few seconds per isolate', () => {
  let reusing: TestWorker;
  let reusingKv: KVNamespace;
  beforeAll(async () => {
    reusing = await startWorker({ vars: { CONFIG_REUSE_MS: '1500' } });
    reusingKv = await reusing.kv();
  });
  afterAll(() => reusing.dispose());

  const isOn = async () => /<html[^>]*\sdata-maintenance=""/.test(await (await reusing.get('/en/faq')).text());

  it('keeps the value it read until the reuse time has passed, then takes the new one', async () => {
    const on = JSON.stringify({ enabled: true, start: '2020-01-01T00:00', end: '2020-01-01T01:00' });
    // Within 1.5 s of the read the page still shows what was read (no KV read on that request). On
    // a busy machine two requests can be further apart than that; such a try says nothing and is
    // made again after the reuse time, so the outcome is the worker's, not the machine's speed.
    let within = false;
    for (let attempt = 0; attempt < 5 && !within; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 1600));
      await reusingKv.put('maintenance', on);
      const read = Date.now();
      expect(await isOn()).toBe(true);
      await reusingKv.delete('maintenance');
      const shown = await isOn();
      within = Date.now() - read < 1000;
      if (within) expect(shown).toBe(true);
    }
    expect(within, 'two requests within 1 s of each other in five tries').toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await isOn()).toBe(false);
  }, 30_000);
});
