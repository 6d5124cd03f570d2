/**
 * The browser entry. Waku's managed entry calls `hydrateRoot` directly, which hydrates the whole
 * document in one blocking render: on a mid-range phone that is several long tasks of 100-300 ms
 * (Lighthouse's mobile Total Blocking Time 350-950 ms). Started inside a transition, React
 * hydrates in time slices and yields to the browser between them, so taps and scrolls are
 * answered while the page wakes up. Next.js starts its app router the same way.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_defaultRootOptions as defaultRootOptions } from 'waku/client';
import { Router } from 'waku/router/client';
import { payloadWithEdgeLists } from './browser/hydration/edge-lists';
import { needEveryIsland } from './browser/hydration/island-trigger';
import { paceInlinePayload, type InitialRsc } from './browser/hydration/paced-flight';
import { startVitals } from './browser/vitals/start';

declare global {
  // Set by Waku's inline bootstrap when the HTML was server-rendered.
  var __WAKU_HYDRATE__: boolean | undefined;
  // Set by the same bootstrap: the RSC payload that came with the HTML.
  var __WAKU_INITIAL_RSC__: InitialRsc | undefined;
}

const app = (
  <StrictMode>
    <Router />
  </StrictMode>
);

if (globalThis.__WAKU_HYDRATE__) {
  payloadWithEdgeLists(globalThis.__WAKU_INITIAL_RSC__);
  paceInlinePayload(globalThis.__WAKU_INITIAL_RSC__);
  // In a task of its own: evaluating this bundle (React DOM, the RSC client, the router) is already
  // one long task, and hydrateRoot's setup (React's listeners on the document, the first render
  // scheduled) added 40-50 ms to it on Lighthouse's throttled phone.
  setTimeout(() => {
    startTransition(() => {
      hydrateRoot(document, app, defaultRootOptions);
    });
  }, 0);
} else {
  createRoot(document, defaultRootOptions).render(app);
}

// The dev server re-renders the page when a server component changes (Waku's `rsc:update`
// listener refetches it); React applies that only once every island on the page is hydrated.
if (import.meta.hot) import.meta.hot.on('rsc:update', needEveryIsland);

// Real visitors' web vitals, for a sampled share of page views, fetched once the page is idle.
startVitals();
