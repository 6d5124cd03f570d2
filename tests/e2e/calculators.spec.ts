import type { Locator, Page } from '@playwright/test';
import { axe } from './axe';
import { expect, hydrated, test } from './fixtures';

/**
 * The repayment calculators as a visitor uses them: typing and dragging on the real product
 * pages, reading the figures off the screen. Expected figures come from the original site's worked
 * examples or from the textbook annuity formula computed here, not from the site's own code.
 */

/** Textbook equal instalment: P·r / (1 − (1 + r)^−n). */
const annuity = (principal: number, monthlyRate: number, months: number) => (principal * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months));
const hkd = (amount: number) => `HK$${amount.toLocaleString('en-US')}`;
const hkdCents = (amount: number) => `HK$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Opens a page, scrolls to its calculator (of the given kind) and waits until it is interactive. */
async function openCalculator(page: Page, path: string, kind = ''): Promise<Locator> {
  await page.goto(path);
  await hydrated(page);
  const calc = page.locator(kind ? `.calc[data-calculator="${kind}"]` : '.calc').first();
  // As a visitor comes to it: a calculator's code is fetched when it nears the screen.
  await calc.scrollIntoViewIfNeeded();
  await expect(calc).toHaveAttribute('data-ready', '');
  return calc;
}

const box = (calc: Locator, label: string) => calc.getByRole('textbox', { name: label, exact: true });
const figure = (calc: Locator, name: string) => calc.locator(`[data-result="${name}"]`);

/** Types values into labelled boxes, in order, as a visitor would. */
async function type(calc: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await box(calc, label).fill(value);
}

test.describe('spec examples, typed into the real widgets', () => {
  test('personal loan: HK$10,000 over 12 months at 30% is HK$975 a month, HK$11,700 in total', async ({ page }) => {
    const calc = await openCalculator(page, '/loan/n-loan');
    // Start somewhere else, so the example's figures can only come from what is typed.
    await type(calc, { 貸款金額: '250000', 還款期: '36', 假設年利率: '18' });
    await expect(figure(calc, 'monthly')).not.toHaveText('HK$975');
    await type(calc, { 貸款金額: '10,000', 還款期: '12', 假設年利率: '30' });
    await expect(figure(calc, 'monthly')).toHaveText('HK$975');
    await expect(figure(calc, 'total')).toHaveText('HK$11,700');
    await expect(figure(calc, 'interest')).toHaveText('HK$1,700');
    // The effective annual rate is stated beside the result: (1 + 2.5%)^12 − 1 = 34.49%.
    await expect(figure(calc, 'effective-rate')).toHaveText(`${((Math.pow(1.025, 12) - 1) * 100).toFixed(2)}%`);
    await expect(calc.locator('.calc__results')).toContainText('只供參考');
  });

  test('SME: HK$1,000,000 over 36 months at 24% is HK$39,233 a month, HK$1,412,388 in total', async ({ page }) => {
    const calc = await openCalculator(page, '/loan/sme');
    await type(calc, { 貸款金額: '500000', 還款期: '12', 假設年利率: '20' });
    await expect(figure(calc, 'monthly')).not.toHaveText('HK$39,233');
    await type(calc, { 貸款金額: '1000000', 還款期: '36', 假設年利率: '24' });
    await expect(figure(calc, 'monthly')).toHaveText('HK$39,233');
    await expect(figure(calc, 'total')).toHaveText('HK$1,412,388');
  });
});

test.describe('every calculator type against figures computed here', { tag: '@desktop' }, () => {
  // Arithmetic does not depend on the screen size: checked once, at desktop size.
  // Same at every screen size: once, in the desktop project.
  test('standard instalment (talent loan)', async ({ page }) => {
    const calc = await openCalculator(page, '/loan/talent-loan', 'standard');
    await type(calc, { 貸款金額: '250000', 還款期: '48', 假設年利率: '18' });
    const monthly = Math.round(annuity(250_000, 0.015, 48));
    await expect(figure(calc, 'monthly')).toHaveText(hkd(monthly));
    await expect(figure(calc, 'total')).toHaveText(hkd(monthly * 48));
  });

  test('property owner: extra loan possible, and the repayment calculator beside it', async ({ page }) => {
    const calc = await openCalculator(page, '/loan/p-loan', 'property');
    await type(calc, { 物業估值: '8000000', 現有按揭餘額: '3500000', 貸款成數: '60' });
    await expect(figure(calc, 'extra-loan')).toHaveText(hkd(8_000_000 * 0.6 - 3_500_000));
    // Above the product maximum the figure stops at HK$2,000,000 and says so.
    await type(calc, { 現有按揭餘額: '0' });
    await expect(figure(calc, 'extra-loan')).toHaveText('HK$2,000,000');
    await expect(calc.locator('.calc__remark-line')).toContainText('HK$2,000,000');
    const repayment = page.locator('.calc[data-calculator="standard"]');
    await expect(repayment).toHaveAttribute('data-ready', '');
    await type(repayment, { 貸款金額: '1300000', 還款期: '60', 假設年利率: '24' });
    await expect(figure(repayment, 'monthly')).toHaveText(hkd(Math.round(annuity(1_300_000, 0.02, 60))));
  });

  test('debt transfer: better rate after 20% off, new monthly repayment, interest saved', async ({ page }) => {
    const calc = await openCalculator(page, '/loan/t-loan', 'debt-transfer');
    // A HK$100,000 loan at 36% (3% a month) with 24 months left is billed this much today.
    const today = Math.round(annuity(100_000, 0.03, 24));
    await type(calc, { 現有貸款餘額: '100000', 原來每月還款額: String(today), 餘下還款期: '24' });
    await expect(figure(calc, 'current-rate')).toHaveText('36%');
    await expect(figure(calc, 'better-rate')).toHaveText('28.8%');
    const offer = Math.round(annuity(100_000, 0.024, 24));
    await expect(figure(calc, 'monthly')).toHaveText(hkd(offer));
    await expect(figure(calc, 'saved-interest')).toHaveText(hkd((today - offer) * 24));
  });

  test('credit card consolidation: the loan against paying the minimum', async ({ page }) => {
    const calc = await openCalculator(page, '/loan/c-loan', 'card');
    await type(calc, { 信用卡結欠: '50000', 貸款還款期: '36', 假設年利率: '10' });
    const monthly = Math.round(annuity(50_000, 0.1 / 12, 36));
    await expect(figure(calc, 'monthly')).toHaveText(hkd(monthly));
    await expect(figure(calc, 'loan-interest')).toHaveText(hkd(monthly * 36 - 50_000));
    // Paying 1% + interest (at least HK$300) on HK$50,000 takes years: far more interest.
    await expect(figure(calc, 'card-months')).toContainText('個月');
    await expect(figure(calc, 'saved-interest')).not.toHaveText('HK$0');
  });

  test('student debt consolidation: 36% becomes 15%', async ({ page }) => {
    const calc = await openCalculator(page, '/loan/s-loan', 'student');
    await type(calc, { 學債總額: '80000', 還款期: '36', 現有年利率: '36', 新貸款假設年利率: '15' });
    const before = Math.round(annuity(80_000, 0.03, 36));
    const after = Math.round(annuity(80_000, 0.0125, 36));
    await expect(figure(calc, 'monthly')).toHaveText(hkd(after));
    await expect(figure(calc, 'existing-monthly')).toHaveText(hkd(before));
    await expect(figure(calc, 'saved-interest')).toHaveText(hkd((before - after) * 36));
  });

  test('renovation: interest only at first, then equal instalments', async ({ page }) => {
    const calc = await openCalculator(page, '/loan/r-loan', 'renovation');
    // 125,000 × 80% = 100,000 borrowed.
    await type(calc, { 裝修工程費用: '125000', 貸款成數: '80', 還款期: '24', 只還利息期: '6', 假設年利率: '24' });
    await expect(figure(calc, 'loan-amount')).toHaveText('HK$100,000');
    const interestOnly = 100_000 * 0.02;
    const after = Math.round(annuity(100_000, 0.02, 18));
    await expect(figure(calc, 'interest-only')).toHaveText(hkd(interestOnly));
    await expect(figure(calc, 'monthly')).toHaveText(hkd(after));
    await expect(figure(calc, 'total')).toHaveText(hkd(interestOnly * 6 + after * 18));
  });

  test('investment: the first 2 days are interest-free', async ({ page }) => {
    const calc = await openCalculator(page, '/loan/i-loan', 'investment');
    await type(calc, { 貸款金額: '100000', 還款期: '12', 假設年利率: '30' });
    const rebate = Math.round(((100_000 * 0.3) / 365) * 2);
    const monthly = Math.round(annuity(100_000, 0.025, 12));
    await expect(figure(calc, 'rebate')).toHaveText(hkd(rebate));
    await expect(figure(calc, 'first')).toHaveText(hkd(monthly - rebate));
    await expect(figure(calc, 'total')).toHaveText(hkd(monthly * 12 - rebate));
  });

  test('solar: a share of the project cost, up to 90% and 24 periods', async ({ page }) => {
    const calc = await openCalculator(page, '/loan/l-loan', 'solar');
    await type(calc, { 工程費用: '300000', 貸款成數: '80', 還款期: '24', 假設年利率: '20' });
    await expect(figure(calc, 'loan-amount')).toHaveText('HK$240,000');
    await expect(figure(calc, 'own-contribution')).toHaveText('HK$60,000');
    await expect(figure(calc, 'monthly')).toHaveText(hkd(Math.round(annuity(240_000, 0.2 / 12, 24))));
    // More than 90% or 24 periods is not possible: refused, with no figure.
    await type(calc, { 貸款成數: '95', 還款期: '36' });
    await expect(calc.locator('[data-field="loanRatio"] .calc-field__hint')).toHaveText('上限為90%');
    await expect(calc.locator('[data-field="months"] .calc-field__hint')).toHaveText('上限為24個月');
    await expect(figure(calc, 'loan-amount')).toHaveText('—');
  });

  test('study: an education type fills in its amount and period', async ({ page }) => {
    const calc = await openCalculator(page, '/loan/u-loan', 'study');
    await calc.getByRole('combobox', { name: '課程類別' }).selectOption({ label: '學車考牌' });
    await expect(box(calc, '貸款金額')).toHaveValue('10,000');
    await expect(box(calc, '還款期')).toHaveValue('12');
    await expect(figure(calc, 'monthly')).toHaveText('HK$975');
    await calc.getByRole('combobox', { name: '課程類別' }).selectOption({ label: '碩士課程' });
    await expect(box(calc, '貸款金額')).toHaveValue('250,000');
    await expect(figure(calc, 'monthly')).toHaveText(hkd(Math.round(annuity(250_000, 0.025, 48))));
  });

  test('revolving: interest only on the drawn amount, none on the reserved limit', async ({ page }) => {
    const calc = await openCalculator(page, '/loan/revolving-loan', 'revolving');
    await type(calc, { 每月收入: '30000', 想借金額: '50000', 借款日數: '14', 假設年利率: '30' });
    const interest = Math.round(((50_000 * 0.3) / 365) * 14 * 100) / 100;
    await expect(figure(calc, 'credit-limit')).toHaveText('HK$300,000');
    await expect(figure(calc, 'borrowed')).toHaveText('HK$50,000');
    await expect(figure(calc, 'interest')).toHaveText(hkdCents(interest));
    await expect(figure(calc, 'total')).toHaveText(hkdCents(50_000 + interest));
    await expect(figure(calc, 'reserved-interest')).toHaveText('HK$0');
    // Asking for more than the limit borrows the limit, and says why.
    await type(calc, { 想借金額: '400000' });
    await expect(figure(calc, 'borrowed')).toHaveText('HK$300,000');
    await expect(calc.locator('[data-field="desiredAmount"] .calc-field__hint')).toContainText('你的額度為HK$300,000');
  });
});

test.describe('credit rating sets the assumed rate (sample rates)', { tag: '@desktop' }, () => {
  // Same at every screen size: once, in the desktop project.
  const rating = (calc: Locator, label: string) => calc.getByRole('combobox', { name: label, exact: true });

  test('personal loan in Chinese: each rating gives its own repayment, the worked example stays at 30%', async ({ page }) => {
    const calc = await openCalculator(page, '/loan/n-loan');
    const choice = rating(calc, '信貸評級');
    // Nothing chosen yet: the 30% rating and the worked example, HK$10,000 over 12 months.
    await expect(choice.locator('option:checked')).toHaveText('有限或不確定（30%）');
    await expect(figure(calc, 'monthly')).toHaveText('HK$975');
    await expect(calc.locator('[data-field="creditRating"] .calc-field__hint')).toHaveText('示例利率，僅作說明用途；實際利率以批核結果為準');
    // 18% is 1.5% a month: 150 / (1 − 1.015^−12) = 150 / 0.163613 = 916.80 -> 917; × 12 = 11,004.
    await choice.selectOption({ label: '良好（18%）' });
    await expect(box(calc, '假設年利率')).toHaveValue('18');
    await expect(figure(calc, 'monthly')).toHaveText('HK$917');
    await expect(figure(calc, 'total')).toHaveText('HK$11,004');
    await expect(calc.locator('.calc__results')).toContainText('假設年利率18%');
    // 12% is 1% a month: 100 / (1 − 1.01^−12) = 100 / 0.112551 = 888.49 -> 888.
    await choice.selectOption({ label: '優良（12%）' });
    await expect(figure(calc, 'monthly')).toHaveText('HK$888');
    // A rate typed in is nobody's rating: the choice says so.
    await box(calc, '假設年利率').fill('20');
    await expect(choice.locator('option:checked')).toHaveText('自行輸入的利率');
    await expect(figure(calc, 'monthly')).toHaveText(hkd(Math.round(annuity(10_000, 0.2 / 12, 12))));
    // Back to the 30% rating: the worked example again.
    await choice.selectOption({ label: '有限或不確定（30%）' });
    await expect(figure(calc, 'monthly')).toHaveText('HK$975');
    await expect(figure(calc, 'total')).toHaveText('HK$11,700');
  });

  test('personal loan in English: the rating and the sample-rate notice', async ({ page }) => {
    const calc = await openCalculator(page, '/en/loan/n-loan');
    const choice = rating(calc, 'Credit rating');
    await expect(calc.locator('[data-field="creditRating"] .calc-field__hint')).toHaveText(
      'Sample rates for illustration; your actual rate depends on approval',
    );
    await expect(choice.locator('option')).toHaveText(['Excellent (12%)', 'Good (18%)', 'Fair (24%)', 'Limited or not sure (30%)']);
    // 24% is 2% a month: 200 / (1 − 1.02^−12) = 200 / 0.211507 = 945.60 -> 946; × 12 = 11,352.
    await choice.selectOption({ label: 'Fair (24%)' });
    await expect(box(calc, 'Assumed annual interest rate')).toHaveValue('24');
    await expect(figure(calc, 'monthly')).toHaveText('HK$946');
    await expect(figure(calc, 'total')).toHaveText('HK$11,352');
    await choice.selectOption({ label: 'Limited or not sure (30%)' });
    await expect(figure(calc, 'monthly')).toHaveText('HK$975');
    await expect(figure(calc, 'total')).toHaveText('HK$11,700');
  });

  test('products with their own rate have no rating choice', async ({ page }) => {
    for (const path of ['/loan/supreme', '/loan/sme', '/loan/c-loan']) {
      const calc = await openCalculator(page, path);
      await expect(calc.getByRole('combobox', { name: '信貸評級' }), path).toHaveCount(0);
    }
  });
});

test.describe('wedding and renovation loans from the project cost', { tag: '@desktop' }, () => {
  // Same at every screen size: once, in the desktop project.

  test('wedding (Chinese): the budget and the share borrowed give the loan and the repayment', async ({ page }) => {
    const calc = await openCalculator(page, '/loan/w-loan', 'wedding');
    await type(calc, { 婚禮預算: '150000', 貸款成數: '80', 還款期: '24' });
    await calc.getByRole('combobox', { name: '信貸評級' }).selectOption({ label: '良好（18%）' });
    // 150,000 × 80% = 120,000; 1.5% a month over 24: 1,800 / (1 − 1.015^−24) = 1,800 / 0.300456
    // = 5,990.89 -> 5,991; × 24 = 143,784.
    await expect(figure(calc, 'loan-amount')).toHaveText('HK$120,000');
    await expect(figure(calc, 'own-contribution')).toHaveText('HK$30,000');
    await expect(figure(calc, 'monthly')).toHaveText('HK$5,991');
    await expect(figure(calc, 'total')).toHaveText('HK$143,784');
    // More than HK$500,000 is not lent, and the page says so.
    await type(calc, { 婚禮預算: '800000', 貸款成數: '100' });
    await expect(figure(calc, 'loan-amount')).toHaveText('HK$500,000');
    await expect(figure(calc, 'own-contribution')).toHaveText('HK$300,000');
    await expect(calc.locator('.calc__remark-line')).toHaveText('貸款金額最多為HK$500,000，已按此計算。');
    await expect(figure(calc, 'monthly')).toHaveText(hkd(Math.round(annuity(500_000, 0.015, 24))));
    // No share above 100%: refused, and no figure is shown for it.
    await type(calc, { 婚禮預算: '100000', 貸款成數: '120' });
    await expect(calc.locator('[data-field="loanRatio"] .calc-field__hint')).toHaveText('上限為100%');
    await expect(figure(calc, 'loan-amount')).toHaveText('—');
    // A share below the smallest loan (HK$5,000) would lend more than asked: refused too.
    await type(calc, { 婚禮預算: '4000', 貸款成數: '50' });
    await expect(calc.locator('[data-field="projectCost"] .calc-field__hint')).toHaveText('按此成數計算的貸款額低於最低貸款額HK$5,000');
    await expect(figure(calc, 'monthly')).toHaveText('—');
  });

  test('wedding (English): labels and the derived amount', async ({ page }) => {
    const calc = await openCalculator(page, '/en/loan/w-loan', 'wedding');
    await type(calc, { 'Wedding budget': '200000', 'Share of the budget borrowed': '50', 'Repayment period': '12' });
    // 200,000 × 50% = 100,000 at the default 30% (2.5% a month):
    // 2,500 / (1 − 1.025^−12) = 2,500 / 0.256444 = 9,748.71 -> 9,749; × 12 = 116,988.
    await expect(figure(calc, 'loan-amount')).toHaveText('HK$100,000');
    await expect(figure(calc, 'monthly')).toHaveText('HK$9,749');
    await expect(figure(calc, 'total')).toHaveText('HK$116,988');
    expect(await calc.innerText()).not.toMatch(/\p{Script=Han}/u);
  });

  test('renovation (English): cost and share, interest only first, clamped at HK$500,000', async ({ page }) => {
    const calc = await openCalculator(page, '/en/loan/r-loan', 'renovation');
    await type(calc, {
      'Renovation cost': '250000',
      'Share of the cost borrowed': '80',
      'Repayment period': '36',
      'Interest-only period': '6',
    });
    await calc.getByRole('combobox', { name: 'Credit rating' }).selectOption({ label: 'Fair (24%)' });
    // 250,000 × 80% = 200,000. Interest only: 200,000 × 2% = 4,000 for 6 months; then 30 months:
    // 4,000 / (1 − 1.02^−30) = 4,000 / 0.447929 = 8,929.98 -> 8,930. Total 24,000 + 267,900 = 291,900.
    await expect(figure(calc, 'loan-amount')).toHaveText('HK$200,000');
    await expect(figure(calc, 'own-contribution')).toHaveText('HK$50,000');
    await expect(figure(calc, 'interest-only')).toHaveText('HK$4,000');
    await expect(figure(calc, 'monthly')).toHaveText('HK$8,930');
    await expect(figure(calc, 'total')).toHaveText('HK$291,900');
    await type(calc, { 'Renovation cost': '700000', 'Share of the cost borrowed': '100' });
    await expect(figure(calc, 'loan-amount')).toHaveText('HK$500,000');
    await expect(calc.locator('.calc__remark-line')).toHaveText('The largest loan is HK$500,000; the figures use it.');
    // 500,000 × 2% = 10,000 interest only.
    await expect(figure(calc, 'interest-only')).toHaveText('HK$10,000');
  });

  test('renovation (Chinese): the derived amount', async ({ page }) => {
    const calc = await openCalculator(page, '/loan/r-loan', 'renovation');
    await type(calc, { 裝修工程費用: '300000', 貸款成數: '50', 還款期: '24', 只還利息期: '12' });
    await calc.getByRole('combobox', { name: '信貸評級' }).selectOption({ label: '優良（12%）' });
    // 300,000 × 50% = 150,000. Interest only 150,000 × 1% = 1,500 for 12 months; then 12 months:
    // 1,500 / (1 − 1.01^−12) = 1,500 / 0.112551 = 13,327.32 -> 13,327.
    await expect(figure(calc, 'loan-amount')).toHaveText('HK$150,000');
    await expect(figure(calc, 'interest-only')).toHaveText('HK$1,500');
    await expect(figure(calc, 'monthly')).toHaveText('HK$13,327');
    await expect(figure(calc, 'total')).toHaveText(hkd(1_500 * 12 + 13_327 * 12));
  });
});

test.describe('input out of range', { tag: '@desktop' }, () => {
  // Same at every screen size: once, in the desktop project.

  test('out-of-range input is refused beside the field, and no figure is shown for it', async ({ page }) => {
    const calc = await openCalculator(page, '/loan/7x24-loan');
    const amount = box(calc, '貸款金額');
    const hint = calc.locator('[data-field="amount"] .calc-field__hint');
    await expect(hint).toHaveText('可輸入HK$5,000至HK$30,000');

    await type(calc, { 還款期: '12', 假設年利率: '30' });
    await amount.fill('50000');
    await expect(hint).toHaveText('上限為HK$30,000');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(figure(calc, 'monthly')).toHaveText('—');
    await expect(calc.locator('.calc__remark-line')).toHaveText('請修正已標示的資料，即可查看計算結果。');
    // Leaving the box keeps what was typed beside its message.
    await amount.blur();
    await expect(amount).toHaveValue('50000');
    await expect(hint).toHaveText('上限為HK$30,000');

    await amount.fill('1000');
    await expect(hint).toHaveText('下限為HK$5,000');
    await amount.fill('abc');
    await expect(hint).toHaveText('請輸入數字');
    await amount.fill('-20000');
    await expect(hint).toHaveText('下限為HK$5,000');
    await box(calc, '假設年利率').fill('99');
    await expect(calc.locator('[data-field="annualRate"] .calc-field__hint')).toHaveText('上限為31.15%');
    await box(calc, '還款期').fill('1e9');
    await expect(calc.locator('[data-field="months"] .calc-field__hint')).toHaveText('上限為60個月');

    // Not one figure on the result side, the assumptions included, nor a schedule to open.
    for (const text of await calc.locator('[data-result]').allTextContents()) expect(text).toBe('—');
    await expect(calc.locator('.calc__results')).not.toContainText('HK$');
    await expect(calc.locator('summary')).toHaveCount(0);

    await type(calc, { 貸款金額: '20000', 還款期: '12', 假設年利率: '30' });
    await expect(hint).toHaveText('可輸入HK$5,000至HK$30,000');
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await expect(figure(calc, 'monthly')).toHaveText(hkd(Math.round(annuity(20_000, 0.025, 12))));
  });
});

test.describe('a repayment no real loan has (debt transfer)', () => {
  // The visitor check: HK$100,000 owed, HK$10,000 a month for 48 months is a rate of about 119%
  // a year, far above the legal cap of 48% effective.
  for (const { path, labels, message, fix } of [
    {
      path: '/loan/t-loan',
      labels: { amount: '現有貸款餘額', repayment: '原來每月還款額', months: '餘下還款期' },
      message: '此還款額代表年利率高於法定上限（實際年利率48%），請核對資料',
      fix: '請修正已標示的資料，即可查看計算結果。',
    },
    {
      path: '/en/loan/t-loan',
      labels: { amount: 'Current loan outstanding', repayment: 'Current monthly repayment', months: 'Months left' },
      message: 'This repayment means a rate above the legal cap of 48% a year (effective); please check the figures',
      fix: 'Correct the marked entry to see the figures.',
    },
  ]) {
    test(`${path}: the message beside the repayment, no figure, then figures again`, async ({ page }) => {
      const calc = await openCalculator(page, path, 'debt-transfer');
      const repayment = box(calc, labels.repayment);
      await type(calc, { [labels.amount]: '100000', [labels.repayment]: '10000', [labels.months]: '48' });
      const hint = calc.locator('[data-field="existingMonthlyRepayment"] .calc-field__hint');
      await expect(hint).toHaveText(message);
      // Screen readers hear it: the box is invalid and described by the message.
      await expect(repayment).toHaveAttribute('aria-invalid', 'true');
      const describedBy = await repayment.getAttribute('aria-describedby');
      expect(describedBy).toBe(await hint.getAttribute('id'));
      await expect(calc.locator('[aria-live="polite"]')).toContainText(message, { timeout: 5_000 });
      // No figure computed from it: not the rate, not the saving, not in the assumptions.
      for (const text of await calc.locator('[data-result]').allTextContents()) expect(text).toBe('—');
      await expect(calc.locator('.calc__results')).not.toContainText('118');
      await expect(calc.locator('.calc__results')).not.toContainText('HK$');
      // The assumptions (which state the rates) give way to the reference remark alone.
      await expect(calc.locator('.calc__assumptions p')).toHaveCount(1);
      await expect(calc.locator('.calc__remark-line')).toHaveText(fix);
      await expect(calc.locator('summary')).toHaveCount(0);
      const results = await axe(page).include('.calc-section').analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

      // A real 36% loan: 100,000 × 3% / (1 − 1.03^−48) = 3,958.36 a month.
      await repayment.fill(String(Math.round(annuity(100_000, 0.03, 48))));
      await expect(repayment).not.toHaveAttribute('aria-invalid', 'true');
      await expect(figure(calc, 'current-rate')).toHaveText('36%');
      await expect(figure(calc, 'better-rate')).toHaveText('28.8%');
      await expect(figure(calc, 'monthly')).toHaveText(hkd(Math.round(annuity(100_000, 0.024, 48))));
    });
  }

  test('a repayment that never repays the balance is refused too', { tag: '@desktop' }, async ({ page }) => {
    const calc = await openCalculator(page, '/en/loan/t-loan', 'debt-transfer');
    await type(calc, { 'Current loan outstanding': '100000', 'Current monthly repayment': '1000', 'Months left': '48' });
    // 100,000 / 48 = 2,083.33: at least HK$2,084 a month.
    await expect(calc.locator('[data-field="existingMonthlyRepayment"] .calc-field__hint')).toHaveText(
      'This repayment never clears the loan in the months left; at least HK$2,084 a month is needed',
    );
    await expect(figure(calc, 'saved-interest')).toHaveText('—');
  });
});

test('works by keyboard alone, and the live region announces the settled result', async ({ page }) => {
  const calc = await openCalculator(page, '/loan/n-loan');
  const amount = box(calc, '貸款金額');
  await amount.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('20000');
  await expect(figure(calc, 'monthly')).toHaveText(hkd(Math.round(annuity(20_000, 0.025, 12))));
  // Tab reaches the amount slider, whose arrow keys step the amount.
  await page.keyboard.press('Tab');
  const slider = calc.getByRole('slider', { name: '貸款金額' });
  await expect(slider).toBeFocused();
  await expect(slider).toHaveAttribute('aria-valuetext', 'HK$20,000');
  await page.keyboard.press('ArrowRight');
  await expect(amount).toHaveValue('21,000');
  await expect(slider).toHaveAttribute('aria-valuetext', 'HK$21,000');
  // Then the period box and its slider.
  await page.keyboard.press('Tab');
  await expect(box(calc, '還款期')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('24');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowLeft');
  await expect(box(calc, '還款期')).toHaveValue('23');
  const monthly = hkd(Math.round(annuity(21_000, 0.025, 23)));
  await expect(figure(calc, 'monthly')).toHaveText(monthly);

  // One polite, atomic announcement of the settled figures (not one per keystroke).
  const live = calc.locator('[aria-live="polite"]');
  await expect(live).toHaveAttribute('aria-atomic', 'true');
  await expect(live).toContainText(`每月還款 ${monthly}`);

  // Then the credit rating, whose arrow keys pick a rating and so the rate: 30% -> 24%.
  await page.keyboard.press('Tab');
  const rating = calc.getByRole('combobox', { name: '信貸評級' });
  await expect(rating).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(box(calc, '假設年利率')).toHaveValue('24');
  await expect(figure(calc, 'monthly')).toHaveText(hkd(Math.round(annuity(21_000, 0.02, 23))));

  // The schedule opens from the keyboard.
  await page.keyboard.press('Tab');
  await expect(box(calc, '假設年利率')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(calc.locator('summary')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calc.locator('.calc-schedule__table tbody tr')).toHaveCount(23);
});

test.describe('schedule, languages, home page', { tag: '@desktop' }, () => {
  // Same at every screen size: once, in the desktop project.

  test('the schedule lists every month and its totals equal the headline figures', async ({ page }) => {
    const calc = await openCalculator(page, '/loan/n-loan');
    await type(calc, { 貸款金額: '10000', 還款期: '12', 假設年利率: '30' });
    await calc.locator('summary').click();
    const rows = calc.locator('.calc-schedule__table tbody tr');
    await expect(rows).toHaveCount(12);
    await expect(calc.locator('thead th')).toHaveText(['期數', '還款額', '本金', '利息', '結欠本金']);

    const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => Number(c.textContent!.replace(/,/g, '')))));
    const cents = (i: number) => cells.reduce((sum, row) => sum + Math.round(row[i]! * 100), 0);
    expect(cells.map((row) => row[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(cents(1)).toBe(11_700_00);
    expect(cents(2)).toBe(10_000_00);
    expect(cents(3)).toBe(1_700_00);
    expect(cells.at(-1)![4]).toBe(0);
    for (const row of cells) expect(row.every((v) => v >= 0)).toBe(true);

    await expect(calc.locator('[data-total="payment"]')).toHaveText('11,700.00');
    await expect(calc.locator('[data-total="principal"]')).toHaveText('10,000.00');
    await expect(calc.locator('[data-total="interest"]')).toHaveText('1,700.00');
    await expect(figure(calc, 'total')).toHaveText('HK$11,700');
    await expect(figure(calc, 'interest')).toHaveText('HK$1,700');

    // The renovation schedule: principal only after the interest-only months.
    const reno = await openCalculator(page, '/loan/r-loan', 'renovation');
    await type(reno, { 裝修工程費用: '100000', 貸款成數: '100', 還款期: '24', 只還利息期: '6', 假設年利率: '24' });
    await reno.locator('summary').click();
    await expect(reno.locator('.calc-schedule__table tbody tr')).toHaveCount(24);
    await expect(reno.locator('.calc-schedule__table tbody tr').nth(5).locator('td').nth(1)).toHaveText('0.00');
    const total = await figure(reno, 'total').textContent();
    await expect(reno.locator('[data-total="payment"]')).toHaveText(`${total!.replace('HK$', '')}.00`);
  });

  test('English page: labels, figures and remarks in English', async ({ page }) => {
    const calc = await openCalculator(page, '/en/loan/n-loan');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await type(calc, { 'Loan amount': '10000', 'Repayment period': '12', 'Assumed annual interest rate': '30' });
    await expect(figure(calc, 'monthly')).toHaveText('HK$975');
    await expect(figure(calc, 'total')).toHaveText('HK$11,700');
    await expect(calc.locator('.calc__results')).toContainText('Monthly repayment');
    await expect(calc.locator('.calc__results')).toContainText('Effective annual rate');
    await expect(calc.locator('.calc__results')).toContainText('For reference only');
    await expect(calc.locator('.calc__results')).toContainText('repayment period 12 months');
    expect(await calc.innerText()).not.toMatch(/\p{Script=Han}/u);
    await box(calc, 'Loan amount').fill('9000000');
    await expect(calc.locator('[data-field="amount"] .calc-field__hint')).toHaveText('The maximum is HK$3,000,000');
    await expect(figure(calc, 'monthly')).toHaveText('—');
    await box(calc, 'Loan amount').fill('10000');
    await calc.locator('summary').click();
    await expect(calc.locator('thead th')).toHaveText(['Month', 'Repayment', 'Principal', 'Interest', 'Balance']);
  });

  test('Simplified Chinese talent-loan page: converted labels, salary ceiling', async ({ page }) => {
    const calc = await openCalculator(page, '/zh-CN/loan/talent-loan');
    await type(calc, { '每月收入（选填）': '25000', 贷款金额: '1000000' });
    // 10 × HK$25,000 = HK$250,000
    await expect(calc.locator('[data-field="amount"] .calc-field__hint')).toHaveText('按月薪计，贷款额上限为HK$250,000，已按此计算');
    await type(calc, { 还款期: '60', 假设年利率: '30' });
    await expect(figure(calc, 'monthly')).toHaveText(hkd(Math.round(annuity(250_000, 0.025, 60))));
  });

  test('home page shows the personal-loan calculator', async ({ page }) => {
    const calc = await openCalculator(page, '/');
    await expect(figure(calc, 'monthly')).toHaveText('HK$975');
    await box(calc, '還款期').fill('24');
    await expect(figure(calc, 'monthly')).toHaveText(hkd(Math.round(annuity(10_000, 0.025, 24))));
  });
});

test('the server-rendered page already shows the result, and hydration moves nothing', async ({ page, browser }, testInfo) => {
  // Without JavaScript: what the server sent.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: testInfo.project.use.viewport });
  const ssr = await context.newPage();
  await ssr.goto('/loan/n-loan');
  const staticCalc = ssr.locator('.calc');
  await expect(staticCalc.locator('[data-result="monthly"]')).toHaveText('HK$975');
  await expect(staticCalc.locator('[data-result="total"]')).toHaveText('HK$11,700');
  const staticBoxes = await staticCalc.locator('.calc__results, .calc-field, summary').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return [Math.round(r.x + scrollX), Math.round(r.y + scrollY), Math.round(r.width), Math.round(r.height)];
    }),
  );
  await context.close();

  // With JavaScript, once hydrated: the same boxes in the same places on the page (the visitor
  // scrolled to the calculator, which is when its code comes).
  const calc = await openCalculator(page, '/loan/n-loan');
  const liveBoxes = await calc.locator('.calc__results, .calc-field, summary').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return [Math.round(r.x + scrollX), Math.round(r.y + scrollY), Math.round(r.width), Math.round(r.height)];
    }),
  );
  expect(liveBoxes).toEqual(staticBoxes);
});

for (const path of ['/loan/n-loan', '/loan/t-loan', '/en/loan/revolving-loan', '/loan/u-loan', '/loan/w-loan', '/en/loan/r-loan']) {
  test(`no accessibility violations in the calculator on ${path} (axe)`, async ({ page }) => {
    const calc = await openCalculator(page, path);
    const summary = calc.locator('summary');
    if ((await summary.count()) > 0) await summary.click();
    // A note on a field, so its styling is checked too.
    await calc.getByRole('textbox').first().fill('999999999');
    const results = await axe(page).include('.calc-section').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
}
