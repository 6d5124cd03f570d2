import { chromium, devices } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function run(path, act, label) {
  const ctx = await browser.newContext({ ...devices['Pixel 7'], deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    window.__ev = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.interactionId) window.__ev.push([e.name, Math.round(e.duration), Math.round(e.processingStart - e.startTime), Math.round(e.processingEnd - e.processingStart)]); }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('http://127.0.0.1:9355' + path, { waitUntil: 'load' });
  await act(page);
  await page.waitForTimeout(1500);
  const ev = await page.evaluate(() => window.__ev);
  console.log(label, path, JSON.stringify(ev));
  await ctx.close();
}
for (let i = 0; i < 2; i++) {
  await run('/', async (p) => { await p.locator('button.menu-button').click(); }, 'menu');
  await run('/loan/n-loan', async (p) => { await p.locator('.bottom-bar__item--apply').click(); }, 'lead');
  await run('/loan/n-loan', async (p) => { const c = p.locator('.calc').first(); await c.scrollIntoViewIfNeeded(); await p.waitForTimeout(1500); await c.getByRole('textbox').first().click(); await p.keyboard.type('25000', { delay: 120 }); }, 'calc');
}
await browser.close();
