import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CHAT_ID, CHAT_ORIGIN } from './chat-server';
import { expect, hydrated, installClock, runTimers, test } from './fixtures';

/**
 * The web chat as a switch (`WEB_CHAT_ID`). Off (the other test servers): no chat entry, no request
 * to the vendor, nothing of it in the CSP. On (the chat server): the contact channels and the
 * footer offer a chat, the page CSP names the loader by hash, the vendor's widget arrives after the
 * page is idle (or at once on a press of a chat entry) and opens the conversation, and nothing it
 * does breaks the CSP (a violation is a console error, which fails the test).
 */

const VENDOR_HOSTS = /intercom/;
const LOADER = `https://widget.intercom.io/widget/${CHAT_ID}`;

const COPY = {
  'zh-HK': { contact: '/contactus', chatButton: '開始對話', chatTitle: '網上即時對話' },
  en: { contact: '/en/contactus', chatButton: 'Start a chat', chatTitle: 'Live chat' },
} as const;

/**
 * Stands in for the vendor's widget, which is off-line here: it takes over the loader's queue of
 * calls, as the real one does, and records what it was asked.
 */
async function fakeVendor(page: Page) {
  const requested: string[] = [];
  await page.route(VENDOR_HOSTS, (route) => {
    requested.push(route.request().url());
    if (!route.request().url().startsWith(LOADER)) return route.fulfill({ status: 204 });
    return route.fulfill({
      contentType: 'application/javascript',
      body:
        'window.chatCalls = ((window.Intercom && window.Intercom.q) || []).map(function (a) { return a[0]; });' +
        'window.Intercom = function (command) { window.chatCalls.push(command); };',
    });
  });
  // Clicks are tracked; this server keeps no analytics tables.
  await page.route('**/api/track', (route) => route.fulfill({ status: 204 }));
  return requested;
}

for (const [locale, copy] of Object.entries(COPY)) {
  test.describe(`web chat in ${locale}`, () => {
    test('on: a chat channel on the contact page opens the conversation; the loader is named by its hash in the page CSP', async ({ page }) => {
      const requested = await fakeVendor(page);
      const response = await page.goto(CHAT_ORIGIN + copy.contact);
      const csp = response!.headers()['content-security-policy']!;
      expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/api-iam\.intercom\.io/);
      expect(csp).toMatch(/frame-src 'self'[^;]* https:\/\/intercom-sheets\.com/);
      // No nonce: the browser runs the loader because its text's hash is in script-src (a blocked
      // script is a console error). The property is checked too: browsers hide a nonce attribute.
      const loader = await page.locator('script[data-web-chat-loader]').evaluate((s: HTMLScriptElement) => ({ text: s.text, nonce: s.nonce }));
      expect(loader.nonce).toBe('');
      expect(csp).not.toContain("'nonce-");
      const hash = createHash('sha256').update(loader.text).digest('base64');
      expect(/script-src ([^;]*)/.exec(csp)![1]!.split(' ')).toContain(`'sha256-${hash}'`);
      await hydrated(page);

      const channel = page.locator('main').getByRole('button', { name: copy.chatButton });
      await expect(page.locator('main').getByRole('heading', { name: copy.chatTitle })).toBeVisible();
      await channel.click();
      await expect.poll(() => requested.some((url) => url.startsWith(LOADER))).toBe(true);
      await expect.poll(() => page.evaluate(() => (window as unknown as { chatCalls?: string[] }).chatCalls ?? [])).toContain('show');
    });
  });
}

test('on: the widget arrives by itself once the page is idle, and the footer offers the chat', async ({ page }) => {
  const requested = await fakeVendor(page);
  await page.goto(`${CHAT_ORIGIN}/en/faq`);
  await expect.poll(() => requested.filter((url) => url.startsWith(LOADER)).length, { timeout: 10_000 }).toBe(1);
  await expect(page.locator('footer').getByRole('button', { name: 'Start a chat' })).toBeVisible();
});

test('off (the default): no chat entry, no request to the vendor, nothing of it in the CSP', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (VENDOR_HOSTS.test(request.url())) requested.push(request.url());
  });
  await installClock(page);
  const response = await page.goto(COPY.en.contact);
  expect(response!.headers()['content-security-policy']).not.toMatch(VENDOR_HOSTS);
  await hydrated(page);
  await expect(page.locator('script[data-web-chat-loader]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: COPY.en.chatButton })).toHaveCount(0);
  // Past the point where the loader would have fetched the widget: the load event, then an idle
  // period or its 2 s timeout, whichever comes first (the clock's, at once).
  await page.waitForLoadState('load');
  await runTimers(page, 2500);
  expect(requested).toEqual([]);
});
