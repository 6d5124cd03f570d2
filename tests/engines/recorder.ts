import { createHash } from 'node:crypto';

/**
 * Where the recorder sends what it saw: the proxy answers this path itself. A beacon leaves even
 * as the page unloads, and WebKit's localStorage reached the next page's process too late.
 */
export const RECORDER_PATH = '/__engine-smoke/problem';

/** How long the recorder holds a failed load before telling it (see below); the harness waits longer. */
export const LOAD_FAILURE_DELAY_MS = 1_000;

/**
 * The script the smoke's proxy puts first in every page's <head>: what Chromium's DevTools report
 * as console errors (uncaught errors and rejections, console.error, CSP violations, a script or
 * image that failed to load), sent to the proxy as they happen. WebKit's
 * WebDriver gives no console at all, and Firefox's log events leave out CSP violations: an
 * in-page recorder sees the same in every engine. Written in the oldest syntax every engine reads.
 */
export const RECORDER_SOURCE = `(function () {
  function add(what) {
    navigator.sendBeacon(${JSON.stringify(RECORDER_PATH)}, location.pathname + ': ' + what);
  }
  function text(value) {
    var said = value && value.message ? value.message : String(value);
    // React's recoverable errors (a hydration that fell back to client rendering) carry the reason.
    return value && value.cause ? said + ' (cause: ' + text(value.cause) + ')' : said;
  }
  addEventListener('error', function (e) {
    var el = e.target;
    // A load the navigation away stopped fails too (Firefox stops a page's requests as it leaves):
    // told a moment later, by which time a page being left is gone and tells nothing.
    if (el && el !== window && el.tagName) {
      // A module preload is a hint the engine may drop (Firefox stops one a page no longer needs);
      // the import that uses the file fails on its own, and the proxy notes any answer of 400 or more.
      if (el.rel === 'modulepreload') return;
      var what = 'failed to load ' + el.tagName.toLowerCase() + ' ' + (el.src || el.href || '');
      setTimeout(function () { add(what); }, ${LOAD_FAILURE_DELAY_MS});
    } else add('uncaught error: ' + text(e.error || e.message));
  }, true);
  addEventListener('unhandledrejection', function (e) { add('unhandled rejection: ' + text(e.reason)); });
  document.addEventListener('securitypolicyviolation', function (e) {
    add('CSP violation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline code') + ' (' + e.sourceFile + ':' + e.lineNumber + ')');
  });
  var original = console.error;
  console.error = function () {
    add('console.error: ' + Array.prototype.map.call(arguments, text).join(' '));
    return original.apply(console, arguments);
  };
})();`;

/** The recorder's CSP source, added to each page's script-src beside the page's own. */
export const RECORDER_HASH = `'sha256-${createHash('sha256').update(RECORDER_SOURCE).digest('base64')}'`;
