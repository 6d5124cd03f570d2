import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannersCommand, imageOriginsFor } from '../../scripts/ops/banners';
import { openStore, type ConfigStore } from '../../scripts/ops/kv';
import { maintenanceCommand, UsageError } from '../../scripts/ops/maintenance';
import { startWorker } from './harness';

/**
 * The operations CLI against a local store, read back by the built worker: what an operator types
 * is what visitors see. The commands run as a real process where that matters (switching the site)
 * and in-process for the many validation cases.
 */
let state: string;
beforeAll(() => {
  state = mkdtempSync(join(tmpdir(), 'ops-cli-'));
});
afterAll(() => rmSync(state, { recursive: true, force: true }));

function ops(...args: string[]) {
  const res = spawnSync('node_modules/.bin/tsx', ['scripts/ops/index.ts', ...args, '--persist-to', state], { encoding: 'utf8' });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

async function withStore<T>(fn: (store: ConfigStore) => Promise<T>): Promise<T> {
  const store = await openStore({ remote: false, persistTo: state });
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

async function pageIsInMaintenance(path = '/en/faq') {
  const worker = await startWorker({ persistTo: state });
  try {
    const html = await (await worker.get(path)).text();
    return { on: /<html[^>]*data-maintenance/.test(html), html };
  } finally {
    await worker.dispose();
  }
}

/** Whether the English home page shows the notice at each Hong Kong time (the local site's ?today), with one worker. */
async function suspendedAt(times: string[]): Promise<boolean[]> {
  const worker = await startWorker({ persistTo: state });
  try {
    const shown: boolean[] = [];
    for (const at of times) shown.push(/<html[^>]*data-maintenance/.test(await (await worker.get(`/en?today=${at}`)).text()));
    return shown;
  } finally {
    await worker.dispose();
  }
}

describe('npm run ops -- maintenance', () => {
  it('switches the site into maintenance and out again', async () => {
    const on = ops('maintenance', 'on');
    expect(on.code).toBe(0);
    expect(on.out).toContain('Maintenance: ON');
    const during = await pageIsInMaintenance();
    expect(during.on).toBe(true);
    expect(during.html).toContain('Online application service suspended');

    const off = ops('maintenance', 'off');
    expect(off.code).toBe(0);
    expect(off.out).toContain('Maintenance: OFF');
    expect((await pageIsInMaintenance()).on).toBe(false);
    // Two CLI runs and two workers started: about 15 s on a quiet 2-core machine, over 60 s on one
    // at load 14 (a fresh-clone CI run beside four other jobs, 26 November).
  }, 150_000);

  it('answers usage mistakes with help and exit code 2', () => {
    const res = ops('maintenance', 'sideways');
    expect(res.code).toBe(2);
    expect(res.err).toContain('maintenance needs one of: status, list, on, off, window --start T --end T, cancel --start T');
  });

  it('schedules a window that the site follows (seen through ?today)', async () => {
    const out = await withStore((s) => maintenanceCommand(s, 'window', { start: '2031-01-01T01:00', end: '2031-01-01T05:00' }));
    // Hong Kong time as the console's English pages write it.
    expect(out).toContain('1 January 2031, 01:00 to 1 January 2031, 05:00  upcoming');
    expect((await pageIsInMaintenance('/en?today=2031-01-01T02:00')).on).toBe(true);
    expect((await pageIsInMaintenance('/en?today=2031-01-01T06:00')).on).toBe(false);
    expect(await withStore((s) => maintenanceCommand(s, 'status', {}))).toContain('next window not started');
  });

  it('refuses bad input and writes nothing', async () => {
    await withStore(async (s) => {
      const before = await s.get('maintenance');
      const attempts: [string, { start?: string; end?: string }, string][] = [
        ['window', { start: '2031-02-30T01:00', end: '2031-03-01T00:00' }, '--start: not a date-time'],
        ['window', { start: '2031-03-02T00:00', end: '2031-03-01T00:00' }, '--end must be after --start'],
        ['window', { start: '2031-03-01T00:00' }, 'needs --start and --end'],
        ['sideways', {}, 'needs one of'],
      ];
      for (const [action, options, message] of attempts) {
        await expect(maintenanceCommand(s, action, options)).rejects.toThrow(UsageError);
        await expect(maintenanceCommand(s, action, options)).rejects.toThrow(message);
      }
      expect(await s.get('maintenance')).toBe(before);
    });
  });

  it('keeps several windows: lists them in Hong Kong time, refuses one that overlaps, cancels one by its start', async () => {
    await withStore(async (s) => {
      await s.delete('maintenance');
      await maintenanceCommand(s, 'window', { start: '2031-03-08T01:00', end: '2031-03-08T05:00' });
      await maintenanceCommand(s, 'window', { start: '2031-03-01T01:00', end: '2031-03-01T05:00' });
    });
    const list = ops('maintenance', 'list');
    expect(list.code, list.err).toBe(0);
    expect(list.out).toMatch(/1 March 2031, 01:00 to 1 March 2031, 05:00 +upcoming[^\n]*\n +8 March 2031, 01:00 to 8 March 2031, 05:00 +upcoming/);
    expect(list.out).toContain('--start 2031-03-01T01:00');

    // Between and inside the windows, as a visitor's page shows it.
    expect(await suspendedAt(['2031-03-01T03:00', '2031-03-04T12:00', '2031-03-08T01:00', '2031-03-08T05:00'])).toEqual([true, false, true, false]);

    // An hour over the second: refused with both windows named, exit code 1, nothing written.
    const before = await withStore((s) => s.get('maintenance'));
    const overlapping = ops('maintenance', 'window', '--start', '2031-03-08T04:00', '--end', '2031-03-08T09:00');
    expect(overlapping.code).toBe(1);
    expect(overlapping.err).toContain('overlaps the window 8 March 2031, 01:00 to 8 March 2031, 05:00 (Hong Kong time); nothing was saved');
    expect(await withStore((s) => s.get('maintenance'))).toBe(before);

    const cancelled = ops('maintenance', 'cancel', '--start', '2031-03-01T01:00');
    expect(cancelled.code, cancelled.err).toBe(0);
    expect(cancelled.out).not.toContain('1 March 2031');
    expect(cancelled.out).toContain('8 March 2031, 01:00 to 8 March 2031, 05:00');
    const again = ops('maintenance', 'cancel', '--start', '2031-03-01T01:00');
    expect(again.code).toBe(1);
    expect(again.err).toContain('no window starts at 1 March 2031, 01:00 (Hong Kong time); nothing was changed');
    expect(await suspendedAt(['2031-03-01T03:00', '2031-03-08T02:00'])).toEqual([false, true]);
  });

  it('still reads the single window stored before windows were a list, and writes the list on the next change', async () => {
    const single = JSON.stringify({ enabled: false, start: '2031-05-01T01:00', end: '2031-05-01T03:00' });
    await withStore((s) => s.put('maintenance', single));
    expect(await withStore((s) => maintenanceCommand(s, 'list', {}))).toContain('1 May 2031, 01:00 to 1 May 2031, 03:00  upcoming');
    expect(await suspendedAt(['2031-05-01T02:00', '2031-05-01T03:00'])).toEqual([true, false]);
    await withStore((s) => maintenanceCommand(s, 'window', { start: '2031-05-02T01:00', end: '2031-05-02T03:00' }));
    expect(JSON.parse((await withStore((s) => s.get('maintenance')))!)).toEqual({
      enabled: false,
      windows: [
        { start: '2031-05-01T01:00:00+08:00', end: '2031-05-01T03:00:00+08:00' },
        { start: '2031-05-02T01:00:00+08:00', end: '2031-05-02T03:00:00+08:00' },
      ],
    });
  });
});

describe('npm run ops -- banners', () => {
  const banner = {
    id: 7,
    banner_type: 'crazy_ad',
    campaign: 'cny-2027',
    url_zh: 'https://www.example.com/loan/n-loan',
    url_en: 'https://www.example.com/en/loan/n-loan',
    image_desktop_zh: '/images/banners/cny-desktop-zh.webp',
    image_desktop_en: '/images/banners/cny-desktop-en.webp',
    image_mobile_zh: '/images/banners/cny-mobile-zh.webp',
    image_mobile_en: '/images/banners/cny-mobile-en.webp',
  };

  it('validates a banner file before writing it, and reads it back', async () => {
    await withStore(async (s) => {
      const good = join(state, 'banners.json');
      writeFileSync(good, JSON.stringify([banner]));
      expect(await bannersCommand(s, 'put', good)).toContain('1 banner(s) written');
      expect(JSON.parse(await bannersCommand(s, 'get', undefined))).toEqual([banner]);

      const bad = join(state, 'bad.json');
      writeFileSync(bad, JSON.stringify([{ ...banner, banner_type: 'popup' }]));
      await expect(bannersCommand(s, 'put', bad)).rejects.toThrow('0.banner_type');
      writeFileSync(bad, '{ not json');
      await expect(bannersCommand(s, 'put', bad)).rejects.toThrow('cannot read it as JSON');
      expect(JSON.parse(await bannersCommand(s, 'get', undefined))).toEqual([banner]);

      // A list with a draft the console made (and one stored before drafts existed, above): kept as it is.
      const withDraft = join(state, 'with-draft.json');
      const draft = { ...banner, id: 'cny-2027-b', variant: 'B', draft: true };
      writeFileSync(withDraft, JSON.stringify([banner, draft]));
      expect(await bannersCommand(s, 'put', withDraft)).toBe('2 banner(s) written, 1 of them draft(s): not served until published in the console.');
      expect(JSON.parse(await bannersCommand(s, 'get', undefined))).toEqual([banner, draft]);

      expect(await bannersCommand(s, 'clear', undefined)).toContain('cleared');
      expect(await bannersCommand(s, 'get', undefined)).toContain('no banners stored');
    });
  });

  it('accepts pictures on the image origins (--image-origins, else BANNER_IMAGE_ORIGINS in wrangler.jsonc) and refuses other hosts', async () => {
    const onCdn = {
      ...banner,
      id: 'cdn',
      image_desktop_zh: 'https://img.example-cdn.com/banners/cny-desktop-zh.webp',
      image_mobile_en: 'https://img.example-cdn.com/banners/cny-mobile-en.webp',
    };
    const file = join(state, 'cdn-banners.json');
    writeFileSync(file, JSON.stringify([onCdn]));
    await withStore(async (s) => {
      await s.delete('banners');
      // wrangler.jsonc sets no image origins: only pictures of this site pass.
      await expect(bannersCommand(s, 'put', file)).rejects.toThrow('0.image_desktop_zh: must be a path on this site starting with /');
      await expect(bannersCommand(s, 'put', file, { imageOrigins: 'https://other.example.com' })).rejects.toThrow(
        'must be a path on this site starting with / or an address on https://other.example.com',
      );
      await expect(bannersCommand(s, 'put', file, { imageOrigins: 'http://img.example-cdn.com' })).rejects.toThrow(
        '--image-origins: entry 1 not an https origin',
      );
      expect(await s.get('banners')).toBeNull();
    });
    // As an operator runs it.
    const put = ops('banners', 'put', file, '--image-origins', 'https://cdn2.example.com, https://IMG.example-cdn.com');
    expect(put.err).toBe('');
    expect(put.out).toContain('1 banner(s) written');
    expect(JSON.parse((await withStore((s) => s.get('banners'))) as string)).toEqual([onCdn]);

    // A config with comments, as operators write it; production's origins apply to --remote only.
    const config = join(state, 'wrangler-with-origins.jsonc');
    writeFileSync(
      config,
      `{
  // marketing's image hosts
  "name": "x",
  "vars": { "SITE_ENV": "local", "BANNER_IMAGE_ORIGINS": "https://img.example-cdn.com/, https://b.example.com:8443", },
  "env": { "production": { "vars": { "SITE_ENV": "production", "BANNER_IMAGE_ORIGINS": "https://cdn.example.net" } } }
}`,
    );
    expect(imageOriginsFor(undefined, config)).toEqual(['https://img.example-cdn.com', 'https://b.example.com:8443']);
    expect(imageOriginsFor(undefined, config, 'production')).toEqual(['https://cdn.example.net']);
    expect(imageOriginsFor('', config)).toEqual([]);
    expect(imageOriginsFor(undefined)).toEqual([]);
  });

  it('prints help', () => {
    const help = spawnSync('node_modules/.bin/tsx', ['scripts/ops/index.ts', '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('maintenance window --start T --end T');
  });
});

describe('npm run ops -- leads', () => {
  it('lists leads with masked numbers, exports them, and queues failed ones again', async () => {
    const { openLeadDb } = await import('../../scripts/ops/lead-db');
    const { leadsCommand } = await import('../../scripts/ops/leads');
    const { readdirSync, readFileSync } = await import('node:fs');
    const db = await openLeadDb({ remote: false, persistTo: state });
    try {
      for (const file of readdirSync('migrations').sort()) {
        for (const statement of readFileSync(join('migrations', file), 'utf8').replace(/--.*$/gm, '').split(';')) {
          if (statement.trim()) await db.run(statement);
        }
      }
      await db.run(
        `INSERT INTO leads (id, created_at, mobile, gender, first_name, last_name, loan_code, loan_type, loan_text, locale, dedupe_key, forward_state, forward_attempts, last_error, utm)
         VALUES ('lead-1', '2026-11-01T01:00:00.000Z', '91234567', 'M', 'Tai Man', 'Chan', 1, 'n-loan', 'Personal loan', 'en-US', 'k1', 'failed', 8, 'upstream 500', '=HYPERLINK("x")')`,
      );
      const list = await leadsCommand(db, 'list', {});
      expect(list).toContain('failed 1');
      // The console's mask and Hong Kong time (09:00 on 1 November for 01:00 UTC), as its leads page shows the row.
      expect(list).toContain('9123****');
      expect(list).toContain('1 November 2026, 09:00');
      expect(list).not.toContain('91234567');

      const out = join(state, 'leads.csv');
      expect(await leadsCommand(db, 'export', { out })).toContain('1 lead(s)');
      const csv = readFileSync(out, 'utf8');
      expect(csv.split('\n')[1]).toContain('91234567');
      // The product as sent upstream, in the visitor's language; no terms field was sent (empty).
      expect(csv.split('\n')[0]).toContain('loan_code,loan_type,loan_text,locale,');
      expect(csv.split('\n')[0]).toContain(',is_opt_in,terms_accepted,');
      expect(csv.split('\n')[1]).toContain(',1,n-loan,Personal loan,en-US,');
      expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
      await expect(leadsCommand(db, 'export', {})).rejects.toThrow('--out');

      expect(await leadsCommand(db, 'retry', {})).toContain('1 failed lead(s) queued');
      expect(await db.all('SELECT forward_state, forward_attempts FROM leads')).toEqual([{ forward_state: 'pending', forward_attempts: 0 }]);
    } finally {
      await db.close();
    }
  });

  it('records each export in the audit log (who, how many, which filter), where the console shows it', async () => {
    const { openLeadDb } = await import('../../scripts/ops/lead-db');
    const { readFileSync } = await import('node:fs');
    const db = await openLeadDb({ remote: false, persistTo: state });
    try {
      await db.run('DELETE FROM audit_log');
      await db.run(
        `INSERT INTO leads (id, created_at, mobile, gender, first_name, last_name, loan_code, loan_type, loan_text, locale, dedupe_key, forward_state)
         VALUES ('lead-2', '2026-11-02T01:00:00.000Z', '62345678', 'F', 'Siu Ming', 'Wong', 1, 'n-loan', 'Personal loan', 'zh-HK', 'k2', 'forwarded')`,
      );
    } finally {
      await db.close();
    }
    // As an operator runs it: every lead, then the forwarded ones only.
    const all = ops('leads', 'export', '--out', join(state, 'all.csv'));
    expect(all.code, all.err).toBe(0);
    expect(all.out).toContain('2 lead(s) written');
    expect(all.out).toContain('audit log');
    const forwarded = ops('leads', 'export', '--out', join(state, 'forwarded.csv'), '--state', 'forwarded');
    expect(forwarded.code, forwarded.err).toBe(0);
    expect(readFileSync(join(state, 'forwarded.csv'), 'utf8').trimEnd().split('\n')).toHaveLength(2);
    // A filter that is no state: refused, nothing written, nothing recorded.
    const bad = ops('leads', 'export', '--out', join(state, 'bad.csv'), '--state', 'sent');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--state must be one of');

    const check = await openLeadDb({ remote: false, persistTo: state });
    try {
      const rows = await check.all<{ actor: string; action: string; target: string; after_json: string }>(
        'SELECT actor, action, target, after_json FROM audit_log ORDER BY id',
      );
      expect(rows.map((r) => ({ ...r, after: JSON.parse(r.after_json) as unknown }))).toEqual([
        {
          actor: expect.stringMatching(/^ops-cli:\S+$/),
          action: 'lead.export',
          target: 'leads',
          after_json: expect.any(String),
          after: { leads: 2, state: null },
        },
        {
          actor: expect.stringMatching(/^ops-cli:\S+$/),
          action: 'lead.export',
          target: 'leads',
          after_json: expect.any(String),
          after: { leads: 1, state: 'forwarded' },
        },
      ]);
      // The row holds no lead's details.
      expect(JSON.stringify(rows)).not.toMatch(/62345678|91234567|Wong|Chan/);
    } finally {
      await check.close();
    }

    // The console's audit page, as an officer signed in on the local site reads it.
    const worker = await startWorker({ persistTo: state });
    try {
      const signIn = await worker.get('/admin/dev-sign-in?role=viewer&lang=en');
      const cookie = signIn.headers.get('Set-Cookie')!.split(';')[0]!;
      const html = await (await worker.get('/admin/audit?lang=en', { headers: { Cookie: cookie } })).text();
      const rows = [...html.matchAll(/<tr data-audit-row="lead\.export">([\s\S]*?)<\/tr>/g)].map((m) => m[1]!);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toContain('Export the leads (command line)');
      expect(rows[0]).toMatch(/ops-cli:\S+/);
      expect(rows[0]).toMatch(/&quot;leads&quot;: 1|"leads": 1/);
      expect(rows[0]).toContain('forwarded');
    } finally {
      await worker.dispose();
    }
  });

  it('lists leads 50 a page, and prints the same time and mask as the English console for the same row', async () => {
    const { openLeadDb } = await import('../../scripts/ops/lead-db');
    const { leadsCommand } = await import('../../scripts/ops/leads');
    const db = await openLeadDb({ remote: false, persistTo: state });
    let page1 = '';
    let page2 = '';
    try {
      await db.run('DELETE FROM leads');
      // 55 leads a minute apart from 15:30 UTC on 30 November (23:30 in Hong Kong); every third failed.
      for (let i = 0; i < 55; i++) {
        await db.run(
          `INSERT INTO leads (id, created_at, mobile, gender, first_name, last_name, loan_code, loan_type, loan_text, locale, dedupe_key, forward_state, forward_attempts)
           VALUES (?, ?, ?, 'F', 'Mei', 'Chan', 1, 'n-loan', 'Personal loan', 'en-US', ?, ?, ?)`,
          [
            `page-${String(i).padStart(2, '0')}`,
            new Date(Date.UTC(2026, 10, 30, 15, 30 + i)).toISOString(),
            String(51000000 + i * 10000),
            `p${i}`,
            i % 3 === 0 ? 'failed' : 'forwarded',
            i % 3 === 0 ? 8 : 1,
          ],
        );
      }
      page1 = await leadsCommand(db, 'list', {});
      page2 = await leadsCommand(db, 'list', { page: '2' });
      expect(await leadsCommand(db, 'list', { state: 'failed' })).toContain('19 lead(s) in state failed; page 1 of 1');
      await expect(leadsCommand(db, 'list', { page: '3' })).rejects.toThrow('there is no page 3: 55 lead(s) match, 2 page(s) of 50');
      await expect(leadsCommand(db, 'list', { page: 'two' })).rejects.toThrow('--page must be a whole number from 1');
    } finally {
      await db.close();
    }
    expect(page1).toContain('55 lead(s); page 1 of 2, 50 a page, newest first');
    expect(page1.split('\n').filter((line) => line.includes('page-'))).toHaveLength(50);
    expect(page1).toContain('Older: add --page 2');
    const cliRows = page2.split('\n').filter((line) => line.includes('page-'));
    expect(cliRows.map((line) => /page-\d\d/.exec(line)![0])).toEqual(['page-04', 'page-03', 'page-02', 'page-01', 'page-00']);
    // 15:32 UTC is 23:32 in Hong Kong; 51020000 masked.
    const cliRow = cliRows[2]!;
    expect(cliRow.startsWith('30 November 2026, 23:32  page-02')).toBe(true);
    expect(cliRow).toContain('5102****');
    expect(cliRow).not.toContain('51020000');
    const bad = ops('leads', 'list', '--page', '0');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--page must be a whole number from 1');

    // The same row on the console's English leads page, page 2.
    const worker = await startWorker({ persistTo: state });
    try {
      const signIn = await worker.get('/admin/dev-sign-in?role=viewer&lang=en');
      const cookie = signIn.headers.get('Set-Cookie')!.split(';')[0]!;
      const html = await (await worker.get('/admin/leads?page=2&lang=en', { headers: { Cookie: cookie } })).text();
      const row = /<tr data-lead="page-02"[^>]*>([\s\S]*?)<\/tr>/.exec(html.slice(html.indexOf('data-lead-list')))?.[1] ?? '';
      const created = /<td data-field="created">([^<]*)<\/td>/.exec(row)?.[1];
      const mobile = /<td data-field="mobile">([^<]*)<\/td>/.exec(row)?.[1];
      expect(created).toBe('30 November 2026, 23:32');
      expect(mobile).toBe('5102****');
      expect(cliRow.startsWith(`${created}  page-02`)).toBe(true);
      expect(cliRow).toContain(`${mobile}  forwarded`);
    } finally {
      await worker.dispose();
    }
  });
});
