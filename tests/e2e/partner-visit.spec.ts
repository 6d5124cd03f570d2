import type { Locator, Page } from '@playwright/test';
import { expect, gotoWithFormFlag, hydrated, test } from './fixtures';
import { clientAddress, d1 } from './local-d1';

/**
 * Visits from The Club's and Tap & Go's campaigns (utm_source=theclub / tapngo in any case, or
 * the member id itself in the address): the contact form asks for that partner's id, with its
 * own message, filled in when the id came with the visit, for the rest of the visit; the short
 * lead form sends the id. Without such a visit both ids stay optional. Against the real worker:
 * what was sent is read from the request and from the database.
 */

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': clientAddress(testInfo) });
});

// A number of its own for each run, so a kept local database never mixes runs.
const uniqueMobile = (first: string) => first + String(Math.floor(Math.random() * 1e7)).padStart(7, '0');

const COPY = {
  'zh-HK': {
    contact: '/contactus',
    send: '提交查詢',
    theClub: 'The Club 會員號碼',
    tapngo: 'Tap & Go 號碼',
    optional: '（選填）',
    theClubError: '請輸入 The Club 會員號碼',
    tapngoError: '請輸入 Tap & Go 號碼',
    miss: '小姐',
    surname: '英文姓氏',
    given: '英文名字',
    mobile: '手提電話號碼',
    loanType: '貸款種類',
    terms: /條款及細則/,
  },
  en: {
    contact: '/en/contactus',
    send: 'Send enquiry',
    theClub: 'The Club ID',
    tapngo: 'Tap & Go ID',
    optional: '(optional)',
    theClubError: 'Please enter The Club ID',
    tapngoError: 'Please enter Tap & Go ID',
    miss: 'Miss',
    surname: 'Surname',
    given: 'Given name',
    mobile: 'Mobile number',
    loanType: 'Loan type',
    terms: /terms and conditions/,
  },
} as const;
type Copy = (typeof COPY)[keyof typeof COPY];

const contactForm = (page: Page) => page.locator('form[data-contact-form]');
const idField = (form: Locator, name: 'theclub_id' | 'tapngo_id') => form.locator(`input[name=${name}]`);

async function fillContact(form: Locator, copy: Copy, mobile: string) {
  await form.getByRole('radio', { name: copy.miss }).check();
  await form.getByLabel(copy.surname).fill('Wong');
  await form.getByLabel(copy.given).fill('Siu Ming');
  await form.getByLabel(copy.mobile).fill(mobile);
  await form.getByRole('radio', { name: '09:00 – 12:00' }).check();
  await form.getByLabel(copy.loanType).selectOption('1');
  await form.getByRole('checkbox', { name: copy.terms }).check();
}

const contactRequest = (page: Page) => page.waitForRequest((req) => req.url().endsWith('/api/contact') && req.method() === 'POST');

test('zh-HK: The Club id in the address makes the field required and filled in; the request carries it', { tag: '@desktop' }, async ({ page }) => {
  // Same at every screen size: once, in the desktop project.
  const copy = COPY['zh-HK'];
  const mobile = uniqueMobile('9');
  await page.goto(`${copy.contact}?utm_source=TheClub&theclub_id=TC12345`);
  await hydrated(page);
  const form = contactForm(page);
  // As a visitor comes to it: the form's code comes when it nears the screen.
  await form.scrollIntoViewIfNeeded();
  const theClub = idField(form, 'theclub_id');
  await expect(theClub).toHaveValue('TC12345');
  await expect(theClub).toHaveAttribute('aria-required', 'true');
  // Its label no longer says optional; the other partner's still does.
  await expect(page.getByLabel(copy.theClub, { exact: true })).toHaveValue('TC12345');
  await expect(page.getByLabel(`${copy.tapngo}${copy.optional}`, { exact: true })).toHaveValue('');

  // Emptied, it is refused with its own message.
  await theClub.fill('');
  await form.getByRole('button', { name: copy.send }).click();
  await expect(form.locator('[id$="-error"]').getByText(copy.theClubError, { exact: true })).toBeVisible();
  await expect(theClub).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('[id$="-error"]').getByText(copy.tapngoError, { exact: true })).toHaveCount(0);

  await fillContact(form, copy, mobile);
  await theClub.fill('TC12345');
  const sent = contactRequest(page);
  await form.getByRole('button', { name: copy.send }).click();
  expect((await sent).postDataJSON()).toMatchObject({ kind: 'contact', theclub_id: 'TC12345', tapngo_id: '' });
  await expect(page.getByRole('status').filter({ hasText: '已收到你的查詢' })).toBeVisible();
  expect(d1(`SELECT theclub_id, tapngo_id FROM contact_requests WHERE mobile = '${mobile}'`)).toEqual([{ theclub_id: 'TC12345', tapngo_id: '' }]);
});

test('en: a Tap & Go campaign visit holds on another page of the session; the id is then required', { tag: '@desktop' }, async ({ page }) => {
  // Same at every screen size: once, in the desktop project.
  const copy = COPY.en;
  const mobile = uniqueMobile('6');
  // The campaign arrives on the home page, without an id ...
  await page.goto('/en?utm_source=tapngo&utm_campaign=autumn');
  await hydrated(page);
  // ... and the visitor opens other pages of the site in the same tab (the same session).
  await page.goto('/en/faq');
  await hydrated(page);
  await page.goto(copy.contact);
  await hydrated(page);
  const form = contactForm(page);
  // As a visitor comes to it: the form's code comes when it nears the screen.
  await form.scrollIntoViewIfNeeded();
  await expect(page.getByLabel(copy.tapngo, { exact: true })).toHaveValue('');
  await expect(page.getByLabel(copy.tapngo, { exact: true })).toHaveAttribute('aria-required', 'true');
  await expect(page.getByLabel(`${copy.theClub}${copy.optional}`, { exact: true })).toBeVisible();

  await fillContact(form, copy, mobile);
  await form.getByRole('button', { name: copy.send }).click();
  await expect(form.locator('[id$="-error"]').getByText(copy.tapngoError, { exact: true })).toBeVisible();
  await expect(page.getByLabel(copy.tapngo, { exact: true })).toBeFocused();

  await page.getByLabel(copy.tapngo, { exact: true }).fill('TG-777');
  const sent = contactRequest(page);
  await form.getByRole('button', { name: copy.send }).click();
  expect((await sent).postDataJSON()).toMatchObject({ tapngo_id: 'TG-777', theclub_id: '' });
  await expect(page.getByRole('status').filter({ hasText: 'We have received your enquiry' })).toBeVisible();
  expect(d1(`SELECT theclub_id, tapngo_id FROM contact_requests WHERE mobile = '${mobile}'`)).toEqual([{ theclub_id: '', tapngo_id: 'TG-777' }]);
});

for (const [locale, copy] of Object.entries(COPY)) {
  test(`${locale}: without a partner campaign both ids stay optional and are sent empty`, { tag: '@desktop' }, async ({ page }) => {
    // Same at every screen size: once, in the desktop project.
    const mobile = uniqueMobile('5');
    await page.goto(`${copy.contact}?utm_source=google`);
    await hydrated(page);
    const form = contactForm(page);
    // As a visitor comes to it: the form's code comes when it nears the screen.
    await form.scrollIntoViewIfNeeded();
    await expect(page.getByLabel(`${copy.theClub}${copy.optional}`, { exact: true })).not.toHaveAttribute('aria-required', 'true');
    await expect(page.getByLabel(`${copy.tapngo}${copy.optional}`, { exact: true })).not.toHaveAttribute('aria-required', 'true');
    await fillContact(form, copy, mobile);
    const sent = contactRequest(page);
    await form.getByRole('button', { name: copy.send }).click();
    const request = await sent;
    expect(request.postDataJSON()).toMatchObject({ theclub_id: '', tapngo_id: '' });
    await expect(form.locator('[id$="-error"]')).toHaveCount(0);
    // Read once the worker has answered, that is once it has stored the request.
    await request.response();
    expect(d1(`SELECT theclub_id, tapngo_id FROM contact_requests WHERE mobile = '${mobile}'`)).toEqual([{ theclub_id: '', tapngo_id: '' }]);
  });
}

const LEAD = {
  'zh-HK': { mobile: '手提電話號碼', surname: '英文姓氏', given: '英文名字', loanType: '貸款種類', terms: /本人已細閱並同意條款及細則/, submit: '提交申請' },
  en: {
    mobile: 'Mobile number',
    surname: 'Surname',
    given: 'Given name',
    loanType: 'Loan type',
    terms: /I have read and agree to the terms and conditions/,
    submit: 'Submit',
  },
} as const;

/** Fills and sends the popup's short form; returns the body the page sent to the worker. */
async function sendShortForm(page: Page, copy: (typeof LEAD)[keyof typeof LEAD], mobile: string) {
  const popup = page.locator('dialog.lead-popup');
  await expect(popup.locator('form[data-lead-form]')).toBeVisible();
  await popup.getByLabel(copy.mobile).fill(mobile);
  await popup.getByLabel(copy.surname).fill('Chan');
  await popup.getByLabel(copy.given).fill('Tai Man');
  await popup.getByLabel(copy.loanType).selectOption('1');
  await popup.getByRole('checkbox', { name: copy.terms }).check();
  const sent = page.waitForRequest((req) => req.url().endsWith('/api/insertToShortForm') && req.method() === 'POST');
  await popup.getByRole('button', { name: copy.submit }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  // Landed, the lead's details already out of the address (in its fragment, then gone).
  await page.waitForURL((url) => url.pathname.endsWith('/loan/n-loan') && url.hash === '');
  return body;
}

test.describe('the short lead form on a partner visit', { tag: '@desktop' }, () => {
  // What is sent does not depend on the screen size: checked once, at desktop size.
  // Same at every screen size: once, in the desktop project.

  test('zh-HK: a Tap & Go id from an earlier page of the visit goes with the lead', async ({ page }) => {
    const mobile = uniqueMobile('9');
    await page.goto('/loan/p-loan?tapngo_id=TG4242');
    await hydrated(page);
    await gotoWithFormFlag(page, '/faq?form=1');
    const body = await sendShortForm(page, LEAD['zh-HK'], mobile);
    expect(body).toMatchObject({ tapngo_id: 'TG4242', theclub_id: '' });
    expect(d1(`SELECT theclub_id, tapngo_id FROM leads WHERE mobile = '${mobile}'`)).toEqual([{ theclub_id: '', tapngo_id: 'TG4242' }]);
  });

  test('en: The Club id in the address goes with the lead; a visit without a partner sends none', async ({ page }) => {
    const mobile = uniqueMobile('6');
    await gotoWithFormFlag(page, '/en/faq?utm_source=theclub&theclub_id=C-88&form=1');
    const body = await sendShortForm(page, LEAD.en, mobile);
    expect(body).toMatchObject({ theclub_id: 'C-88', tapngo_id: '' });

    // A fresh visit (new session) without a partner campaign.
    const other = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    const visitor = await other.newPage();
    await visitor.setExtraHTTPHeaders({ 'CF-Connecting-IP': '10.250.250.1' });
    await gotoWithFormFlag(visitor, '/en/faq?utm_source=google&form=1');
    const plain = await sendShortForm(visitor, LEAD.en, uniqueMobile('5'));
    expect(plain).toMatchObject({ theclub_id: '', tapngo_id: '' });
    await other.close();
  });
});
