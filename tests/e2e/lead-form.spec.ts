import type { Locator, Page, Request, TestInfo } from '@playwright/test';
import { axe } from './axe';
import { allowConsoleErrors, expect, gotoWithFormFlag, hydrated, installClock, isMobile, runTimers, test } from './fixtures';
import { clientAddress, d1 } from './local-d1';

/**
 * The lead-form popup as a visitor meets it: apply buttons, `?form=1`, the checks and their
 * messages, keyboard use, and where a sent lead lands.
 *
 * Tests that send a lead answer `/api/insertToShortForm` and `/api/track` in the browser with
 * `page.route` (201, 500, a network failure, 400): they check what the page does with each answer.
 * The tests at the end use the worker's real endpoints and read back what the database holds.
 */

const COPY = {
  'zh-HK': {
    home: '/',
    title: '立即申請貸款',
    mobile: '手提電話號碼',
    surname: '英文姓氏',
    given: '英文名字',
    loanType: '貸款種類',
    terms: /本人已細閱並同意條款及細則/,
    optIn: /直接促銷/,
    miss: '小姐',
    submit: '提交申請',
    errors: {
      mobile: '請輸入有效的手提電話號碼',
      lastName: '請輸入姓氏',
      firstName: '請輸入名字',
      loanType: '請選擇類型',
      terms: '請細閱並同意條款及細則',
    },
    // Either call-back sentence: in office hours or at the next opening (the time is the real one here).
    received: { title: '已收到你的申請', reference: '申請參考編號：', call: /客戶服務主任會於.+致電你，請留意來電。/ },
    startLoan: /立即開始借款/,
  },
  'en-US': {
    home: '/en',
    title: 'Apply for a loan',
    mobile: 'Mobile number',
    surname: 'Surname',
    given: 'Given name',
    loanType: 'Loan type',
    terms: /I have read and agree to the terms and conditions/,
    optIn: /direct marketing/,
    miss: 'Miss',
    submit: 'Submit',
    errors: {
      mobile: 'Please input a valid mobile number',
      lastName: 'Please input surname',
      firstName: 'Please input name',
      loanType: 'Please select type',
      terms: 'Please read and agree to the terms and conditions',
    },
    received: {
      title: 'We have received your application',
      reference: 'Your reference:',
      // In office hours the line starts "We are open now: our customer service officer…".
      call: /[Oo]ur customer service officer will call you .+\(.*Hong Kong time\)\. Please look out for our call\./,
    },
    startLoan: /Start your loan now/,
  },
} as const;
type Copy = (typeof COPY)[keyof typeof COPY];

const popupOf = (page: Page) => page.locator('dialog.lead-popup');

/** The visible apply button: the bottom bar's on a phone, the header's on a desktop. */
const applyButton = (page: Page, testInfo: TestInfo) =>
  page.locator(isMobile(testInfo) ? 'nav.bottom-bar a[data-apply-button]' : 'header a[data-apply-button]');

/** `another`: the sent panel's button, pressed to apply again once this session has sent a lead. */
async function openFromApplyButton(page: Page, testInfo: TestInfo, path: string, another?: string) {
  await page.goto(path);
  await hydrated(page);
  await applyButton(page, testInfo).click();
  const popup = popupOf(page);
  if (another) await popup.getByRole('button', { name: another }).click();
  await expect(popup.locator('form[data-lead-form]')).toBeVisible();
  return popup;
}

async function openWithQuery(page: Page, path: string) {
  await gotoWithFormFlag(page, path);
  const popup = popupOf(page);
  await expect(popup.locator('form[data-lead-form]')).toBeVisible();
  return popup;
}

interface Entry {
  mobile?: string;
  surname?: string;
  given?: string;
  loan?: string;
  miss?: boolean;
  terms?: boolean;
  optIn?: boolean;
}

async function fill(popup: Locator, copy: Copy, entry: Entry = {}) {
  const e = { mobile: '91234567', surname: 'Chan', given: 'Tai Man', loan: '3', miss: false, terms: true, optIn: false, ...entry };
  await popup.getByLabel(copy.mobile).fill(e.mobile);
  if (e.miss) await popup.getByRole('radio', { name: copy.miss }).check();
  await popup.getByLabel(copy.surname).fill(e.surname);
  await popup.getByLabel(copy.given).fill(e.given);
  await popup.getByLabel(copy.loanType).selectOption(e.loan);
  if (e.terms) await popup.getByRole('checkbox', { name: copy.terms }).check();
  if (e.optIn) await popup.getByRole('checkbox', { name: copy.optIn }).check();
}

/** Records analytics events sent to this site's worker, answering 204 as it does. */
async function recordTrack(page: Page) {
  const events: { event: string; anonymousId: string; properties: Record<string, unknown>; context: Record<string, unknown> }[] = [];
  await page.route('**/api/track', async (route) => {
    events.push(route.request().postDataJSON());
    await route.fulfill({ status: 204 });
  });
  return events;
}

/** Answers the lead endpoint with `answer`, recording each body sent. */
async function answerLeads(page: Page, answer: (req: Request) => Parameters<import('@playwright/test').Route['fulfill']>[0] | 'abort') {
  const bodies: string[] = [];
  await page.route('**/api/insertToShortForm', async (route) => {
    bodies.push(route.request().postData() ?? '');
    const a = answer(route.request());
    if (a === 'abort') await route.abort('failed');
    else await route.fulfill(a);
  });
  return bodies;
}

/** The browser reports a deliberately failed request as a console error; those are expected here. */
function allowFailedRequests(consoleErrors: string[]) {
  allowConsoleErrors(consoleErrors, /Failed to load resource/);
}

const pendingLeads = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('pendingLeads') ?? 'null'));

/** The product page's confirmation of a sent lead: a region named by its heading (lead-confirm.spec.ts checks the rest). */
const received = (page: Page, locale: keyof typeof COPY) => page.getByRole('region', { name: COPY[locale].received.title });

/** Every address the page's main frame was at, fragment and all, in order (history changes included). */
function addresses(page: Page) {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

/**
 * Waits until the lead has landed on `path` and the page has taken the lead out of its address
 * (docs/decisions.md#lead-hand-over); returns the lead as the latest arrival's address carried it, in its fragment.
 */
async function landed(page: Page, seen: string[], path: string): Promise<URLSearchParams> {
  await page.waitForURL((url) => url.pathname === path && url.hash === '' && !url.searchParams.has('form'));
  const arrival = seen.map((address) => new URL(address)).findLast((url) => url.pathname === path && url.hash.includes('param_mobile='));
  expect(arrival, `an address of ${path} with the lead in its fragment`).toBeDefined();
  return new URLSearchParams(arrival!.hash.slice(1));
}

test.describe('opening and closing the popup', () => {
  test('an apply button opens it in place as a labelled modal dialog; Escape closes it and focus returns', async ({ page }, testInfo) => {
    const popup = await openFromApplyButton(page, testInfo, '/faq');
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('dialog', { name: COPY['zh-HK'].title })).toBeVisible();
    // Native modal dialog: the page behind is inert.
    expect(await popup.evaluate((d: HTMLDialogElement) => d.open && d.matches(':modal'))).toBe(true);
    await expect(popup.getByLabel(COPY['zh-HK'].mobile)).toBeFocused();
    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // Size limits of the product rules: 26.875rem wide at most, 0.8 of the window high at most.
    const box = (await popup.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeLessThanOrEqual(430 + 0.5);
    expect(box.height).toBeLessThanOrEqual(viewport.height * 0.8 + 0.5);

    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(applyButton(page, testInfo)).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('the close button closes it, and an apply button opens it again with what was typed', async ({ page }, testInfo) => {
    const popup = await openFromApplyButton(page, testInfo, '/en');
    await popup.getByLabel(COPY['en-US'].mobile).fill('6123');
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await applyButton(page, testInfo).click();
    await expect(popup.getByLabel(COPY['en-US'].mobile)).toHaveValue('6123');
  });

  test('keeps focus inside while open', async ({ page }, testInfo) => {
    const popup = await openFromApplyButton(page, testInfo, '/');
    const inside = () => page.evaluate(() => !!document.activeElement?.closest('dialog.lead-popup'));
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inside(), `after ${i + 1} Tab presses`).toBe(true);
    }
    // From the last control forward to the first, and back again.
    await popup.getByRole('button', { name: COPY['zh-HK'].submit }).focus();
    await page.keyboard.press('Tab');
    await expect(popup.getByRole('button', { name: '關閉' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(popup.getByRole('button', { name: COPY['zh-HK'].submit })).toBeFocused();
  });

  test('?form=1 opens it about 1 second after the page is ready, on any page', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __leadTimes: Record<string, number> };
      w.__leadTimes = {};
      new MutationObserver(() => {
        const t = w.__leadTimes;
        if (!t.hydrated && document.documentElement.hasAttribute('data-hydrated')) t.hydrated = performance.now();
        if (!t.open && document.querySelector('dialog.lead-popup[open]')) t.open = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open', 'data-hydrated'] });
    });
    // In real time (elsewhere the flag's timer runs on Playwright's clock).
    await page.goto('/aboutus?form=1');
    await expect(popupOf(page).locator('form[data-lead-form]')).toBeVisible();
    const times = await page.evaluate(() => (window as unknown as { __leadTimes: Record<string, number> }).__leadTimes);
    // Measured from the page's hydration mark, which may be recorded a little after the timer starts.
    const delay = times.open! - times.hydrated!;
    expect(delay).toBeGreaterThanOrEqual(700);
    expect(delay).toBeLessThan(2500);
    // Nothing preselected on a page that is not a product page.
    await expect(popupOf(page).getByLabel(COPY['zh-HK'].loanType)).toHaveValue('');
  });

  test('?form=1 does not open it while online applications are suspended (maintenance)', async ({ page }) => {
    await installClock(page);
    await page.goto('/faq?form=1&show_layer=1');
    await hydrated(page);
    await expect(page.locator('[data-maintenance-layer]')).toBeVisible();
    await runTimers(page, 1500);
    await expect(popupOf(page)).toBeHidden();
  });

  test('?form=1 opens it on the SME page too, in its own layout (zh-HK and en)', async ({ page }) => {
    for (const [path, copy] of [
      ['/loan/sme?form=1', COPY['zh-HK']],
      ['/en/loan/sme?form=1', COPY['en-US']],
    ] as const) {
      const popup = await openWithQuery(page, path);
      await expect(page.getByRole('dialog', { name: copy.title })).toBeVisible();
      await expect(popup.getByLabel(copy.mobile)).toBeFocused();
      // Still the SME page's own slim header and footer, not the default layout's.
      await expect(page.locator('header.sme-header')).toHaveCount(1);
      await expect(page.locator('footer.sme-footer')).toHaveCount(1);
      await expect(page.locator('footer.site-footer, nav.bottom-bar')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
    }
    // Without the flag it stays closed.
    await installClock(page);
    await page.goto('/en/loan/sme');
    await hydrated(page);
    await runTimers(page, 1500);
    await expect(popupOf(page)).toBeHidden();
  });

  test.describe('what the address preselects and adds', { tag: '@desktop' }, () => {
    // Same at every screen size: once, in the desktop project.

    test('?form=1&type=3 preselects the debt-transfer loan; toknow=Supreme and a product page preselect too', async ({ page }) => {
      let popup = await openWithQuery(page, '/?form=1&type=3');
      const select = popup.getByLabel(COPY['zh-HK'].loanType);
      await expect(select).toHaveValue('3');
      await expect(select.locator('option:checked')).toHaveText('結餘轉戶貸款');

      popup = await openWithQuery(page, '/en/faq?form=1&type=t-loan');
      await expect(popup.getByLabel(COPY['en-US'].loanType)).toHaveValue('3');

      popup = await openWithQuery(page, '/en?form=1&toknow=Supreme');
      await expect(popup.getByLabel(COPY['en-US'].loanType)).toHaveValue('11');

      popup = await openWithQuery(page, '/loan/p-loan?form=1');
      await expect(popup.getByLabel(COPY['zh-HK'].loanType)).toHaveValue('2');
    });

    test('on 7x24 pages it also offers to start the loan, the app, and heads the form as a preliminary application', async ({ page }) => {
      let popup = await openWithQuery(page, '/loan/7x24-loan?form=1');
      const extras = popup.locator('[data-lead-7x24]');
      await expect(extras.getByRole('link', { name: /立即開始借款/ })).toHaveAttribute('target', '_blank');
      await expect(extras.getByRole('link', { name: /下載App/ })).toHaveAttribute('href', '/download-app-redirect');
      await expect(extras.getByRole('heading', { name: '初步申請' })).toBeVisible();
      await expect(popup.getByLabel(COPY['zh-HK'].loanType)).toHaveValue('5');

      popup = await openWithQuery(page, '/en/loan/7x24-loan?form=1');
      await expect(popup.getByRole('heading', { name: 'Preliminary application' })).toBeVisible();
      await expect(popup.getByRole('link', { name: /Download the app/ })).toHaveAttribute('href', '/en/download-app-redirect');

      popup = await openWithQuery(page, '/loan/n-loan?form=1');
      await expect(popup.locator('[data-lead-7x24]')).toHaveCount(0);
      await expect(popup.getByRole('heading', { name: '初步申請' })).toHaveCount(0);
    });
  });

  test('has no accessibility violations while open with errors (axe)', async ({ page }, testInfo) => {
    const popup = await openFromApplyButton(page, testInfo, '/en');
    await popup.getByRole('button', { name: COPY['en-US'].submit }).click();
    await expect(popup.getByText(COPY['en-US'].errors.mobile)).toBeVisible();
    const results = await axe(page).include('dialog.lead-popup').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

/** The browser reports a module it could not fetch as errors; those are expected where a test breaks one. */
function allowFailedChunk(consoleErrors: string[]) {
  allowConsoleErrors(consoleErrors, /Failed to load resource|dynamically imported module/);
}

test.describe("when the popup's code cannot be fetched (offline for a moment, or the page open across a deploy)", () => {
  test('the apply button loads its page with the form instead, and the page is never replaced by an error', async ({ page, consoleErrors }, testInfo) => {
    let failing = true;
    await page.route(/\/assets\/LeadDialog-[\w-]+\.js$/, (route) => (failing ? route.abort('failed') : route.continue()));
    await page.goto('/en/faq');
    await hydrated(page);
    const heading = await page.locator('main h1').innerText();
    // The fetch fails once; the full load that follows finds the code (as after a deploy).
    page.on('request', (request) => request.isNavigationRequest() && (failing = false));
    await applyButton(page, testInfo).click();
    await expect(page).toHaveURL(/\/en\/faq\?form=1$/);
    const popup = popupOf(page);
    await expect(popup.locator('form[data-lead-form]')).toBeVisible();
    await expect(page.locator('main h1')).toHaveText(heading);
    allowFailedChunk(consoleErrors);
  });

  test('when the code stays out of reach, the popup stays closed and the page stays as it was', async ({ page, consoleErrors }, testInfo) => {
    await installClock(page);
    await page.route(/\/assets\/Lead(Dialog|Form)-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.goto('/loan/n-loan');
    await hydrated(page);
    await applyButton(page, testInfo).click();
    // One full load with the form flag, whose popup also fails: no second load, no error page.
    await expect(page).toHaveURL(/\/loan\/n-loan\?form=1$/);
    await hydrated(page);
    await runTimers(page, 1500);
    await expect(page).toHaveURL(/\/loan\/n-loan\?form=1$/);
    await expect(popupOf(page)).toHaveCount(0);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('footer')).toContainText('0000/2026');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    // The page's own islands still work: the calculator, once scrolled to, is ready.
    await page.locator('.calc').first().scrollIntoViewIfNeeded();
    await expect(page.locator('.calc[data-ready]').first()).toBeVisible();
    allowFailedChunk(consoleErrors);
  });

  test("the form's own code failing inside the opened dialog: the same full load, then the form", async ({ page, consoleErrors }, testInfo) => {
    let failing = true;
    await page.route(/\/assets\/LeadForm-[\w-]+\.js$/, (route) => (failing ? route.abort('failed') : route.continue()));
    await page.goto('/en');
    await hydrated(page);
    page.on('request', (request) => request.isNavigationRequest() && (failing = false));
    await applyButton(page, testInfo).click();
    await expect(page).toHaveURL(/\/en\?form=1$/);
    await expect(popupOf(page).locator('form[data-lead-form]')).toBeVisible();
    allowFailedChunk(consoleErrors);
  });
});

for (const locale of ['zh-HK', 'en-US'] as const) {
  const copy = COPY[locale];

  test.describe(`checks in ${locale}`, () => {
    test('an empty submit shows every message, focuses the first field, and sends nothing', async ({ page }, testInfo) => {
      const bodies = await answerLeads(page, () => ({ status: 201, json: { id: 'x' } }));
      const popup = await openFromApplyButton(page, testInfo, copy.home);
      await popup.getByRole('button', { name: copy.submit }).click();
      for (const message of Object.values(copy.errors)) await expect(popup.getByText(message, { exact: true })).toBeVisible();
      const mobile = popup.getByLabel(copy.mobile);
      await expect(mobile).toBeFocused();
      await expect(mobile).toHaveAttribute('aria-invalid', 'true');
      await expect(mobile).toHaveAccessibleDescription(new RegExp(copy.errors.mobile));
      await expect(popup.getByLabel(copy.surname)).toHaveAccessibleDescription(new RegExp(copy.errors.lastName));
      await expect(popup.getByLabel(copy.given)).toHaveAccessibleDescription(new RegExp(copy.errors.firstName));
      await expect(popup.getByLabel(copy.loanType)).toHaveAccessibleDescription(new RegExp(copy.errors.loanType));
      // The terms error sits on its group, and the box is marked invalid.
      const terms = popup.getByRole('checkbox', { name: copy.terms });
      await expect(terms).toHaveAttribute('aria-invalid', 'true');
      await expect(popup.locator('.lead-check--required')).toContainText(copy.errors.terms);
      // Fixing a field clears its message at once.
      await mobile.fill('91234567');
      await expect(popup.getByText(copy.errors.mobile, { exact: true })).toHaveCount(0);
      expect(bodies).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`${copy.home === '/' ? '/' : '/en'}$`));
    });

    test('each wrong entry shows its own message once the field was left', async ({ page }, testInfo) => {
      const popup = await openFromApplyButton(page, testInfo, copy.home);
      const mobile = popup.getByLabel(copy.mobile);
      await expect(mobile).toHaveAttribute('inputmode', 'numeric');
      await expect(mobile).toHaveAttribute('autocomplete', 'tel');
      // At most 8 characters stay; an autofilled Hong Kong number loses its country code.
      await mobile.fill('912345678');
      await expect(mobile).toHaveValue('91234567');
      await mobile.fill('+852 9876 5432');
      await expect(mobile).toHaveValue('98765432');

      const cases: [Locator, string, string, string][] = [
        [mobile, '31234567', copy.errors.mobile, '51234567'],
        [mobile, '9123456', copy.errors.mobile, '61234567'],
        [popup.getByLabel(copy.surname), '陳', copy.errors.lastName, 'Chan'],
        [popup.getByLabel(copy.given), 'Tai-Man', copy.errors.firstName, 'Tai Man'],
      ];
      for (const [field, wrong, message, right] of cases) {
        await field.fill(wrong);
        await field.blur();
        await expect(popup.getByText(message, { exact: true }), `${wrong}`).toBeVisible();
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await field.fill(right);
        await expect(popup.getByText(message, { exact: true })).toHaveCount(0);
        await expect(field).not.toHaveAttribute('aria-invalid', 'true');
      }

      const select = popup.getByLabel(copy.loanType);
      await select.selectOption('2');
      await select.selectOption('');
      await expect(popup.getByText(copy.errors.loanType, { exact: true })).toBeVisible();

      const terms = popup.getByRole('checkbox', { name: copy.terms });
      await terms.check();
      await terms.uncheck();
      await expect(popup.getByText(copy.errors.terms, { exact: true })).toBeVisible();
    });

    test('the opt-in starts unticked and says what it covers; the collection notice is shown', async ({ page }, testInfo) => {
      const popup = await openFromApplyButton(page, testInfo, copy.home);
      const optIn = popup.getByRole('checkbox', { name: copy.optIn });
      await expect(optIn).not.toBeChecked();
      await expect(popup.getByRole('radio', { name: locale === 'zh-HK' ? '先生' : 'Mr' })).toBeChecked();
      const label = (await popup.locator('label.lead-check__label').filter({ hasText: copy.optIn }).textContent()) ?? '';
      const words = locale === 'zh-HK' ? ['短訊', '電話', '電郵', 'WhatsApp', '貸款產品'] : ['SMS', 'phone', 'e-mail', 'WhatsApp', 'loan products'];
      for (const w of words) expect(label).toContain(w);
      await expect(optIn).toHaveAccessibleDescription(locale === 'zh-HK' ? /隨時.*撤回/ : /withdraw.*any time/);

      const notice = popup.locator('.lead-notice');
      await expect(notice).toContainText(locale === 'zh-HK' ? '貸款查詢' : 'loan enquiry');
      await notice.locator('summary').click();
      await expect(notice).toContainText('cs@example.com');
      await expect(notice).toContainText(locale === 'zh-HK' ? '查閱及改正' : 'access and correct');
      await expect(notice.getByRole('link', { name: locale === 'zh-HK' ? /私隱政策/ : /privacy policy/ })).toHaveAttribute(
        'href',
        locale === 'zh-HK' ? '/privacy' : '/en/privacy',
      );
    });
  });
}

test.describe('sending a lead (the endpoint answered in the browser)', { tag: '@desktop' }, () => {
  // What happens to a sent lead does not depend on the screen size: checked once, at desktop size.
  // Same at every screen size: once, in the desktop project.
  test('a taken lead goes to the chosen product page, the campaign in its query, the lead only in its fragment', async ({ page }) => {
    await installClock(page);
    const seen = addresses(page);
    const events = await recordTrack(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const bodies = await answerLeads(page, () => ({ status: 201, json: { id: 'test-id' } }));
    // Hold the answer a moment to see the submitting state.
    await page.route('**/api/insertToShortForm', async (route) => {
      await held;
      await route.fallback();
    });
    let landingCookie = '';
    let landingRequest = '';
    await page.route(
      (url) => url.pathname === '/loan/t-loan',
      async (route) => {
        landingCookie = route.request().headers()['cookie'] ?? '';
        landingRequest = route.request().url();
        await route.continue();
      },
    );

    // A campaign link that opens the form: the campaign is kept, this site's own `form` is not (the
    // campaign keeps campaign keys only).
    await page.goto('/faq?utm_source=google&utm_medium=cpc&utm_campaign=spring&form=1');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('utm'))).toBe('utm_source=google&utm_medium=cpc&utm_campaign=spring');
    const popup = popupOf(page);
    await expect(popup.locator('form[data-lead-form]')).toBeVisible();
    await fill(popup, COPY['zh-HK'], { miss: true, optIn: true, given: 'Mei Ling' });
    await popup.getByRole('button', { name: COPY['zh-HK'].submit }).click();

    const button = popup.locator('button[type=submit]');
    await expect(button).toBeDisabled();
    await expect(popup.locator('form[data-lead-form]')).toHaveAttribute('aria-busy', 'true');
    await expect(button).toContainText('正在提交');
    release();

    const handOver = await landed(page, seen, '/loan/t-loan');
    // The campaign carries on in the query; the lead, in the spec's names, only in the fragment,
    // which the server never got and the page has already taken out of its address.
    const url = new URL(page.url());
    expect(url.pathname + url.search + url.hash).toBe('/loan/t-loan?utm_source=google&utm_medium=cpc&utm_campaign=spring');
    expect(new URL(landingRequest).search).toBe('?utm_source=google&utm_medium=cpc&utm_campaign=spring');
    expect([...handOver]).toEqual([
      ['param_mobile', '91234567'],
      ['param_gender', 'F'],
      ['param_firstname', 'Mei Ling'],
      ['param_lastname', 'Chan'],
      ['param_is_opt_in', '1'],
      ['id', 'test-id'],
    ]);
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0]!)).toMatchObject({
      mobile: '91234567',
      gender: 'F',
      first_name: 'Mei Ling',
      last_name: 'Chan',
      loan_type: 3,
      terms: true,
      locale: 'zh-HK',
      website: '',
      is_opt_in: 1,
      utm: 'utm_source=google&utm_medium=cpc&utm_campaign=spring',
      referrer: '/faq?utm_source=google&utm_medium=cpc&utm_campaign=spring&form=1',
    });
    // Taken: the session's campaign was cleared before leaving (the landing address carries it on).
    expect(landingCookie).not.toMatch(/(^|; )utm=/);
    expect(await pendingLeads(page)).toBeNull();
    // The submit button is also a tagged click (lead_form:submit on the faq page).
    // The form's opening is an event too; the campaign's landing is not: the edge records it from
    // the page request (the campaigns report's visitors).
    await expect.poll(() => events.map((e) => e.event).sort()).toEqual(['Lead Created', 'faq_lead_form_submit', 'lead_form_open', 'short_form_submitted']);
    const created = events.find((e) => e.event === 'Lead Created')!;
    expect(created.properties).toMatchObject({
      lead_first_name: 'Mei Ling',
      lead_gender: 'F',
      lead_id: 'test-id',
      lead_last_name: 'Chan',
      lead_loan_type: 't-loan',
      lead_mobile: '91234567',
    });
    expect(created.context).toEqual({ campaign: { source: 'google', medium: 'cpc', name: 'spring' } });
    expect(created.anonymousId).toMatch(/^[0-9a-f-]{36}\.[\w-]{22}$/);
    // The product page does not open the popup again.
    await hydrated(page);
    await runTimers(page, 1300);
    await expect(popupOf(page)).toBeHidden();
  });

  test('Supreme goes to the personal loan page with toknow=Supreme; English stays under /en', async ({ page }, testInfo) => {
    await recordTrack(page);
    const seen = addresses(page);
    await answerLeads(page, () => ({ status: 200, json: { id: 'dup-id', duplicate: true } }));
    const popup = await openFromApplyButton(page, testInfo, '/en/faq');
    await fill(popup, COPY['en-US'], { loan: '11' });
    await popup.getByRole('button', { name: COPY['en-US'].submit }).click();
    const handOver = await landed(page, seen, '/en/loan/n-loan');
    expect(new URL(page.url()).search).toBe('?toknow=Supreme');
    expect(handOver.get('id')).toBe('dup-id');
    expect(handOver.get('param_is_opt_in')).toBe('0');
    expect(handOver.get('param_gender')).toBe('M');
  });

  test('from Simplified Chinese, a lead goes to the Traditional Chinese product page', async ({ page }) => {
    await recordTrack(page);
    await answerLeads(page, () => ({ status: 201, json: { id: 'cn-id' } }));
    const seen = addresses(page);
    const popup = await openWithQuery(page, '/zh-CN/faq?form=1&type=3');
    await popup.locator('input[name=mobile]').fill('51234567');
    await popup.locator('input[name=last_name]').fill('Wong');
    await popup.locator('input[name=first_name]').fill('Siu Ming');
    await popup.locator('input[name=terms]').check();
    await popup.locator('button[type=submit]').click();
    expect((await landed(page, seen, '/loan/t-loan')).get('param_mobile')).toBe('51234567');
  });

  test('a failed call still lands on the product page; the lead is kept and sent again on the next page load', async ({ page, consoleErrors }, testInfo) => {
    const events = await recordTrack(page);
    let status = 500;
    const bodies = await answerLeads(page, () =>
      status === 500 ? { status: 500, json: { error: 'unavailable', retryable: true } } : { status: 201, json: { id: 'later-id' } },
    );
    const seen = addresses(page);
    const popup = await openFromApplyButton(page, testInfo, '/');
    await fill(popup, COPY['zh-HK'], { loan: '8' });
    await popup.getByRole('button', { name: COPY['zh-HK'].submit }).click();
    expect((await landed(page, seen, '/loan/w-loan')).get('id')).toBe('');

    // The landing page tries once more (same body), the worker still fails: the lead stays kept.
    await expect.poll(() => bodies.length).toBe(2);
    expect(bodies[1]).toBe(bodies[0]);
    const kept = await pendingLeads(page);
    expect(kept).toHaveLength(1);
    expect(kept[0].body).toEqual(JSON.parse(bodies[0]!));

    // The worker is back: the next page load sends it and the queue empties.
    status = 201;
    await page.reload();
    await expect.poll(() => pendingLeads(page)).toBeNull();
    expect(bodies).toHaveLength(3);
    expect(bodies[2]).toBe(bodies[0]);
    await expect.poll(() => events.some((e) => e.event === 'Lead Created' && e.properties.lead_id === 'later-id')).toBe(true);
    allowFailedRequests(consoleErrors);
  });

  test('with no network, the visitor still lands and the lead is kept', async ({ page, consoleErrors }, testInfo) => {
    const bodies = await answerLeads(page, () => 'abort');
    const seen = addresses(page);
    const popup = await openFromApplyButton(page, testInfo, '/en');
    await fill(popup, COPY['en-US'], { loan: '21' });
    await popup.getByRole('button', { name: COPY['en-US'].submit }).click();
    await landed(page, seen, '/en/loan/talent-loan');
    const kept = await pendingLeads(page);
    expect(kept).toHaveLength(1);
    expect(kept[0].body).toMatchObject({ mobile: '91234567', loan_type: 21 });
    expect(bodies.length).toBeGreaterThanOrEqual(1);
    allowFailedRequests(consoleErrors);
  });

  test('a field the worker refuses is shown on the field; sending the same again continues', async ({ page, consoleErrors }, testInfo) => {
    await recordTrack(page);
    const bodies = await answerLeads(page, () => ({ status: 400, json: { error: 'invalid', fields: { mobile: 'mobile' } } }));
    const seen = addresses(page);
    const popup = await openFromApplyButton(page, testInfo, '/');
    await fill(popup, COPY['zh-HK']);
    await popup.getByRole('button', { name: COPY['zh-HK'].submit }).click();
    await expect(popup.getByText(COPY['zh-HK'].errors.mobile, { exact: true })).toBeVisible();
    await expect(popup.getByLabel(COPY['zh-HK'].mobile)).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await popup.getByRole('button', { name: COPY['zh-HK'].submit }).click();
    await landed(page, seen, '/loan/t-loan');
    expect(bodies).toHaveLength(2);
    expect(await pendingLeads(page)).toBeNull();
    allowFailedRequests(consoleErrors);
  });

  test('tagged clicks are tracked as page_section_action', async ({ page }) => {
    const events = await recordTrack(page);
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = 'Tagged';
      b.setAttribute('data-track', 'hero:apply');
      const main = document.querySelector('main')!;
      main.insertBefore(b, main.firstChild);
    });
    await page.getByRole('button', { name: 'Tagged' }).click();
    await expect.poll(() => events.map((e) => e.event)).toEqual(['home_hero_apply']);
  });
});

test.describe('with the worker endpoints', { tag: '@desktop' }, () => {
  // What happens to a sent lead does not depend on the screen size: checked once, at desktop size.
  // Same at every screen size: once, in the desktop project.
  // Each test counts as its own client for the worker's write limit (10 a minute per client):
  // locally the worker reads the client address from the header Cloudflare sets in production.
  test.beforeEach(async ({ page }, testInfo) => {
    await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': clientAddress(testInfo) });
  });
  // A number of its own for each run, so a kept local database never turns a lead into a duplicate.
  const uniqueMobile = (first: string) => first + String(Math.floor(Math.random() * 1e7)).padStart(7, '0');

  test('a lead is stored and the visitor lands with its id; the same lead again keeps that id', async ({ page }, testInfo) => {
    const mobile = uniqueMobile('9');
    // The worker's own answers, read on their way to the page (the page navigates right after).
    const answers: { status: number; body: unknown }[] = [];
    await page.route('**/api/insertToShortForm', async (route) => {
      const res = await route.fetch();
      answers.push({ status: res.status(), body: await res.json() });
      await route.fulfill({ response: res });
    });
    // The ad tag is off by default: nothing leaves for another origin, before or after the lead.
    const elsewhere: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith('data:') && new URL(req.url()).hostname !== '127.0.0.1') elsewhere.push(req.url());
    });
    const ids: string[] = [];
    const seen = addresses(page);
    for (const round of [1, 2]) {
      // The second time the popup says the lead was sent: applying again is a deliberate press.
      const popup = await openFromApplyButton(page, testInfo, '/faq', round === 2 ? '申請另一項貸款' : undefined);
      await fill(popup, COPY['zh-HK'], { mobile, loan: '2' });
      await popup.getByRole('button', { name: COPY['zh-HK'].submit }).click();
      const id = (await landed(page, seen, '/loan/p-loan')).get('id');
      expect(id, `round ${round}`).toMatch(/.+/);
      // The visitor reads it as the reference.
      await expect(received(page, 'zh-HK')).toContainText(`${COPY['zh-HK'].received.reference} ${id}`);
      ids.push(id!);
      expect(await pendingLeads(page)).toBeNull();
    }
    expect(answers).toEqual([
      { status: 201, body: { id: ids[0] } },
      { status: 200, body: { id: ids[0], duplicate: true } },
    ]);
    // One row in the database, with what the visitor typed.
    // The product as it goes upstream: its name in the page's language; the ticked terms kept.
    const rows = d1(`SELECT id, last_name, first_name, loan_code, loan_text, locale, terms_accepted FROM leads WHERE mobile = '${mobile}'`);
    expect(rows).toEqual([{ id: ids[0], last_name: 'Chan', first_name: 'Tai Man', loan_code: 2, loan_text: '業主貸款', locale: 'zh-HK', terms_accepted: 1 }]);
    expect(elsewhere).toEqual([]);
  });

  test('the worker stores the lead events with the visitor’s anonymous id', async ({ page }, testInfo) => {
    const seen = addresses(page);
    const popup = await openFromApplyButton(page, testInfo, '/en');
    const mobile = uniqueMobile('8');
    await fill(popup, COPY['en-US'], { mobile });
    await popup.getByRole('button', { name: COPY['en-US'].submit }).click();
    const leadId = (await landed(page, seen, '/en/loan/t-loan')).get('id');
    // Sent from an English page: the product is kept (and goes upstream) by its English name.
    expect(d1(`SELECT loan_code, loan_text, locale FROM leads WHERE id = '${leadId}'`)).toEqual([
      { loan_code: 3, loan_text: 'Debt-transfer loan', locale: 'en-US' },
    ]);
    const anonId = (await page.context().cookies()).find((c) => c.name === 'anon_id')?.value;
    expect(anonId).toMatch(/.+/);
    await expect
      .poll(() => d1<{ event: string }>(`SELECT event FROM analytics_events WHERE anonymous_id = '${anonId}' ORDER BY id`).map((r) => r.event), {
        timeout: 15_000,
      })
      .toEqual(expect.arrayContaining(['Lead Created', 'short_form_submitted']));
    const created = d1<{ properties: string }>(`SELECT properties FROM analytics_events WHERE anonymous_id = '${anonId}' AND event = 'Lead Created'`);
    expect(JSON.parse(created[0]!.properties)).toMatchObject({ lead_id: leadId });
  });

  test('the database refusing the write: the visitor still lands, the lead is kept and stored once the database is back', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const mobile = uniqueMobile('6');
    await installClock(page);
    const trigger = `fail_lead_${mobile}`;
    // A real D1 write error for this number only: the worker answers 503 (retryable).
    d1(`CREATE TRIGGER ${trigger} BEFORE INSERT ON leads WHEN NEW.mobile = '${mobile}' BEGIN SELECT RAISE(ABORT, 'refused for the test'); END`);
    try {
      const statuses: number[] = [];
      page.on('response', (res) => {
        if (res.url().endsWith('/api/insertToShortForm')) statuses.push(res.status());
      });
      const seen = addresses(page);
      const popup = await openFromApplyButton(page, testInfo, '/');
      await fill(popup, COPY['zh-HK'], { mobile, loan: '8' });
      await popup.getByRole('button', { name: COPY['zh-HK'].submit }).click();
      expect((await landed(page, seen, '/loan/w-loan')).get('id')).toBe('');
      expect(statuses[0]).toBe(503);
      // Kept to be sent again: received, without a reference yet.
      await expect(received(page, 'zh-HK')).toContainText(COPY['zh-HK'].received.call);
      await expect(received(page, 'zh-HK')).not.toContainText(COPY['zh-HK'].received.reference);
      await expect.poll(async () => (await pendingLeads(page))?.length ?? 0).toBe(1);
      expect(d1(`SELECT id FROM leads WHERE mobile = '${mobile}'`)).toEqual([]);
    } finally {
      d1(`DROP TRIGGER IF EXISTS ${trigger}`);
    }
    // The database is back: the next page load sends the kept lead, and it is stored once. The page
    // honours the 503's Retry-After (notBefore): a load before then rightly sends nothing, so the
    // page's clock is moved past it first.
    const [kept] = (await pendingLeads(page)) as { notBefore?: number }[];
    expect(kept?.notBefore, 'the kept lead waits for the Retry-After').toBeGreaterThan(await page.evaluate(() => Date.now()));
    await page.clock.fastForward(kept!.notBefore! - (await page.evaluate(() => Date.now())) + 200);
    await page.reload();
    await expect.poll(() => pendingLeads(page), { timeout: 10_000 }).toBeNull();
    const rows = d1<{ loan_code: number }>(`SELECT loan_code FROM leads WHERE mobile = '${mobile}'`);
    expect(rows).toEqual([{ loan_code: 8 }]);
    allowFailedRequests(consoleErrors);
  });

  // What the visitor gave, as it would show in an address (typed, or encoded as the form sends it).
  const NAMES = { given: 'Wing Yee', surname: 'Szeto' };
  const traces = (mobile: string) => [mobile, 'Wing', 'Szeto', 'param_'];

  for (const locale of ['zh-HK', 'en-US'] as const) {
    const copy = COPY[locale];
    const home = copy.home === '/' ? '' : copy.home;

    test(`${locale}: after a lead no address, Referer or history entry holds it; the page confirms it with its reference`, async ({ page }, testInfo) => {
      const mobile = uniqueMobile('5');
      const seen = addresses(page);
      const requests: Promise<{ url: string; referer: string }>[] = [];
      page.on('request', (req) => requests.push(req.allHeaders().then((headers) => ({ url: req.url(), referer: headers['referer'] ?? '' }))));
      const popup = await openFromApplyButton(page, testInfo, `${home}/faq`);
      await fill(popup, copy, { mobile, given: NAMES.given, surname: NAMES.surname, loan: '3', miss: true });
      await popup.getByRole('button', { name: copy.submit }).click();
      await landed(page, seen, `${home}/loan/t-loan`);
      const [lead] = d1<{ id: string }>(`SELECT id FROM leads WHERE mobile = '${mobile}'`);
      expect(lead?.id).toMatch(/.+/);
      const noTrace = (text: string, where: string) => {
        for (const trace of [...traces(mobile), lead!.id]) expect(text, `${where}: ${trace}`).not.toContain(trace);
      };

      // The confirmation, with the reference the database holds, in a box that was in the page's HTML,
      // empty, before its text came, covering no apply button.
      const status = received(page, locale);
      await expect(status).toBeVisible();
      await expect(status).toContainText(`${copy.received.reference} ${lead!.id}`);
      await expect(status).toContainText(copy.received.call);
      const served = await (await page.request.get(`${home}/loan/t-loan`)).text();
      expect(served).toContain('<div class="lead-received" data-lead-received=""></div>');
      for (const apply of await page.locator('a[data-apply-button]:visible').all()) await apply.click({ trial: true });
      expect((await axe(page).include('[data-lead-received]').analyze()).violations.map((v) => v.id)).toEqual([]);

      // The address: now, and through Back, Forward and a reload.
      noTrace(page.url(), 'address');
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(`${home}/loan/t-loan`);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${home}/faq$`));
      await page.goForward();
      await expect(page).toHaveURL(new RegExp(`${home}/loan/t-loan$`));
      noTrace(page.url(), 'address after Forward');
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`${home}/loan/t-loan$`));
      // The details were in memory only: the reloaded page confirms the lead from the session's
      // record (reference, product, time), which holds nothing personal.
      await hydrated(page);
      await expect(status).toContainText(`${copy.received.reference} ${lead!.id}`);
      expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie)).not.toContain(mobile);

      // No request the browser made carried it in its address or its Referer.
      const sent = await Promise.all(requests);
      expect(sent.some((r) => new URL(r.url).pathname === `${home}/loan/t-loan`)).toBe(true);
      for (const { url, referer } of sent) {
        noTrace(url, 'request');
        noTrace(referer, `Referer of ${url}`);
      }
    });

    test(`${locale}: on the 7x24 page a lead landed on, the application starts with what was sent, not asked again`, async ({ page }, testInfo) => {
      const mobile = uniqueMobile('6');
      const seen = addresses(page);
      const applications: unknown[] = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === '/api/application') applications.push(req.postDataJSON());
      });
      const popup = await openFromApplyButton(page, testInfo, `${home}/faq`);
      await fill(popup, copy, { mobile, given: NAMES.given, surname: NAMES.surname, loan: '5', miss: true, optIn: true });
      await popup.getByRole('button', { name: copy.submit }).click();
      await landed(page, seen, `${home}/loan/7x24-loan`);
      await expect(received(page, locale)).toBeVisible();

      await applyButton(page, testInfo).click();
      const again = popupOf(page);
      await expect(again.locator('form[data-lead-form]')).toBeVisible();
      await expect(again.getByLabel(copy.mobile)).toHaveValue(mobile);
      await expect(again.getByLabel(copy.surname)).toHaveValue(NAMES.surname);
      await expect(again.getByLabel(copy.given)).toHaveValue(NAMES.given);
      await expect(again.getByRole('radio', { name: copy.miss })).toBeChecked();
      await expect(again.getByLabel(copy.loanType)).toHaveValue('5');
      // Consents are the visitor's to give each time: neither box comes ticked.
      await expect(again.getByRole('checkbox', { name: copy.terms })).not.toBeChecked();
      await expect(again.getByRole('checkbox', { name: copy.optIn })).not.toBeChecked();
      await again.getByRole('checkbox', { name: copy.terms }).check();
      const opened = page.waitForEvent('popup');
      await again.getByRole('link', { name: copy.startLoan }).click();
      await expect(await opened).toHaveURL(/applicationRef=sample-app-/);
      expect(applications).toEqual([{ firstName: NAMES.given, lastName: NAMES.surname, gender: 'F', mobile, loanType: 5, locale, terms: true }]);
    });
  }

  test('a lead sent from the very page it lands on: the page loads again, confirms it, its address clean', async ({ page }, testInfo) => {
    const mobile = uniqueMobile('9');
    const seen = addresses(page);
    const popup = await openFromApplyButton(page, testInfo, '/en/loan/t-loan');
    await fill(popup, COPY['en-US'], { mobile, given: NAMES.given, surname: NAMES.surname, loan: '3' });
    await popup.getByRole('button', { name: COPY['en-US'].submit }).click();
    await expect(received(page, 'en-US')).toBeVisible();
    await expect(popupOf(page)).toBeHidden();
    expect(seen.some((address) => address.includes(`param_mobile=${mobile}`))).toBe(true);
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe('/en/loan/t-loan');
    await page.goBack();
    for (const trace of traces(mobile)) expect(page.url()).not.toContain(trace);
  });

  test('a lead sent after a campaign landing: one visitor and one lead in the campaigns report, no personal data in any address', async ({
    page,
    browser,
  }, testInfo) => {
    const campaign = `e2e-lead-${Date.now()}`;
    const mobile = uniqueMobile('6');
    const seen = addresses(page);
    // Arrives from an ad on the personal-loan page, applies for the debt-transfer loan.
    const popup = await openFromApplyButton(page, testInfo, `/en/loan/n-loan?utm_source=e2e&utm_medium=cpc&utm_campaign=${campaign}`);
    await fill(popup, COPY['en-US'], { mobile, given: NAMES.given, surname: NAMES.surname, loan: '3' });
    await popup.getByRole('button', { name: COPY['en-US'].submit }).click();
    await landed(page, seen, '/en/loan/t-loan');
    await expect(received(page, 'en-US')).toBeVisible();
    // The product page the lead goes to carries the campaign on, and nothing of the visitor.
    expect(new URL(page.url()).searchParams.get('utm_campaign')).toBe(campaign);
    for (const trace of traces(mobile)) expect(page.url()).not.toContain(trace);
    // Back to the landing page and forward again: no entry of the history holds them.
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/loan\/n-loan\?/);
    await page.goForward();
    await expect(page).toHaveURL(/\/en\/loan\/t-loan\?/);
    for (const trace of traces(mobile)) expect(page.url()).not.toContain(trace);

    // Marketing reads the campaign: one visitor (the landing, not the product page the lead went
    // to), one lead, both on the landing page's row.
    const marketer = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const admin = await marketer.newPage();
    await admin.goto('/admin/dev-sign-in?role=marketing&lang=en');
    await admin.goto(`/admin/campaigns?campaign=${campaign}&lang=en`);
    const row = admin.locator(`tr[data-campaign="e2e/cpc/${campaign}//"]`);
    await expect(async () => {
      await admin.reload();
      await expect(row.locator('[data-figure="visitors"]')).toHaveText('1', { timeout: 1000 });
      await expect(row.locator('[data-figure="leads"]')).toHaveText('1', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(admin.locator('tr[data-row]')).toHaveCount(1);
    await expect(admin.locator('tr[data-row]')).toHaveAttribute('data-row', new RegExp(`/e2e/cpc/${campaign}////en/loan/n-loan$`));
    await marketer.close();
  });
});
