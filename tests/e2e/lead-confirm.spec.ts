import type { Locator, Page, TestInfo } from '@playwright/test';
import { axe } from './axe';
import { expect, hydrated, isMobile, test } from './fixtures';
import { d1 } from './local-d1';

/**
 * What a visitor is told after applying, with the worker's real lead endpoint: the confirmation on
 * the product page (its reference, when customer service calls in Hong Kong office hours, what to
 * have ready, the hotline and WhatsApp), the apply buttons reading "sent" for the rest of the
 * session, and Back, Forward, reload and `?form=1` never sending the lead again nor showing an
 * empty form. The page's clock is fixed, so the call-back time is known.
 */

const COPY = {
  'zh-HK': {
    home: '',
    mobile: '手提電話號碼',
    surname: '英文姓氏',
    given: '英文名字',
    loanType: '貸款種類',
    terms: /本人已細閱並同意條款及細則/,
    submit: '提交申請',
    title: '已收到你的申請',
    reference: '申請參考編號：',
    sentButton: '申請已送出',
    sentTitle: '你的申請已送出',
    another: '申請另一項貸款',
    documents: '請預備以下文件',
    // A Saturday after closing: Monday morning. The eve of Christmas: the 25th, the 26th (a general
    // holiday) and the Sunday are closed.
    saturday: '現在是辦公時間以外。客戶服務主任會於下一個辦公時段，即12月7日（星期一）09:00（香港時間）起致電你，請留意來電。',
    christmasEve: '即12月28日（星期一）09:00（香港時間）起致電你',
    weekdayMorning: '客戶服務主任會於今天辦公時間內（19:00前，香港時間）盡快致電你',
  },
  'en-US': {
    home: '/en',
    mobile: 'Mobile number',
    surname: 'Surname',
    given: 'Given name',
    loanType: 'Loan type',
    terms: /I have read and agree to the terms and conditions/,
    submit: 'Submit',
    title: 'We have received your application',
    reference: 'Your reference:',
    sentButton: 'Application sent',
    sentTitle: 'Your application has been sent',
    another: 'Apply for another loan',
    documents: 'Please have these ready',
    saturday:
      'Our office is closed now. Our customer service officer will call you when office hours begin, from Monday 7 December, 09:00 (Hong Kong time). Please look out for our call.',
    christmasEve: 'from Monday 28 December, 09:00 (Hong Kong time)',
    weekdayMorning: 'within today’s office hours (before 19:00, Hong Kong time)',
  },
} as const;
type Copy = (typeof COPY)[keyof typeof COPY];

const uniqueMobile = (first: string) => first + String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
const popupOf = (page: Page) => page.locator('dialog.lead-popup');
const applyButton = (page: Page, testInfo: TestInfo) =>
  page.locator(isMobile(testInfo) ? 'nav.bottom-bar a[data-apply-button]' : 'header a[data-apply-button]');
const confirmation = (page: Page, copy: Copy) => page.getByRole('region', { name: copy.title });

/** Counts the lead POSTs that leave the page. */
function countLeadPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/insertToShortForm') posts.push(req.url());
  });
  return posts;
}

/** Sends a debt-transfer lead (code 3) from the FAQ page through the header's (or bottom bar's) apply button. */
async function sendLead(page: Page, testInfo: TestInfo, copy: Copy, mobile: string) {
  await page.goto(`${copy.home}/faq`);
  await hydrated(page);
  await applyButton(page, testInfo).click();
  const popup = popupOf(page);
  await expect(popup.locator('form[data-lead-form]')).toBeVisible();
  await popup.getByLabel(copy.mobile).fill(mobile);
  await popup.getByLabel(copy.surname).fill('Szeto');
  await popup.getByLabel(copy.given).fill('Wing Yee');
  await popup.getByLabel(copy.loanType).selectOption('3');
  await popup.getByRole('checkbox', { name: copy.terms }).check();
  await popup.getByRole('button', { name: copy.submit }).click();
  await page.waitForURL((url) => url.pathname === `${copy.home}/loan/t-loan` && url.hash === '');
}

/** An apply button reads as sent: what shows and what is read out (the other words are in the markup, not shown). */
async function expectSent(button: Locator, copy: Copy) {
  await expect.poll(() => button.innerText()).toBe(copy.sentButton);
  await expect(button).toHaveAccessibleName(copy.sentButton);
}

const storedIds = (mobile: string) => d1<{ id: string }>(`SELECT id FROM leads WHERE mobile = '${mobile}'`).map((r) => r.id);

for (const locale of ['zh-HK', 'en-US'] as const) {
  const copy = COPY[locale];

  test(`${locale}: a lead sent on a Saturday afternoon is confirmed with its reference and a Monday-morning call; Back and reload send nothing again`, async ({
    page,
  }, testInfo) => {
    test.slow(); // Two page loads of the lead flow, Back, Forward, a reload and two axe runs.
    await page.clock.setFixedTime(new Date('2026-12-05T14:10:00+08:00'));
    const mobile = uniqueMobile('5');
    const posts = countLeadPosts(page);
    await sendLead(page, testInfo, copy, mobile);
    const ids = storedIds(mobile);
    expect(ids).toHaveLength(1);

    // The confirmation: its heading has the focus (read out, in view), the reference the database
    // holds, the call-back time, the number masked, the product's documents, hotline and WhatsApp.
    const box = confirmation(page, copy);
    await expect(box).toBeVisible();
    await expect(box.getByRole('heading', { name: copy.title })).toBeFocused();
    await expect(box).toContainText(`${copy.reference} ${ids[0]}`);
    await expect(box).toContainText(copy.saturday);
    await expect(box).toContainText(`XXXX ${mobile.slice(4)}`);
    await expect(page.locator('body')).not.toContainText(mobile);
    await expect(box.getByRole('heading', { name: copy.documents })).toBeVisible();
    const pageDocuments = await page.locator('#eligibility .c-card').nth(1).locator('li').allInnerTexts();
    expect(pageDocuments.length).toBeGreaterThan(0);
    expect((await box.getByRole('listitem').allInnerTexts()).map((s) => s.trim())).toEqual(pageDocuments.map((s) => s.trim()));
    await expect(box.locator('a[href^="tel:+852"]')).toBeVisible();
    await expect(box.locator('a[href^="https://wa.me/852"]')).toBeVisible();
    // Not under the fixed header: the focused heading's top is below the header's bottom.
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const headingTop = await box.getByRole('heading', { name: copy.title }).evaluate((el) => el.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
    expect((await axe(page).include('[data-lead-received]').analyze()).violations.map((v) => v.id)).toEqual([]);

    // The apply button reads as sent, and opens no form by accident: the popup says it was sent.
    await expectSent(applyButton(page, testInfo), copy);
    await applyButton(page, testInfo).click();
    const popup = popupOf(page);
    await expect(popup.getByText(copy.sentTitle)).toBeVisible();
    await expect(popup.getByText(ids[0]!)).toBeVisible();
    await expect(popup.locator('form[data-lead-form]')).toHaveCount(0);
    expect((await axe(page).include('dialog.lead-popup').analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    // Back to the page the form was sent from: no form, the button reads sent.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${copy.home}/faq$`));
    await hydrated(page);
    await expect(page.locator('dialog.lead-popup form[data-lead-form]:visible')).toHaveCount(0);
    await expectSent(applyButton(page, testInfo), copy);
    // Forward and reload: the confirmation shows again, from the session.
    await page.goForward();
    await page.reload();
    await hydrated(page);
    await expect(confirmation(page, copy)).toContainText(`${copy.reference} ${ids[0]}`);
    await expect(confirmation(page, copy)).toContainText(copy.saturday);
    await expectSent(applyButton(page, testInfo), copy);

    // The session keeps the reference, the product and the time, and nothing personal; no cookie has them.
    const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie);
    expect(kept).not.toContain(mobile);
    expect(kept).not.toContain('Szeto');
    expect(posts).toHaveLength(1);
    expect(storedIds(mobile)).toEqual(ids);
  });

  test(`${locale}: on the eve of Christmas the call is the next working day; ?form=1 shows the sent state, and another loan is a deliberate step`, async ({
    page,
  }, testInfo) => {
    await page.clock.setFixedTime(new Date('2026-12-24T20:00:00+08:00'));
    const mobile = uniqueMobile('6');
    const posts = countLeadPosts(page);
    await sendLead(page, testInfo, copy, mobile);
    await expect(confirmation(page, copy)).toContainText(copy.christmasEve);

    // An address that opens the form (a bookmark, a link without script) opens the sent state instead.
    await page.goto(`${copy.home}/faq?form=1`);
    const popup = popupOf(page);
    await expect(popup.getByText(copy.sentTitle)).toBeVisible();
    await expect(popup.locator('form[data-lead-form]')).toHaveCount(0);
    // Focus is inside the popup, on something visible.
    await expect(popup.locator(':focus')).toBeVisible();
    // Another application on purpose: the form comes.
    await popup.getByRole('button', { name: copy.another }).click();
    await expect(popup.locator('form[data-lead-form]')).toBeVisible();
    await expect(popup.getByLabel(copy.mobile)).toBeFocused();
    await expect(popup.getByLabel(copy.mobile)).toHaveValue('');
    expect(posts).toHaveLength(1);
    expect(storedIds(mobile)).toHaveLength(1);
  });
}

test('a weekday morning: the call comes within today’s office hours', async ({ page }, testInfo) => {
  await page.clock.setFixedTime(new Date('2026-12-08T10:30:00+08:00'));
  const copy = COPY['en-US'];
  await sendLead(page, testInfo, copy, uniqueMobile('9'));
  await expect(confirmation(page, copy)).toContainText(copy.weekdayMorning);
});
