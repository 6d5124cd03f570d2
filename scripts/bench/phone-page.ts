/**
 * A page in the interactions phase's browser that is a phone: the browser tests' `mobile` viewport,
 * a fresh context, the CPU slowed through the DevTools protocol, and a window taller than the
 * viewport so that every pixel of the page is on the display: the full browser keeps its toolbar's
 * room inside the window, and Event Timing misread taps on the bottom bar below it
 * (docs/performance.md, "The first tap on the bottom bar").
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
