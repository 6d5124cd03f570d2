import { expect } from 'vitest';
import { TEXT_LAYOUT_SCRIPT } from '../e2e/text-layout';
import { waitUntil, type EnginePage, type Target } from './engine';

/**
 * The visitor's key journeys, as a smoke in each engine: what must work in Safari and Firefox as
 * it does in Chromium (where tests/e2e covers each in depth). Each journey starts from a fresh
 * page load; the harness fails it on anything the recorder or the proxy saw go wrong.
 */
export interface Sizes {
  phone: { width: number; height: number };
  laptop: { width: number; height: number };
  desktop: { width: number; height: number };
}

export interface Journey {
  name: string;
  run(page: EnginePage, sizes: Sizes, proxy: { requests: string[] }): Promise<void>;
}

const POLL = { timeout: 15_000, interval: 100 };

const hydrated = (page: EnginePage) => waitUntil(page, () => document.documentElement.hasAttribute('data-hydrated'));

/** Whether the target is rendered (has a box and is not hidden). */
const shown = (page: EnginePage, css: string) =>
  page.run((selector: string) => {
    const el = document.querySelector(selector);
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  }, css);

const textOf = (page: EnginePage, css: string) =>
  page.run((selector: string) => (document.querySelector(selector) as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim() ?? '', css);

const pathOf = async (page: EnginePage) => new URL(await page.url()).pathname;

/** A number of its own for each run, so a kept database never turns a request into a duplicate. */
const uniqueMobile = (first: '9' | '6') => first + String(Math.floor(Math.random() * 1e7)).padStart(7, '0');

const COMPLIANCE = { '/': '放債人牌照號碼', '/en': 'Money Lenders Licence No.', '/zh-CN': '放债人牌照号码' } as const;

export const JOURNEYS: Journey[] = [
  {
    name: 'pages load and hydrate at phone and laptop widths, their text laid out whole (the layout check)',
    async run(page, sizes) {
      for (const size of [sizes.phone, sizes.laptop]) {
        const viewport = await page.resize(size.width, size.height);
        for (const path of ['/', '/en', '/zh-CN', '/loan/n-loan', '/en/loan/p-loan', '/loan/7x24-loan', '/verify']) {
          await page.goto(path);
          await hydrated(page);
          // No text overlapping or cut off, no figure broken across lines, no sideways scrolling.
          expect(await page.evaluate<string[]>(TEXT_LAYOUT_SCRIPT), `${path} at ${viewport.width} px`).toEqual([]);
          const home = path.startsWith('/en') ? '/en' : path.startsWith('/zh-CN') ? '/zh-CN' : '/';
          expect(await textOf(page, 'footer.site-footer'), `${path}: licence in the footer`).toContain(COMPLIANCE[home]);
        }
      }
    },
  },
  {
    name: "calculator: the worked example's figures, and an impossible rate refused beside its field",
    async run(page, sizes) {
      await page.resize(sizes.phone.width, sizes.phone.height);
      await page.goto('/loan/n-loan');
      await hydrated(page);
      const field = (label: string): Target => ({ css: '.calc', label });
      await page.run(() => document.querySelector('.calc')?.scrollIntoView());
      await expect.poll(() => page.run(() => document.querySelector('.calc')?.hasAttribute('data-ready')), POLL).toBe(true);
      await page.type(field('貸款金額'), '250000');
      await page.type(field('還款期'), '36');
      await page.type(field('假設年利率'), '18');
      await expect.poll(() => textOf(page, '.calc [data-result="monthly"]'), POLL).not.toBe('HK$975');
      await page.type(field('貸款金額'), '10000');
      await page.type(field('還款期'), '12');
      await page.type(field('假設年利率'), '30');
      await expect.poll(() => textOf(page, '.calc [data-result="monthly"]'), POLL).toBe('HK$975');
      expect(await textOf(page, '.calc [data-result="total"]')).toBe('HK$11,700');
      await page.type(field('假設年利率'), '99');
      await expect.poll(() => textOf(page, '.calc [data-field="annualRate"] .calc-field__hint'), POLL).toMatch(/^上限為/);
      expect(await textOf(page, '.calc [data-result="monthly"]')).toBe('—');
    },
  },
  {
    name: 'lead popup on a phone: every message on an empty submit, then a valid lead confirmed with its reference, sent once',
    async run(page, sizes, proxy) {
      await page.resize(sizes.phone.width, sizes.phone.height);
      await page.goto('/faq');
      await hydrated(page);
      await page.click({ css: 'nav.bottom-bar a[data-apply-button]' });
      const form = 'dialog.lead-popup[open] form[data-lead-form]';
      await expect.poll(() => shown(page, form), POLL).toBe(true);
      await page.click({ css: `${form} button[type="submit"]` });
      await expect.poll(() => textOf(page, form), POLL).toContain('請輸入有效的手提電話號碼');
      for (const message of ['請輸入姓氏', '請輸入名字', '請選擇類型', '請細閱並同意條款及細則']) expect(await textOf(page, form)).toContain(message);
      // The first field in error has the focus, for the keyboard and the screen reader.
      expect(await page.run(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('mobile');
      await page.type({ css: form, label: '手提電話號碼' }, uniqueMobile('9'));
      await page.type({ css: form, label: '英文姓氏' }, 'Chan');
      await page.type({ css: form, label: '英文名字' }, 'Tai Man');
      await page.select({ css: form, label: '貸款種類' }, '2');
      await page.click({ css: `${form} input[name="terms"]` });
      expect(await page.run((f: string) => (document.querySelector(`${f} input[name="is_opt_in"]`) as HTMLInputElement).checked, form)).toBe(false);
      await page.click({ css: `${form} button[type="submit"]` });
      await expect.poll(() => pathOf(page), POLL).toBe('/loan/p-loan');
      await expect.poll(() => page.run(() => document.body.innerText.includes('已收到你的申請')), POLL).toBe(true);
      await expect.poll(() => page.run(() => /申請參考編號：\s*\S+/.test(document.body.innerText)), POLL).toBe(true);
      // A reload confirms it again and sends nothing more.
      await page.reload();
      await hydrated(page);
      await expect.poll(() => page.run(() => document.body.innerText.includes('已收到你的申請')), POLL).toBe(true);
      // Back to where they applied: the apply button now says the application was sent.
      await page.back();
      await expect.poll(() => pathOf(page), POLL).toBe('/faq');
      await expect.poll(() => shown(page, 'nav.bottom-bar a[data-apply-button] .apply-label--sent'), POLL).toBe(true);
      expect(await shown(page, 'dialog.lead-popup[open] form[data-lead-form]')).toBe(false);
      expect(proxy.requests.filter((r) => r === 'POST /api/insertToShortForm')).toHaveLength(1);
    },
  },
  {
    name: 'menus: the product list on a phone, the header button on a laptop, the mega-menu on a desktop',
    async run(page, sizes) {
      await page.resize(sizes.phone.width, sizes.phone.height);
      await page.goto('/en');
      await hydrated(page);
      await page.click({ css: 'nav.bottom-bar button', text: 'Loan types' });
      await expect.poll(() => shown(page, '#mobile-panel-1'), POLL).toBe(true);
      await page.click({ css: '#mobile-panel-1 a', text: 'Solar loan' });
      await expect.poll(() => pathOf(page), POLL).toBe('/en/loan/l-loan');
      await hydrated(page);
      await page.click({ css: 'header .menu-button' });
      await expect.poll(() => shown(page, '#mobile-panel-2'), POLL).toBe(true);
      await page.press('Escape');
      await expect.poll(() => shown(page, '#mobile-panel-2'), POLL).toBe(false);

      await page.resize(sizes.laptop.width, sizes.laptop.height);
      await page.goto('/');
      await hydrated(page);
      await page.click({ css: 'header.site-header button', text: '貸款產品' });
      await expect.poll(() => shown(page, '#mobile-panel-1'), POLL).toBe(true);
      await page.click({ css: '#mobile-panel-1 a[href="/loan/supreme"]' });
      await expect.poll(() => pathOf(page), POLL).toBe('/loan/supreme');

      await page.resize(sizes.desktop.width, sizes.desktop.height);
      await page.goto('/');
      await hydrated(page);
      await page.click({ css: '.mega-menu .disclosure__button' });
      await expect.poll(() => shown(page, '.mega-menu .disclosure__panel'), POLL).toBe(true);
      await page.click({ css: '.mega-menu .disclosure__panel a[href="/loan/n-loan"]' });
      await expect.poll(() => pathOf(page), POLL).toBe('/loan/n-loan');
    },
  },
  {
    name: 'language switch: the same page in English, then back in Chinese',
    async run(page, sizes) {
      await page.resize(sizes.desktop.width, sizes.desktop.height);
      await page.goto('/faq');
      await hydrated(page);
      await page.click({ css: 'header .lang-switch a[title="English"]' });
      await expect.poll(() => pathOf(page), POLL).toBe('/en/faq');
      expect(await page.run(() => document.documentElement.lang)).toBe('en');
      await page.click({ css: 'header .lang-switch a[title="繁體中文"]' });
      await expect.poll(() => pathOf(page), POLL).toBe('/faq');
      expect(await page.run(() => document.documentElement.lang)).toBe('zh-Hant-HK');
    },
  },
  {
    name: 'callback: the messages, then a booked call acknowledged',
    async run(page, sizes, proxy) {
      await page.resize(sizes.phone.width, sizes.phone.height);
      await page.goto('/contactus');
      await hydrated(page);
      const form = 'form[data-callback-form]';
      await page.click({ css: `${form} button[type="submit"]` });
      await expect.poll(() => textOf(page, form), POLL).toContain('請輸入你的有效手提電話號碼');
      expect(await textOf(page, form)).toContain('請選擇聯絡時段');
      await page.type({ css: form, label: '手提電話號碼' }, uniqueMobile('6'));
      await page.click({ css: `${form} label`, text: '18:00 – 21:00' });
      await page.click({ css: `${form} button[type="submit"]` });
      await expect.poll(() => page.run(() => document.body.innerText.includes('已收到你的回電預約')), POLL).toBe(true);
      expect(proxy.requests.filter((r) => r === 'POST /api/contact')).toHaveLength(1);
    },
  },
  {
    name: 'announcement bar: closed, it stays closed after a reload',
    async run(page, sizes) {
      await page.resize(sizes.laptop.width, sizes.laptop.height);
      await page.goto('/faq');
      await hydrated(page);
      expect(await shown(page, '.announcement')).toBe(true);
      await page.click({ css: '.announcement__close' });
      await expect.poll(() => shown(page, '.announcement'), POLL).toBe(false);
      await page.reload();
      await hydrated(page);
      expect(await shown(page, '.announcement')).toBe(false);
    },
  },
];
