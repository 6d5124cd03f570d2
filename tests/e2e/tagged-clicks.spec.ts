import type { Page, Request } from '@playwright/test';
import { expect, hydrated, isMobile, test } from './fixtures';
import { d1 } from './local-d1';

/**
 * Tagged clicks: elements carrying `data-track="section:action"` send the event
 * `<page>_<section>_<action>` with the properties page, section, action and path to /api/track,
 * which stores it in D1 `analytics_events`. Each click's request is watched on its way out (the
 * visitor's navigation goes on undisturbed), then its row is read back from the database.
 */
test.describe.configure({ timeout: 60_000 });

interface TrackBody {
  event: string;
  anonymousId: string;
  properties: Record<string, unknown>;
}

const isTrack = (event: string) => (r: Request) => r.url().endsWith('/api/track') && r.method() === 'POST' && (r.postDataJSON() as TrackBody).event === event;

/** Clicks and returns the body of the tracking request that click sent. */
async function clickSends(page: Page, click: () => Promise<void>, event: string): Promise<TrackBody> {
  const [request] = await Promise.all([page.waitForRequest(isTrack(event)), click()]);
  return request.postDataJSON() as TrackBody;
}

/** The stored properties of one visitor's events of that name (poll: the click's request may still be on its way). */
const stored = (anonymousId: string, event: string) =>
  d1<{ properties: string }>(`SELECT properties FROM analytics_events WHERE anonymous_id = '${anonymousId}' AND event = '${event}'`).map((r) =>
    JSON.parse(r.properties),
  );

async function expectStored(body: TrackBody, properties: Record<string, string>) {
  expect(body.properties).toEqual(properties);
  await expect.poll(() => stored(body.anonymousId, body.event), { timeout: 20_000 }).toEqual([properties]);
}

for (const { locale, prefix } of [
  { locale: 'zh-HK', prefix: '' },
  { locale: 'en', prefix: '/en' },
]) {
  test.describe(`tagged clicks (${locale})`, () => {
    test('the apply button sends home_<where>_apply and the lead popup still opens', async ({ page }, testInfo) => {
      await page.goto(prefix || '/');
      await hydrated(page);
      const [section, selector] = isMobile(testInfo) ? ['bottom_bar', 'nav.bottom-bar a[data-apply-button]'] : ['header', 'header a[data-apply-button]'];
      const body = await clickSends(page, () => page.locator(selector).click(), `home_${section}_apply`);
      await expect(page.locator('dialog.lead-popup form[data-lead-form]')).toBeVisible();
      await expectStored(body, { page: 'home', section, action: 'apply', path: prefix || '/' });
    });

    test('the apply button under a calculator sends <product>_calculator_apply', { tag: '@desktop' }, async ({ page }) => {
      // The same element and request at every screen size: once, in the desktop project.
      await page.goto(`${prefix}/loan/n-loan`);
      await hydrated(page);
      const apply = page.locator('.calc-section a[data-apply-button]');
      await apply.scrollIntoViewIfNeeded();
      const body = await clickSends(page, () => apply.click(), 'nloan_calculator_apply');
      await expect(page.locator('dialog.lead-popup form[data-lead-form]')).toBeVisible();
      await expectStored(body, { page: 'nLoan', section: 'calculator', action: 'apply', path: `${prefix}/loan/n-loan` });
    });

    test('a product card of the home page sends home_products_<product> and goes to the product', { tag: '@desktop' }, async ({ page }) => {
      // The same element and request at every screen size: once, in the desktop project.
      await page.goto(prefix || '/');
      await hydrated(page);
      const card = page.locator('.c-products a[href$="/loan/n-loan"]');
      const body = await clickSends(page, () => card.click(), 'home_products_nloan');
      await expect(page).toHaveURL(new RegExp(`${prefix}/loan/n-loan$`));
      await expect(page.locator('[data-route="nLoan"]')).toBeVisible();
      await expectStored(body, { page: 'home', section: 'products', action: 'nLoan', path: prefix || '/' });
    });

    test('a bottom-bar item sends faq_bottom_bar_<item> and does its job', { tag: '@phone' }, async ({ page }) => {
      // The bottom bar is the phone layout: phone project only.
      await page.goto(`${prefix}/faq`);
      await hydrated(page);
      const loanTypes = page.locator('nav.bottom-bar button[aria-controls="mobile-panel-1"]');
      const body = await clickSends(page, () => loanTypes.click(), 'faq_bottom_bar_loan_types');
      await expect(page.locator('#mobile-panel-1')).toBeVisible();
      await expectStored(body, { page: 'faq', section: 'bottom_bar', action: 'loan_types', path: `${prefix}/faq` });
      await page.locator('#mobile-panel-1 .mobile-panel__close').click();

      const shops = await clickSends(page, () => page.locator('nav.bottom-bar a[data-track="bottom_bar:shops"]').click(), 'faq_bottom_bar_shops');
      await expect(page).toHaveURL(new RegExp(`${prefix}/addressMap$`));
      await expectStored(shops, { page: 'faq', section: 'bottom_bar', action: 'shops', path: `${prefix}/faq` });
    });

    test('a loan in the desktop mega-menu sends faq_loan_menu_<product>', { tag: '@desktop' }, async ({ page }) => {
      // The mega-menu is the desktop layout: desktop project only.
      await page.goto(`${prefix}/faq`);
      await hydrated(page);
      await page.locator('.mega-menu .disclosure__button').click();
      const body = await clickSends(page, () => page.locator('.mega-menu a[data-track="loan_menu:tLoan"]').click(), 'faq_loan_menu_tloan');
      await expect(page).toHaveURL(new RegExp(`${prefix}/loan/t-loan$`));
      await expectStored(body, { page: 'faq', section: 'loan_menu', action: 'tLoan', path: `${prefix}/faq` });
    });

    test('a contact channel sends contactus_channels_<channel>', { tag: '@desktop' }, async ({ page }) => {
      // The same element and request at every screen size: once, in the desktop project.
      await page.goto(`${prefix}/contactus`);
      await hydrated(page);
      const wechat = page.locator('button.c-wechat__open');
      const body = await clickSends(page, () => wechat.click(), 'contactus_channels_wechat');
      await expect(page.locator('dialog.c-wechat')).toBeVisible();
      await expectStored(body, { page: 'contactus', section: 'channels', action: 'wechat', path: `${prefix}/contactus` });
    });

    test('the SME layout tracks its tagged links too', { tag: '@desktop' }, async ({ page }) => {
      // The same element and request at every screen size: once, in the desktop project.
      await page.goto(`${prefix}/loan/sme`);
      await hydrated(page);
      const body = await clickSends(page, () => page.locator('a.sme-header__back').click(), 'sme_header_back_to_main');
      await expect(page).toHaveURL(new RegExp(`:\\d+${prefix || '/'}$`));
      await expectStored(body, { page: 'sme', section: 'header', action: 'back_to_main', path: `${prefix}/loan/sme` });
    });
  });
}
