import { expect, hydrated, isMobile, test } from './fixtures';

const LOCALES = [
  {
    home: '/',
    lang: 'zh-Hant-HK',
    licence: '放債人牌照號碼',
    warning: '借錢梗要還，咪俾錢中介',
    complaint: '投訴熱線',
    other: '/en',
    otherLang: 'en',
    switchTo: 'English',
  },
  {
    home: '/en',
    lang: 'en',
    licence: 'Money Lenders Licence No.',
    warning: "You have to repay your loans. Don't pay any intermediaries.",
    complaint: 'Complaint hotline',
    other: '/',
    otherLang: 'zh-Hant-HK',
    switchTo: '繁體中文',
  },
];

for (const l of LOCALES) {
  test.describe(`home page in ${l.lang}`, () => {
    test('shows the header, footer compliance and the right bar for the screen', async ({ page }, testInfo) => {
      await page.goto(l.home);
      await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
      const header = page.locator('header.site-header');
      await expect(header).toBeVisible();
      await expect(header.getByRole('link', { name: /.+/ }).first()).toBeVisible();
      const footer = page.locator('footer.site-footer');
      await expect(footer).toContainText(l.licence);
      await expect(footer).toContainText(l.warning);
      await expect(footer).toContainText(l.complaint);
      await expect(footer.locator('img.site-footer__gov-advice')).toHaveAttribute('src', l.lang === 'en' ? /-en\./ : /-zh\./);
      const bottomBar = page.locator('nav.bottom-bar');
      if (isMobile(testInfo)) {
        await expect(bottomBar).toBeVisible();
        await expect(bottomBar.locator('a, button')).toHaveCount(4);
        await expect(page.locator('.desktop-nav')).toBeHidden();
      } else {
        await expect(bottomBar).toBeHidden();
        await expect(page.locator('.desktop-nav')).toBeVisible();
      }
      // The listing note with the stock code, on phones too, inside the header's bar.
      const listing = header.locator('.site-header__listing');
      await expect(listing).toHaveText(/2483/, { useInnerText: true });
      const bar = (await header.locator('.site-header__bar').boundingBox())!;
      const note = (await listing.boundingBox())!;
      expect(note.y + note.height).toBeLessThanOrEqual(bar.y + bar.height);
      expect(note.x + note.width).toBeLessThanOrEqual(bar.x + bar.width);
    });

    test('switches language to the same page in the other locale', async ({ page }) => {
      await page.goto(l.home === '/' ? '/faq' : '/en/faq');
      await page.locator(`header .lang-switch a[title="${l.switchTo}"]`).click();
      await expect(page).toHaveURL(l.other === '/' ? /\/faq$/ : /\/en\/faq$/);
      await expect(page.locator('html')).toHaveAttribute('lang', l.otherLang);
    });

    test('opens My Account in a 1000x1000 popup window', async ({ page }, testInfo) => {
      await page.goto(l.home);
      await hydrated(page);
      const link = isMobile(testInfo) ? page.locator('nav.bottom-bar [data-member-link]') : page.locator('header [data-member-link]');
      const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toContain('member.example.com');
      const size = await popup.evaluate(() => [window.outerWidth, window.outerHeight]);
      expect(size).toEqual([1000, 1000]);
      // The site stays where it was.
      await expect(page).toHaveURL(new RegExp(`${l.home === '/' ? '/' : '/en'}$`));
    });
  });
}

test.describe('mobile menus', { tag: '@phone' }, () => {
  // The phone layout only.

  test('Loan Types opens the product list; a product opens its page and closes the list', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    const panel = page.locator('#mobile-panel-1');
    await expect(panel).toBeHidden();
    await page.locator('nav.bottom-bar').getByRole('button', { name: 'Loan types' }).click();
    await expect(panel).toBeVisible();
    // The page behind does not scroll while a panel is open.
    await expect(page.locator('html')).toHaveCSS('overflow-y', 'hidden');
    await panel.getByRole('link', { name: /Solar loan/ }).click();
    await expect(page).toHaveURL(/\/en\/loan\/l-loan$/);
    await expect(page.locator('h1')).toContainText(/solar/i);
    await expect(panel).toBeHidden();
    await expect(page.locator('html')).not.toHaveCSS('overflow-y', 'hidden');
  });

  test('tapping the open button again, Escape and Back each close a panel', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const loanButton = page.locator('nav.bottom-bar button');
    const panel = page.locator('#mobile-panel-1');
    await loanButton.click();
    await expect(panel).toBeVisible();
    await loanButton.click();
    await expect(panel).toBeHidden();

    await page.locator('header .menu-button').click();
    const menu = page.locator('#mobile-panel-2');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.locator('header .menu-button').click();
    await expect(menu).toBeVisible();
    // The entry Back takes away is added in the panel's `toggle` event, a task after it shows: a
    // visitor's thumb is never that quick, Playwright's Back is.
    await expect.poll(() => page.evaluate(() => (history.state as { mobileMenu?: boolean } | null)?.mobileMenu)).toBe(true);
    await page.goBack();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Shops goes to the branches page', async ({ page }) => {
    await page.goto('/');
    await page.locator('nav.bottom-bar a[href="/addressMap"]').click();
    await expect(page).toHaveURL(/\/addressMap$/);
  });
});

for (const width of [822, 1024, 1280, 1399]) {
  test.describe(`a laptop or tablet ${width} px wide`, { tag: '@desktop' }, () => {
    test.use({ viewport: { width, height: 800 } });

    test('reaches every loan product from the header in two steps', async ({ page }) => {
      for (const [home, label, product] of [
        ['/', '貸款產品', '/loan/supreme'],
        ['/en', 'Loan products', '/en/loan/n-loan'],
      ] as const) {
        await page.goto(home);
        await hydrated(page);
        const header = page.locator('header.site-header');
        // The header fits the screen: nothing in it runs past the right edge.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await header.getByRole('button', { name: label }).click();
        const panel = page.locator('#mobile-panel-1');
        await expect(panel).toBeVisible();
        // Every product of the mega-menu is in the panel.
        const inMegaMenu = await page.locator('.mega-menu .disclosure__panel a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        const inPanel = await panel.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(inPanel.length).toBeGreaterThanOrEqual(10);
        expect(inPanel).toEqual(inMegaMenu);
        await panel.locator(`a[href="${product}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${product}$`));
        await expect(panel).toBeHidden();
        await expect(page.locator('main h1')).toBeVisible();
      }
    });
  });
}

test.describe('desktop mega-menu', { tag: '@desktop' }, () => {
  // The desktop layout only.

  test('opens from the keyboard, closes with Escape and leads to a product page', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const button = page.locator('.mega-menu .disclosure__button');
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('.mega-menu .disclosure__panel');
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await panel.locator('a[href="/loan/supreme"]').click();
    await expect(page).toHaveURL(/\/loan\/supreme$/);
    await expect(panel).toBeHidden();
  });
});

test.describe('other layouts and errors', () => {
  test('the SME page has its own footer and no bottom bar', async ({ page }) => {
    await page.goto('/loan/sme');
    await expect(page.locator('footer.sme-footer')).toContainText('借錢梗要還');
    await expect(page.locator('nav.bottom-bar')).toHaveCount(0);
  });

  test.describe('the head after hydration', { tag: '@desktop' }, () => {
    // Same at every screen size: once, in the desktop project.

    test('after hydration every preload in <head> is valid and none is there twice', async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (msg) => void (msg.type() === 'warning' && warnings.push(msg.text())));
      await page.goto('/faq');
      await hydrated(page);
      const preloads = await page
        .locator('head link[rel="preload"]')
        .evaluateAll((links) => links.map((l) => ({ as: l.getAttribute('as'), href: l.getAttribute('href') })));
      // The values a browser fetches a preload for (https://html.spec.whatwg.org/#match-preload-type).
      const valid = [
        'fetch',
        'audio',
        'audioworklet',
        'document',
        'embed',
        'font',
        'image',
        'manifest',
        'object',
        'paintworklet',
        'report',
        'script',
        'serviceworker',
        'sharedworker',
        'style',
        'track',
        'video',
        'webidentity',
        'worker',
        'xslt',
      ];
      expect(preloads.filter((p) => !valid.includes(p.as ?? ''))).toEqual([]);
      const hrefs = preloads.map((p) => p.href);
      expect(hrefs.filter((href, i) => hrefs.indexOf(href) !== i)).toEqual([]);
      expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
    });
  });

  test("an unknown address's page is as interactive as any page: its menu leads to a product", async ({ page }, testInfo) => {
    // The page is prerendered once per locale and served at any address; it must hydrate there.
    const res = await page.goto('/en/no-such-page');
    expect(res?.status()).toBe(404);
    await hydrated(page);
    if (isMobile(testInfo)) {
      await page.locator('nav.bottom-bar').getByRole('button', { name: 'Loan types' }).click();
      const panel = page.locator('#mobile-panel-1');
      await expect(panel).toBeVisible();
      await panel.getByRole('link', { name: /Solar loan/ }).click();
      await expect(page).toHaveURL(/\/en\/loan\/l-loan$/);
    } else {
      await page.locator('.mega-menu .disclosure__button').click();
      const panel = page.locator('.mega-menu .disclosure__panel');
      await expect(panel).toBeVisible();
      await panel.locator('a[href="/en/loan/supreme"]').click();
      await expect(page).toHaveURL(/\/en\/loan\/supreme$/);
    }
    await expect(page.locator('h1')).not.toHaveText('The page you are looking for does not exist');
  });

  test('an unknown address shows the localized not-found page with a way home', async ({ page }) => {
    const res = await page.goto('/en/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('The page you are looking for does not exist');
    await page.locator('main').getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});
