/**
 * A page in the interactions phase's browser (scripts/bench/interactions.ts) that is a phone: the
 * browser tests' `mobile` viewport (Pixel 7 at one device pixel per CSS pixel), a fresh context (no
 * cache, no cookies), the CPU slowed through the DevTools protocol.
 *
 * The whole viewport is on the browser window's display. Playwright sizes a headless Chromium's
 * window to the viewport (390 x 844 here), but the full browser (not its headless shell) keeps its
 * toolbar's room inside that window although it draws no toolbar: the page's last 75-95 CSS px
 * (the bottom bar is 780-844) lie below the visible area. A change drawn only there is never
 * presented, and Event Timing, which ends an interaction at the presentation of the frame after it,
 * then ends it at whatever is next presented anywhere, the status bubble's URL 80 ms after a hovered
 * link for one: a tap on the bottom bar's apply button that only restyled the button read
 * 104-120 ms on pages where nothing else moved, and 16-32 ms in the headless shell (docs/performance.md,
 * "The first tap on the bottom bar"). So the window is made taller than the viewport: the page is
 * laid out at the same 390 x 844, and every pixel of it is on the display, as on a phone.
 */
import { devices, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

export const PHONE_VIEWPORT = { width: 390, height: 844 };
/** Well over the room the full browser keeps for its toolbar (75-95 px in Chromium 156). */
const WINDOW_ROOM_PX = 300;

export interface PhonePage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

export async function openPhonePage(browser: Browser, cpuSlowdown: number): Promise<PhonePage> {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: PHONE_VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const { windowId } = await cdp.send('Browser.getWindowForTarget');
  await cdp.send('Browser.setWindowBounds', { windowId, bounds: { width: PHONE_VIEWPORT.width, height: PHONE_VIEWPORT.height + WINDOW_ROOM_PX } });
  return { context, page, cdp };
}
