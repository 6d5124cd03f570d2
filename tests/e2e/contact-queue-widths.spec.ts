import type { Page } from '@playwright/test';
import { axe, WCAG_22_AA } from './axe';
import { expect, test } from './fixtures';
import { d1 } from './local-d1';

/**
 * The customer-service queue and a request's page as an officer reads them on a phone (390 px
 * wide) and at a desk (1280 px), in both languages: nothing scrolls sideways or is cut off, a
 * request's page tells whether the same number left a lead (when, which product, forwarded or not,
 * the number masked) or that it left none, and axe finds nothing (WCAG 2.2 AA). The widths are set
 * here, so it runs in one project.
 */
const WIDTHS = [390, 1280] as const;

const COPY = {
  'zh-HK': {
    query: '',
    leadsHeading: '同一號碼的客戶資料',
    twoLeads: (masked: string) => `${masked} 提交了 2 個客戶資料，最新的在前。`,
    noLead: (masked: string) => `沒有：沒有 ${masked} 提交的客戶資料紀錄。`,
    newest: ['2026年11月20日 10:05', '業主貸款', '已轉送'],
    older: ['2026年11月18日 17:30', '私人貸款', '未轉送：轉送失敗'],
    otherNumbersProduct: '清卡數貸款',
  },
  en: {
    query: '?lang=en',
    leadsHeading: 'Leads from the same number',
    twoLeads: (masked: string) => `2 lead(s) from ${masked}, newest first.`,
    noLead: (masked: string) => `None: no lead from ${masked} is on record.`,
    newest: ['20 November 2026, 10:05', 'Property-owner loan', 'Forwarded'],
    older: ['18 November 2026, 17:30', 'Personal loan', 'Not forwarded: sending failed'],
    otherNumbersProduct: 'Credit-card consolidation loan',
  },
} as const;

// Numbers of this run's own, so a kept local database never mixes runs.
const uniqueMobile = (first: string) => first + String(Math.floor(Math.random() * 1e7)).padStart(7, '0');

/** Two requests straight into the test server's D1, newest first: one whose number left two leads, one whose left none. */
function seed() {
  const withLeads = { id: crypto.randomUUID(), mobile: uniqueMobile('6') };
  const withoutLeads = { id: crypto.randomUUID(), mobile: uniqueMobile('5') };
  const now = Date.now();
  // The widest values a row holds: a contact-us request with partner ids and a long campaign.
  d1(
    `INSERT INTO contact_requests (id, created_at, kind, title, surname, given_name, mobile, time_slot, loan_code, theclub_id, tapngo_id, utm)
     VALUES ('${withLeads.id}', '${new Date(now).toISOString()}', 'contact', 'Miss', 'Wong', 'Mei Ling', '${withLeads.mobile}', '15-18', 22,
             'C1234567890', 'T9988776655', 'utm_source=facebook_lead_ads&utm_medium=paid_social&utm_campaign=christmas_2026_property_owner_loan')`,
  );
  d1(
    `INSERT INTO contact_requests (id, created_at, kind, mobile, time_slot)
     VALUES ('${withoutLeads.id}', '${new Date(now - 1000).toISOString()}', 'callback', '${withoutLeads.mobile}', '9-12')`,
  );
  const lead = (mobile: string, createdAt: string, code: number, slug: string, state: string) =>
    d1(
      `INSERT INTO leads (id, created_at, mobile, gender, first_name, last_name, loan_code, loan_type, dedupe_key, forward_state)
       VALUES ('${crypto.randomUUID()}', '${createdAt}', '${mobile}', 'F', 'Mei Ling', 'Wong', ${code}, '${slug}', '${crypto.randomUUID()}', '${state}')`,
    );
  lead(withLeads.mobile, '2026-11-18T09:30:00.000Z', 1, 'n-loan', 'failed');
  lead(withLeads.mobile, '2026-11-20T02:05:00.000Z', 2, 'p-loan', 'forwarded');
  // A neighbouring number's lead: on neither page.
  lead(String(Number(withoutLeads.mobile) + 1), '2026-11-21T02:05:00.000Z', 9, 'c-loan', 'forwarded');
  return { withLeads, withoutLeads };
}

const masked = (mobile: string) => `${mobile.slice(0, 4)}****`;

/**
 * The page does not scroll sideways, no element of the main content that shows reaches past the
 * screen's edges, and no box in it scrolls sideways within itself (a table cut off in its region).
 * Headings kept for screen readers only (clipped to nothing) are not on the screen to measure.
 */
async function expectFits(page: Page, what: string) {
  const fit = await page.evaluate(() => {
    const width = window.innerWidth;
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className ? `.${el.className}` : ''}`;
    const shown = [...document.querySelectorAll('main *')].filter((el) => {
      for (let at: Element | null = el; at; at = at.parentElement) if (getComputedStyle(at).clipPath !== 'none') return false;
      return el.getBoundingClientRect().width > 0;
    });
    const past = shown
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 || el.getBoundingClientRect().left < -0.5)
      .map((el) => `${name(el)} ${Math.round(el.getBoundingClientRect().left)}–${Math.round(el.getBoundingClientRect().right)}`);
    const scrolling = shown.filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible').map(name);
    return { scrollWidth: document.documentElement.scrollWidth, width, past, scrolling };
  });
  expect(fit.scrollWidth, `${what}: page width`).toBeLessThanOrEqual(fit.width);
  expect(fit.past, `${what}: past the screen's edges`).toEqual([]);
  expect(fit.scrolling, `${what}: scrolls sideways within`).toEqual([]);
}

async function expectNoViolations(page: Page, what: string) {
  const { violations } = await axe(page).withTags(WCAG_22_AA).analyze();
  expect(violations.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test.describe('the contact queue at a phone and a desk width', { tag: '@desktop' }, () => {
  for (const lang of ['zh-HK', 'en'] as const) {
    for (const width of WIDTHS) {
      test(`${lang} at ${width} px: the queue fits, a request's page shows the same number's leads or none`, async ({ page }) => {
        test.setTimeout(60_000);
        const t = COPY[lang];
        const { withLeads, withoutLeads } = seed();
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`/admin/dev-sign-in?role=cs${lang === 'en' ? '&lang=en' : ''}`);

        await page.goto(`/admin/contacts${t.query}`);
        const row = page.locator(`tr[data-contact="${withLeads.id}"]`);
        await expect(row).toContainText(masked(withLeads.mobile));
        await expect(row).toContainText('C1234567890');
        await expect(page.locator(`tr[data-contact="${withoutLeads.id}"]`)).toBeVisible();
        await expectFits(page, 'queue');
        await expectNoViolations(page, 'queue');

        await row.getByRole('link', { name: masked(withLeads.mobile) }).click();
        // A server-rendered page of its own (two D1 reads): on a loaded CI host it took over 5 s once.
        await expect(page.locator('[data-mobile]')).toHaveText(withLeads.mobile, { timeout: 15_000 });
        const leads = page.locator('section', { has: page.getByRole('heading', { name: t.leadsHeading }) });
        await expect(leads).toContainText(t.twoLeads(masked(withLeads.mobile)));
        const rows = leads.locator('tbody tr');
        await expect(rows).toHaveCount(2);
        for (const [i, cells] of [t.newest, t.older].entries()) await expect(rows.nth(i).locator('td')).toHaveText([...cells]);
        await expect(leads).not.toContainText(t.otherNumbersProduct);
        await expect(leads).not.toContainText(withLeads.mobile);
        await expectFits(page, 'request with leads');
        await expectNoViolations(page, 'request with leads');

        await page.goto(`/admin/contacts/${withoutLeads.id}${t.query}`);
        const none = page.locator('section', { has: page.getByRole('heading', { name: t.leadsHeading }) });
        await expect(none).toContainText(t.noLead(masked(withoutLeads.mobile)));
        await expect(none.locator('tbody tr')).toHaveCount(0);
        await expect(none).not.toContainText(t.otherNumbersProduct);
        await expectFits(page, 'request without leads');
        await expectNoViolations(page, 'request without leads');
        // Nothing of the lead in the address.
        expect(page.url()).not.toContain(withoutLeads.mobile.slice(4));
      });
    }
  }
});
