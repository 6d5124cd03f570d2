import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectInlineHashes } from './csp-hashes';
import { startWorker, type TestWorker } from './harness';
import { hashSource } from './raw-http';

/**
 * The web chat switch (WEB_CHAT_ID): off by default, so no page carries the vendor's loader, asks
 * the vendor for anything or lets its hosts into the CSP; on, every page loads the vendor's widget
 * through a loader its CSP names by hash, the CSP lets its hosts in and the chat entry joins the
 * contact channels. The vendor is Intercom: its loader is https://widget.intercom.io/widget/<workspace id>.
 */
const VENDOR = /intercom/i;
/** The page policy with every switch off, as docs/security.md lists it, its hash sources left out (expectInlineHashes checks them). */
const OFF_POLICY =
  "default-src 'self'; script-src 'strict-dynamic'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; " +
  "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
const withoutHashes = (csp: string) => csp.replace(/ 'sha256-[^']+'/g, '');
const htmlTag = (html: string) => html.match(/<html[^>]*>/)![0];

describe('web chat', () => {
  const workers: TestWorker[] = [];
  const start = async (vars: Record<string, string> = {}, logs?: string[]) => {
    const w = await startWorker({ vars, logs });
    workers.push(w);
    return w;
  };
  afterAll(async () => Promise.all(workers.map((w) => w.dispose())));

  let off: TestWorker;
  beforeAll(async () => {
    off = await start();
  });

  it('is off by default: no loader, no vendor host anywhere, the CSP as without the switch, the chat entry hidden', async () => {
    for (const path of ['/', '/contactus', '/en/contactus', '/zh-CN/faq']) {
      const res = await off.get(path);
      const html = await res.text();
      const csp = res.headers.get('Content-Security-Policy')!;
      expect(html).not.toMatch(VENDOR);
      expect(html).not.toContain('data-web-chat-loader');
      expect(htmlTag(html)).not.toContain('data-web-chat');
      expect(withoutHashes(csp)).toBe(OFF_POLICY);
      expectInlineHashes(csp, html);
    }
  });

  it('switched on, every page loads the vendor widget through a loader its CSP names by hash, and the CSP lets the vendor in', async () => {
    const on = await start({ WEB_CHAT_ID: 'abc12345' });
    for (const path of ['/', '/en/faq', '/zh-CN/loan/talent-loan', '/no-such-page']) {
      const res = await on.get(path);
      const html = await res.text();
      const csp = res.headers.get('Content-Security-Policy')!;
      const loader = html.match(/<script data-web-chat-loader="">([^]*?)<\/script><\/body>/);
      expect(loader, path).not.toBeNull();
      expect(loader![1]).toContain('"https://widget.intercom.io/widget/"+encodeURIComponent(id)');
      expect(loader![1]).toContain('var id="abc12345"');
      // Fetched once the page is idle, not during its first paint.
      expect(loader![1]).toContain('requestIdleCallback');
      expect(htmlTag(html)).toContain('data-web-chat=""');

      expect(directive(csp, 'script-src')).toContain(hashSource(loader![1]!));
      expectInlineHashes(csp, html);
      // The widget positions itself with inline styles: no hash in style-src, which would turn 'unsafe-inline' off.
      expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
      expect(directive(csp, 'connect-src')).toContain('https://api-iam.intercom.io');
      expect(directive(csp, 'connect-src')).toContain('wss://nexus-websocket-a.intercom.io');
      expect(directive(csp, 'img-src')).toContain('https://static.intercomassets.com');
      expect(directive(csp, 'font-src')).toContain('https://js.intercomcdn.com');
      expect(directive(csp, 'frame-src')).toContain('https://intercom-sheets.com');
      expect(csp).toContain("frame-ancestors 'none'");
      // Scripts only by hash and what they load: none from a host, none inline unnamed.
      expect(withoutHashes(directive(csp, 'script-src'))).toBe("script-src 'strict-dynamic'");
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  it('switched on, the chat joins the contact channels on the contact page and in the footer, in the page language', async () => {
    const on = await start({ WEB_CHAT_ID: 'abc12345' });
    // React separates adjacent text with empty comments; a reader sees the text joined.
    const textOf = async (path: string) => (await (await on.get(path)).text()).replaceAll('<!-- -->', '');
    const zh = await textOf('/contactus');
    const contactCard =
      /<li class="c-card c-channel" data-web-chat-entry="">[\s\S]*?<h3 class="c-card__title">網上即時對話<\/h3>[\s\S]*?<button type="button" class="btn btn--ghost" data-web-chat-open="" data-track="channels:chat">開始對話<\/button>/;
    expect(contactCard.test(zh), 'chat card on the contact page').toBe(true);
    expect(/<li data-web-chat-entry="">網上即時對話：<button[^>]*data-web-chat-open=""[^>]*>開始對話<\/button>/.test(zh), 'chat line in the footer').toBe(true);
    const en = await textOf('/en/contactus');
    expect(/data-web-chat-entry="">[\s\S]*?Live chat[\s\S]*?data-track="channels:chat">Start a chat<\/button>/.test(en), 'English chat card').toBe(true);
    expect(/<li data-web-chat-entry="">Live chat: <button[^>]*>Start a chat<\/button>/.test(en), 'English footer line').toBe(true);
    // The stylesheet hides the entries unless the edge marks the page (html[data-web-chat]).
    expect(htmlTag(en)).toContain('data-web-chat=""');
  });

  it('a malformed id is logged without its value and read as off', async () => {
    const logs: string[] = [];
    const bad = await start({ WEB_CHAT_ID: '"><script>alert(1)</script>' }, logs);
    const res = await bad.get('/contactus');
    const html = await res.text();
    const csp = res.headers.get('Content-Security-Policy')!;
    expect(html).not.toMatch(VENDOR);
    expect(html).not.toContain('alert(1)');
    expect(htmlTag(html)).not.toContain('data-web-chat');
    expect(withoutHashes(csp)).toBe(OFF_POLICY);
    expectInlineHashes(csp, html);
    await expect.poll(() => logs.join('\n')).toContain('WEB_CHAT_ID ignored');
    expect(logs.join('\n')).not.toContain('alert(1)');
  });
});
