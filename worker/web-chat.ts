import { WEB_CHAT_VENDOR } from './security-headers';

/**
 * The `WEB_CHAT_ID` setting: the switch for the web chat (the vendor's workspace id, for example
 * `abc12345`). Unset or empty = off: no chat script, no request to the vendor, no CSP addition.
 * Letters, digits, `_` and `-`, 3 to 64 of them: the id is written into a script on every page,
 * so nothing else may reach it. A value of any other shape is a configuration mistake: it is
 * logged (the value itself is not: it may be a secret pasted into the wrong variable) and read as off.
 */
const WEB_CHAT_ID = /^[A-Za-z0-9_-]{3,64}$/;

export function webChatId(setting: string | undefined): string | null {
  const id = (setting ?? '').trim();
  if (!id) return null;
  if (WEB_CHAT_ID.test(id)) return id;
  console.warn(`WEB_CHAT_ID ignored: expected 3-64 letters, digits, _ or - (got ${id.length} characters)`);
  return null;
}

/**
 * The vendor's loader script (html.ts appends it to <body> at the edge, with the response's nonce or
 * named by hash). It fetches the vendor's widget only once the page has loaded and the browser is idle
 * (or 2 s after the load at the latest), so the chat costs nothing at first paint; a press on a
 * chat entry (`[data-web-chat-open]`) fetches it at once and opens the conversation. Scripts the
 * widget adds are trusted through 'strict-dynamic'. `id` has been checked by webChatId (no quote
 * or markup can be in it).
 */
export function webChatLoaderScript(id: string): string {
  const { loader, apiBase } = WEB_CHAT_VENDOR;
  const script =
    `(function(w,d){var id=${JSON.stringify(id)},done=false;` +
    `w.intercomSettings={api_base:${JSON.stringify(apiBase)},app_id:id};` +
    // The vendor's documented queue: calls made before its code arrives are replayed by it.
    `var q=function(){q.c(arguments)};q.q=[];q.c=function(a){q.q.push(a)};w.Intercom=w.Intercom||q;` +
    `function load(){if(done)return;done=true;var s=d.createElement("script");s.async=true;` +
    `s.src=${JSON.stringify(loader)}+encodeURIComponent(id);d.head.appendChild(s)}` +
    // With a timeout: an idle period may never come (seen in headless Chromium: the callback
    // never ran on 3 of 8 loads), and the widget must not wait for it past 2 s after the load.
    `function idle(){if(w.requestIdleCallback)w.requestIdleCallback(load,{timeout:2000});else setTimeout(load,1)}` +
    `if(d.readyState==="complete")idle();else w.addEventListener("load",idle);` +
    `d.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest("[data-web-chat-open]");` +
    `if(!b)return;e.preventDefault();load();w.Intercom("show")})})(window,document);`;
  return script;
}
