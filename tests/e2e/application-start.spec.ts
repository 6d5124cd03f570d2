import type { Locator, Page, Request, TestInfo } from '@playwright/test';
import { DOWN_ORIGIN } from './app-service-down';
import { axe } from './axe';
import { allowConsoleErrors, expect, gotoWithFormFlag, test } from './fixtures';
import { clientAddress } from './local-d1';

/**
 * The 7x24 popup's start-loan button: it starts an application through the worker (the sample
 * service on the first test server) and opens the member site with its reference; changed details
 * update the same application; with the app service down the member site still opens, plain, and
 * the form keeps what was typed. The member site is a stand-in page; this site's endpoints are real.
 */
const MEMBER_LOGIN = 'https://member.example.com/login';

const COPY = {
  'zh-HK': {
    path: '/loan/7x24-loan?form=1',
    start: /立即開始借款/,
    mobile: '手提電話號碼',
    surname: '英文姓氏',
    given: '英文名字',
    loanType: '貸款種類',
    terms: /本人已細閱並同意條款及細則/,
    submit: '提交申請',
    notCarried: '暫時未能把你的資料帶到會員網站，請在會員網站填寫。你在這裡填寫的資料仍然保留，亦可提交表格由專人聯絡你。',
  },
  'en-US': {
    path: '/en/loan/7x24-loan?form=1',
    start: /Start your loan now/,
    mobile: 'Mobile number',
    surname: 'Surname',
    given: 'Given name',
    loanType: 'Loan type',
    terms: /I have read and agree to the terms and conditions/,
    submit: 'Submit',
    notCarried:
      'We could not take your details to the member site just now: please enter them there. What you typed here is kept, and you can still submit the form for a call back.',
  },
} as const;
type Copy = (typeof COPY)[keyof typeof COPY];

async function openPopup(page: Page, testInfo: TestInfo, url: string) {
  // Each test its own client for the worker's write limit.
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': clientAddress(testInfo) });
  await gotoWithFormFlag(page, url);
  const popup = page.locator('dialog.lead-popup');
  await expect(popup.locator('form[data-lead-form]')).toBeVisible();
  return popup;
}

async function fill(popup: Locator, copy: Copy, { mobile = '91234567', terms = true } = {}) {
  await popup.getByLabel(copy.mobile).fill(mobile);
  await popup.getByLabel(copy.surname).fill('Chan');
  await popup.getByLabel(copy.given).fill('Tai Man');
  if (terms) await popup.getByRole('checkbox', { name: copy.terms }).check();
}

/** The requests the page makes to this site's application endpoints: method, path and body. */
function watchApplications(page: Page) {
  const seen: { method: string; path: string; body: unknown }[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/application')) seen.push({ method: req.method(), path: url.pathname, body: req.postDataJSON() });
  });
  return seen;
}

/** Presses the start-loan button and returns the member-site window it opens, once it has arrived there. */
async function start(page: Page, popup: Locator, copy: Copy, expected: RegExp | string) {
  const opened = page.waitForEvent('popup');
  await popup.getByRole('link', { name: copy.start }).click();
  const member = await opened;
  await expect(member).toHaveURL(expected);
  await expect(member.getByRole('heading', { name: 'Member login' })).toBeVisible();
  return member;
}

const refOf = (member: Page) => new URL(member.url()).searchParams.get('applicationRef');

for (const locale of ['zh-HK', 'en-US'] as const) {
  const copy = COPY[locale];

  test(`${locale}: the start-loan button starts an application with the form's details and opens the member site with its reference`, async ({
    page,
  }, testInfo) => {
    const calls = watchApplications(page);
    const popup = await openPopup(page, testInfo, copy.path);
    await fill(popup, copy);
    const member = await start(page, popup, copy, /^https:\/\/member\.example\.com\/login\?applicationRef=sample-app-[0-9a-z]+-[0-9a-f]{8}$/);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/application',
        body: { firstName: 'Tai Man', lastName: 'Chan', gender: 'M', mobile: '91234567', loanType: 5, locale, terms: true },
      },
    ]);
    // The popup stays as it was behind the new window: nothing typed is lost.
    await expect(popup.getByLabel(copy.mobile)).toHaveValue('91234567');
    await expect(popup.getByLabel(copy.loanType)).toHaveValue('5');
    expect(refOf(member)).not.toBe('');
  });
}

test.describe('at desktop size only', { tag: '@desktop' }, () => {
  // What is sent and where the visitor goes do not depend on the screen size: once, at desktop size.
  for (const locale of ['zh-HK', 'en-US'] as const) {
    const copy = COPY[locale];

    test(`${locale}: changed details update the same application; unchanged ones send nothing`, async ({ page }, testInfo) => {
      const calls = watchApplications(page);
      const popup = await openPopup(page, testInfo, copy.path);
      await fill(popup, copy);
      const first = refOf(await start(page, popup, copy, /applicationRef=sample-app-/));

      await popup.getByLabel(copy.mobile).fill('61234567');
      await popup.getByLabel(copy.loanType).selectOption('1');
      const second = refOf(await start(page, popup, copy, /applicationRef=sample-app-/));
      expect(second).toBe(first);

      const third = refOf(await start(page, popup, copy, /applicationRef=sample-app-/));
      expect(third).toBe(first);
      expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/application', `PATCH /api/application/${first}`]);
      expect(calls[1]!.body).toEqual({ mobile: '61234567', loanType: 1 });
    });
  }

  test(
    'another browser with the reference cannot change the application; the page cannot read what proves it',
    { tag: '@desktop' },
    async ({ page, browser }, testInfo) => {
      const copy = COPY['en-US'];
      const popup = await openPopup(page, testInfo, copy.path);
      await fill(popup, copy);
      const ref = refOf(await start(page, popup, copy, /applicationRef=sample-app-/))!;
      // The proof is an HttpOnly cookie: the page's scripts (or an injected one) cannot read or copy it.
      expect(await page.evaluate(() => document.cookie)).not.toContain('application=');
      // A stranger's browser, on this site, with the reference from the member site's address.
      const stranger = await browser.newContext();
      try {
        const other = await stranger.newPage();
        await other.setExtraHTTPHeaders({ 'CF-Connecting-IP': clientAddress(testInfo) });
        await other.goto(copy.path);
        const status = await other.evaluate(
          async (path) =>
            (await fetch(path, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: '61234567' }) })).status,
          `/api/application/${ref}`,
        );
        expect(status).toBe(404);
      } finally {
        await stranger.close();
      }
      // The visitor's own browser still can.
      await popup.getByLabel(copy.mobile).fill('61234567');
      expect(refOf(await start(page, popup, copy, /applicationRef=sample-app-/))).toBe(ref);
    },
  );

  test('en-US: a browser that refuses the new window gets the member site with the reference in this tab', async ({ page }, testInfo) => {
    // What a pop-up blocker does: window.open gives no window.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const calls = watchApplications(page);
    const popup = await openPopup(page, testInfo, COPY['en-US'].path);
    await fill(popup, COPY['en-US']);
    await popup.getByRole('link', { name: COPY['en-US'].start }).click();
    await expect(page).toHaveURL(/^https:\/\/member\.example\.com\/login\?applicationRef=sample-app-/);
    expect(calls.map(({ method }) => method)).toEqual(['POST']);
  });

  test('zh-HK: a form not ready to send (terms not agreed) opens the plain member site and starts nothing', async ({ page }, testInfo) => {
    const calls = watchApplications(page);
    const popup = await openPopup(page, testInfo, COPY['zh-HK'].path);
    await fill(popup, COPY['zh-HK'], { terms: false });
    await start(page, popup, COPY['zh-HK'], MEMBER_LOGIN);
    expect(calls).toEqual([]);
  });
});

for (const locale of ['zh-HK', 'en-US'] as const) {
  const copy = COPY[locale];

  test(`${locale}: with the app service down the member site still opens, the popup says so, and the form still sends the lead`, async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const popup = await openPopup(page, testInfo, `${DOWN_ORIGIN}${copy.path}`);
    await fill(popup, copy);
    await start(page, popup, copy, MEMBER_LOGIN);
    await expect(popup.getByRole('status').filter({ hasText: copy.notCarried })).toBeVisible();
    await expect(popup.getByLabel(copy.mobile)).toHaveValue('91234567');
    const results = await axe(page).include('dialog.lead-popup').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);

    // The lead flow as before: the form sends what was typed and goes to the product page.
    const lead = page.waitForRequest((req) => req.url().endsWith('/api/insertToShortForm'));
    await popup.getByRole('button', { name: copy.submit }).click();
    expect((await lead).postDataJSON()).toMatchObject({ mobile: '91234567', last_name: 'Chan', first_name: 'Tai Man', loan_type: 5, locale });
    // Landed: the lead in the fragment only, which the page takes out of its address at once.
    await page.waitForURL((url) => url.pathname.endsWith('/loan/7x24-loan') && url.search === '' && url.hash === '');
    // The application endpoint's 503 (and the lead's, should this server's database be empty).
    allowConsoleErrors(consoleErrors, /Failed to load resource/);
  });
}
