import { expect, hydrated, test } from './fixtures';

/**
 * Page content in the browser: FAQ rows, the branches map/list toggle and directions links, post
 * covers, the not-found page's message, the WeChat dialog, the office-hours indicator, and an
 * axe-core WCAG 2.1 A/AA scan of the main pages in both languages (each test runs at the phone and
 * the desktop viewport, see playwright.config.ts).
 */

test.describe('FAQ rows', () => {
  for (const path of ['/faq', '/en/loan/supreme']) {
    test(`open and close on click on ${path}`, async ({ page }) => {
      await page.goto(path);
      const row = page.locator('details[data-faq-row]').first();
      const question = row.locator('summary');
      const answer = row.locator('.c-faq__a');
      await expect(answer).toBeHidden();
      await question.click();
      await expect(row).toHaveAttribute('open', '');
      await expect(answer).toBeVisible();
      await question.click();
      await expect(row).not.toHaveAttribute('open', '');
      await expect(answer).toBeHidden();
    });
  }

  test('open with the keyboard too', async ({ page }) => {
    await page.goto('/en/faq');
    const row = page.locator('details[data-faq-row]').nth(1);
    await row.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(row).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(row).not.toHaveAttribute('open', '');
  });
});

test.describe('branches', () => {
  test('switch between map and list view, without needing script', async ({ page }) => {
    await page.goto('/addressMap');
    const map = page.locator('[data-branch-map]');
    const list = page.locator('[data-branch-list]');
    await expect(map).toBeVisible();
    await expect(list.locator('article[data-branch]')).toHaveCount(10);
    await page.getByText('列表', { exact: true }).click();
    await expect(page.locator('#branch-view-list')).toBeChecked();
    await expect(map).toBeHidden();
    await expect(list).toBeVisible();
    await page.getByText('地圖', { exact: true }).click();
    await expect(map).toBeVisible();
  });

  test('the toggle works with the keyboard as a radio group', async ({ page }) => {
    await page.goto('/en/addressMap');
    await page.locator('#branch-view-map').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#branch-view-list')).toBeChecked();
    await expect(page.locator('[data-branch-map]')).toBeHidden();
  });

  test('a map marker leads to its branch card', async ({ page }) => {
    await page.goto('/en/addressMap');
    await page.locator('[data-map-marker="sha-tin"]').click();
    await expect(page).toHaveURL(/#branch-sha-tin$/);
    const card = page.locator('#branch-sha-tin');
    await expect(card).toBeInViewport();
    await expect(card).toContainText('suspended until further notice');
  });
});

test.describe('branch directions', { tag: '@desktop' }, () => {
  // Same at every screen size: once, in the desktop project.
  for (const { path, words, newWindow } of [
    { path: '/addressMap', words: '路線指引', newWindow: '（於新視窗開啟）' },
    { path: '/en/addressMap', words: 'Directions', newWindow: '(opens in a new window)' },
  ]) {
    test(`every branch card on ${path} links to directions to the address it shows`, async ({ page }) => {
      await page.goto(path);
      const cards = page.locator('article[data-branch]');
      await expect(cards).toHaveCount(10);
      for (const card of await cards.all()) {
        const name = (await card.locator('h3').textContent())!;
        // The address as the card prints it (the text before the link in its entry).
        const address = await card
          .locator('dd')
          .first()
          .evaluate((dd) => dd.firstChild!.textContent!.trim());
        expect(address.length).toBeGreaterThan(10);
        const link = card.getByRole('link', { name: new RegExp(`^${words}`) });
        await expect(link).toHaveAccessibleName(new RegExp(`${name}.*${newWindow.replace(/[()]/g, '\\$&')}`));
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        const url = new URL((await link.getAttribute('href'))!);
        expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
        expect(url.searchParams.get('api')).toBe('1');
        expect(url.searchParams.get('destination'), name).toBe(address);
      }
    });
  }
});

test.describe('post covers', () => {
  for (const { path, firstEager } of [
    { path: '/news', firstEager: true },
    { path: '/esg', firstEager: false },
    { path: '/en/esg', firstEager: false },
  ]) {
    test(`${path}: every post shows its cover, sized before it loads, lazy below the fold`, async ({ page }) => {
      await page.goto(path);
      const posts = page.locator('article[data-post]');
      const count = await posts.count();
      expect(count).toBeGreaterThanOrEqual(3);
      for (let i = 0; i < count; i += 1) {
        const cover = posts.nth(i).locator('img').first();
        const width = Number(await cover.getAttribute('width'));
        const height = Number(await cover.getAttribute('height'));
        expect(width).toBeGreaterThan(0);
        expect(height).toBeGreaterThan(0);
        expect((await cover.getAttribute('alt'))!.trim().length).toBeGreaterThan(5);
        await expect(cover).toHaveAttribute('loading', firstEager && i === 0 ? 'eager' : 'lazy');
        // The box has the picture's proportions whether or not it arrived yet: nothing moves when it does.
        const box = (await cover.boundingBox())!;
        expect(Math.abs(box.height - (box.width * height) / width)).toBeLessThan(1.5);
        await cover.scrollIntoViewIfNeeded();
        await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
    });
  }
});

test.describe('not-found page', { tag: '@desktop' }, () => {
  // Same at every screen size: once, in the desktop project.
  for (const { asked, shown, label } of [
    { asked: '/<script>alert(1)</script>', shown: '/<script>alert(1)</script>', label: '找不到此網址' },
    { asked: '/en/<script>alert(1)</script>', shown: '/en/<script>alert(1)</script>', label: 'Address not found' },
  ]) {
    test(`${asked} answers 404 and names the address as text`, async ({ page }) => {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      const res = await page.goto(asked);
      expect(res!.status()).toBe(404);
      await hydrated(page);
      const message = page.locator('[data-error-message]');
      await expect(message).toContainText(label);
      await expect(message.locator('code')).toHaveText(shown);
      await expect(page.locator('main script')).toHaveCount(0);
      expect(dialogs).toBe(0);
    });
  }

  test('after hydration it still names the address asked for, not the page it was built as', async ({ page }) => {
    const res = await page.goto('/en/some/dead-link?ref=x');
    expect(res!.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator('[data-error-message] code')).toHaveText('/en/some/dead-link');
    await expect(page).toHaveURL(/\/en\/some\/dead-link\?ref=x$/);
  });

  test('its language switch goes to the same address in the other language', async ({ page }) => {
    await page.goto('/no-such-page');
    await hydrated(page);
    await page.locator('header .lang-switch a[title="English"]').click();
    await expect(page).toHaveURL(/\/en\/no-such-page$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-error-message] code')).toHaveText('/en/no-such-page');
  });

  test('going back to a dead address after a client navigation shows the not-found page again', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await hydrated(page);
    await page.locator('main').getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/en$/);
    // Back is a client navigation: the router asks the edge for the dead address's RSC payload.
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/no-such-page$/);
    await expect(page.locator('h1')).toHaveText('The page you are looking for does not exist');
    await expect(page.locator('[data-error-message] code')).toHaveText('/en/no-such-page');
  });

  for (const path of ['/error', '/en/error']) {
    test(`${path} (the route guard's target) names no address`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res!.status()).toBe(200);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('[data-error-message]')).toHaveCount(0);
    });
  }
});

test.describe('contact page', () => {
  test('the WeChat dialog opens, Escape closes it and focus returns to its button', async ({ page }) => {
    await page.goto('/en/contactus');
    await hydrated(page);
    const opener = page.getByRole('button', { name: 'Show WeChat QR code' });
    // A shell island, hydrated with the page; the popup's own code comes on the first press.
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Follow our official WeChat account' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(dialog).toContainText('Sample QR code');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the WeChat dialog closes with its Close button too', async ({ page }) => {
    await page.goto('/contactus');
    await hydrated(page);
    const opener = page.getByRole('button', { name: '顯示WeChat二維碼' });
    // A shell island, hydrated with the page; the popup's own code comes on the first press.
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '關閉' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test.describe('office hours', { tag: '@desktop' }, () => {
    // Same at every screen size: once, in the desktop project.

    test('the office-hours indicator answers in Hong Kong time', async ({ page }) => {
      // Monday 2026-03-02, 10:00 in Hong Kong: open. The page reads the clock in the browser.
      await page.clock.setFixedTime(new Date('2026-03-02T10:00:00+08:00'));
      await page.goto('/en/contactus');
      await expect(page.locator('[data-office-status]')).toHaveAttribute('data-office-status', 'open');
      await expect(page.locator('[data-office-status]')).toHaveText('We are in office hours now: get in touch', { useInnerText: true });
    });

    test('outside office hours it asks to wait for office hours', async ({ page }) => {
      // Lunar New Year's Day 2026, a Tuesday: a general holiday.
      await page.clock.setFixedTime(new Date('2026-02-17T11:00:00+08:00'));
      await page.goto('/contactus');
      await expect(page.locator('[data-office-status]')).toHaveAttribute('data-office-status', 'closed');
      await expect(page.locator('[data-office-status]')).toHaveText('現在非辦公時間，請等候辦公時間', { useInnerText: true });
    });

    test.describe('before its script runs', () => {
      test.use({ javaScriptEnabled: false });

      test('the indicator shows the answer at the request, never that it is checking', async ({ page }) => {
        // The local site reads `today` as the request's time in Hong Kong.
        await page.goto('/en/contactus?today=2026-03-02T10:00');
        const status = page.locator('[data-office-status]');
        await expect(status).toHaveText('We are in office hours now: get in touch', { useInnerText: true });
        await page.goto('/contactus?today=2026-02-17T11:00');
        await expect(status).toHaveText('現在非辦公時間，請等候辦公時間', { useInnerText: true });
        await expect(status.locator('[data-when="checking"]')).toBeHidden();
      });
    });
  });
});

// Accessibility of every page (axe-core, WCAG 2.1 A and AA) is checked in tests/e2e/audit.spec.ts.
