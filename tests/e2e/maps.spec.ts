import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CHAT_ORIGIN, MAPS_KEY } from './chat-server';
import { expect, test } from './fixtures';

/**
 * The maps library as a switch (`MAPS_API_KEY`) on the branches page. On (the chat server): the
 * first-party loader, named by its hash in the page CSP, fetches Google's Maps JavaScript API with
 * the places library, and the branches become markers whose info window shows their hours and a
 * directions link; the schematic map steps aside. Google cannot be reached here: its API is stubbed
 * by a fake `google.maps` that records the markers. Off (the main test server): no request to Google.
 */
const GOOGLE = /googleapis\.com|gstatic\.com/;

const COPY = {
  'zh-HK': { path: '/addressMap', central: '中環', weekdays: '星期一至五', directions: '路線指引', language: 'zh-HK' },
  en: { path: '/en/addressMap', central: 'Central branch', weekdays: 'Monday to Friday', directions: 'Directions', language: 'en' },
} as const;

/** A fake Maps JavaScript API: records the map, its markers and what their info windows show. */
const FAKE_MAPS = `(function () {
  window.recorded = { maps: 0, markers: [] };
  function FakeMap(box) { window.recorded.maps++; var t = document.createElement('p'); t.textContent = 'fake map'; box.appendChild(t); }
  function FakeMarker(o) {
    var m = this;
    m.handlers = {};
    window.recorded.markers.push({ title: o.title, lat: o.position.lat, lng: o.position.lng, click: function () { m.handlers.click(); } });
  }
  FakeMarker.prototype.addListener = function (name, fn) { this.handlers[name] = fn; };
  function FakeInfoWindow() {}
  FakeInfoWindow.prototype.setContent = function (node) { this.node = node; };
  FakeInfoWindow.prototype.open = function () {
    var slot = document.querySelector('[data-maps-live]');
    var old = slot.querySelector('[data-fake-info]');
    if (old) old.remove();
    var w = document.createElement('div');
    w.setAttribute('data-fake-info', '');
    w.appendChild(this.node);
    slot.appendChild(w);
  };
  window.google = { maps: { Map: FakeMap, Marker: FakeMarker, InfoWindow: FakeInfoWindow } };
})();`;

async function fakeGoogle(page: Page) {
  const requested: string[] = [];
  // The chat is on on this server too: its vendor cannot be reached here either.
  await page.route(/intercom/, (route) => route.fulfill({ contentType: 'application/javascript', body: '' }));
  await page.route(GOOGLE, (route) => {
    const url = new URL(route.request().url());
    requested.push(url.href);
    if (url.pathname !== '/maps/api/js') return route.fulfill({ status: 204 });
    const callback = url.searchParams.get('callback') ?? '';
    return route.fulfill({ contentType: 'application/javascript', body: `${FAKE_MAPS}\nwindow[${JSON.stringify(callback)}]();` });
  });
  return requested;
}

type Recorded = { maps: number; markers: { title: string; lat: number; lng: number }[] };
const recorded = (page: Page) => page.evaluate(() => (window as unknown as { recorded?: Recorded }).recorded ?? null);

for (const [locale, copy] of Object.entries(COPY)) {
  test(`on (${locale}): the branches are markers with their hours and directions; the loader is named by its hash in the page CSP`, async ({ page }) => {
    const requested = await fakeGoogle(page);
    const response = await page.goto(CHAT_ORIGIN + copy.path);
    const csp = response!.headers()['content-security-policy']!;
    // Scripts by hash only, and what they load: no host, no nonce.
    expect(csp).toMatch(/script-src (?:'sha256-[\w+/]+=' )+'strict-dynamic';/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.gstatic\.com/);
    // The browser runs the loader because its text's hash is in script-src (a blocked script is a
    // console error). The property is checked too: browsers hide a nonce attribute.
    const loader = await page.locator('script[data-maps-loader]').evaluate((s: HTMLScriptElement) => ({ text: s.text, nonce: s.nonce }));
    expect(loader.nonce).toBe('');
    const hash = createHash('sha256').update(loader.text).digest('base64');
    expect(/script-src ([^;]*)/.exec(csp)![1]!.split(' ')).toContain(`'sha256-${hash}'`);

    // Once the page is idle and the map near (it is at the top): the API, with places, and the markers.
    await expect.poll(async () => (await recorded(page))?.markers.length ?? 0, { timeout: 10_000 }).toBe(10);
    const api = new URL(requested.find((u) => u.includes('/maps/api/js'))!);
    expect(api.searchParams.get('key')).toBe(MAPS_KEY);
    expect(api.searchParams.get('libraries')).toBe('places');
    expect(api.searchParams.get('language')).toBe(copy.language);
    expect(requested.filter((u) => u.includes('/maps/api/js'))).toHaveLength(1);
    const { markers } = (await recorded(page))!;
    expect(markers.some((m) => m.title.includes(copy.central))).toBe(true);

    // The live map takes the schematic's place.
    await expect(page.locator('[data-maps-live]')).toBeVisible();
    await expect(page.locator('.c-branchmap__svg')).toBeHidden();

    // A marker's info window: the branch, its hours, directions to its point in a new window.
    await page.evaluate(() => (window as unknown as { recorded: { markers: { click: () => void }[] } }).recorded.markers[0]!.click());
    const info = page.locator('[data-fake-info]');
    await expect(info.getByRole('heading', { name: new RegExp(copy.central) })).toBeVisible();
    await expect(info).toContainText(`${copy.weekdays}`);
    await expect(info).toContainText('09:00–18:45');
    const link = info.getByRole('link', { name: new RegExp(copy.directions) });
    await expect(link).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=22.2836,114.156');
    await expect(link).toHaveAttribute('target', '_blank');
  });
}

test('off (the default): the schematic map, and no request to Google', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (GOOGLE.test(request.url())) requested.push(request.url());
  });
  const response = await page.goto('/addressMap');
  expect(response!.headers()['content-security-policy']).not.toMatch(GOOGLE);
  await expect(page.locator('.c-branchmap__svg')).toBeVisible();
  // Past the loader's idle deadline (2 s after the load) and a press in the map.
  await page.locator('[data-branch-map]').click({ position: { x: 5, y: 5 } });
  await page.waitForTimeout(2500);
  await expect(page.locator('script[data-maps-loader]')).toHaveCount(0);
  await expect(page.locator('[data-maps-live]')).toHaveCount(0);
  expect(requested).toEqual([]);
});
