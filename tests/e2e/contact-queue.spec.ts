import type { Page } from '@playwright/test';
import { axe, WCAG_22_AA } from './axe';
import { expect, hydrated, test } from './fixtures';
import { clientAddress, d1 } from './local-d1';

/**
 * The customer-service queue in a browser: a visitor books a call back on the contact page; an
 * officer signed in as cs (the local development sign-in) finds it in the console's queue with the
 * number masked, opens it (the whole number), marks it contacted: it leaves the default list of
 * requests still to call and shows under the contacted filter. In Chinese and in English; axe on
 * the queue and the request's page (WCAG 2.2 AA).
 */
test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': clientAddress(testInfo) });
});

// A number of its own for each run, so a kept local database never mixes runs.
const uniqueMobile = () => '5' + String(Math.floor(Math.random() * 1e7)).padStart(7, '0');

const COPY = {
  'zh-HK': {
    contactPage: '/contactus',
    callbackHeading: '預約回電',
    mobile: '手提電話號碼',
    received: '已收到你的回電預約',
    nav: '聯絡要求',
    queueHeading: '待回覆的聯絡要求',
    status: { new: '新要求', contacted: '已聯絡' },
    contacted: '已聯絡',
    recorded: '已記錄：已聯絡。',
    filterState: '狀態',
    apply: '顯示',
    beyond: '沒有第 999 頁',
    query: '',
  },
  en: {
    contactPage: '/en/contactus',
    callbackHeading: 'Request a call back',
    mobile: 'Mobile number',
    received: 'Your call-back request is received',
    nav: 'Contact requests',
    queueHeading: 'Contact requests to call',
    status: { new: 'New', contacted: 'Contacted' },
    contacted: 'Contacted',
    recorded: 'Recorded: Contacted.',
    filterState: 'Status',
    apply: 'Show',
    beyond: 'There is no page 999',
    query: '?lang=en',
  },
} as const;

async function expectNoViolations(page: Page, what: string) {
  const { violations } = await axe(page).withTags(WCAG_22_AA).analyze();
  expect(violations.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

for (const lang of ['zh-HK', 'en'] as const) {
  test(`a call back booked on the contact page is in the queue and an officer marks it contacted (${lang})`, async ({ page }) => {
    const t = COPY[lang];
    const mobile = uniqueMobile();
    const masked = `${mobile.slice(0, 4)}****`;

    await page.goto(t.contactPage);
    await hydrated(page);
    const section = page.locator('section', { has: page.getByRole('heading', { name: t.callbackHeading }) });
    const form = section.locator('form');
    await form.getByLabel(t.mobile).fill(mobile);
    // A click, then what the visitor sees: should the form's island go live between the two, the
    // choice is given back to it (island-trigger.ts), not kept through the click itself.
    const slot = form.getByRole('radio', { name: '12:00 – 15:00' });
    await slot.click();
    await expect(slot).toBeChecked();
    await form.getByRole('button', { name: t.callbackHeading }).click();
    await expect(section.getByRole('status')).toContainText(t.received);
    const [stored] = d1<{ id: string }>(`SELECT id FROM contact_requests WHERE mobile = '${mobile}'`);
    expect(stored).toBeDefined();

    await page.goto(`/admin/dev-sign-in?role=cs${lang === 'en' ? '&lang=en' : ''}`);
    await page.getByRole('navigation').getByRole('link', { name: t.nav }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.queueHeading);
    const row = page.locator(`tr[data-contact="${stored!.id}"]`);
    await expect(row).toContainText(masked);
    await expect(row).toContainText('12:00–15:00');
    await expect(row).toContainText(t.status.new);
    await expect(page.locator('main')).not.toContainText(mobile);
    // The queue fits this screen (a phone's 390 px or a desk's): no sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoViolations(page, 'queue');

    await row.getByRole('link', { name: masked }).click();
    await expect(page.locator('[data-mobile]')).toHaveText(mobile);
    await expectNoViolations(page, 'request');
    await page.getByRole('button', { name: t.contacted, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(t.recorded);
    await expect(page.locator('dd[data-status]')).toHaveText(t.status.contacted);
    await expectNoViolations(page, 'request after the change');

    // Contacted: no longer among the requests still to call, the queue's default list.
    await page.goto(`/admin/contacts${t.query}`);
    await expect(page.getByLabel(t.filterState, { exact: true })).toHaveValue('pending');
    await expect(page.locator('[data-total]')).toBeVisible();
    await expect(page.locator(`tr[data-contact="${stored!.id}"]`)).toHaveCount(0);
    expect(d1(`SELECT action FROM audit_log WHERE target = 'contact:${stored!.id}' ORDER BY id`)).toEqual([
      { action: 'contact.view' },
      { action: 'contact.contacted' },
      { action: 'contact.view' },
    ]);

    // The filter form (a GET of filter values only): the request among the contacted ones, its number not in the address.
    await page.getByLabel(t.filterState, { exact: true }).selectOption('contacted');
    await page.getByRole('button', { name: t.apply, exact: true }).click();
    await expect(page).toHaveURL(/[?&]state=contacted/);
    expect(page.url()).not.toContain(mobile.slice(4));
    await expect(page.locator(`tr[data-contact="${stored!.id}"]`)).toContainText(t.status.contacted);
    await expectNoViolations(page, 'queue filtered');
    await page.goto(`/admin/contacts?state=all&page=999${lang === 'en' ? '&lang=en' : ''}`);
    await expect(page.getByText(t.beyond)).toBeVisible();
    await expectNoViolations(page, 'queue past its last page');
  });
}
