import type { ReactNode } from 'react';
import { createPages } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { ErrorBoundary } from 'waku/router/client';
import { createEdgeApp } from '../worker/app';
import type { Env } from '../worker/env';
import { runScheduled } from '../worker/scheduled';
import { isAppListLocale } from '../worker/app-lists/stored';
import { LocaleDocument } from './layouts/LocaleDocument';
import { SiteLayout } from './layouts/SiteLayout';
import { SmeLayout } from './layouts/SmeLayout';
import { LOCALES } from './shared/locales';
import { publishedPages } from './shared/routes/availability';
import { layoutGroupPath, notFoundDocumentPath, notFoundDocumentRoutePath, notFoundRoutePath, pageRoutePath } from './server/routes/registration';
import { renderedOnRequest } from './server/routes/list-pages-on-request';
import { NotFoundPage } from './pages/NotFoundPage';
import { RoutePage } from './pages/RoutePage';

type Children = { children: ReactNode };

// The root is rendered once for the whole app, so it stays a pass-through; `<html lang>` comes
// from each locale's layout.
const Root = ({ children }: Children) => <ErrorBoundary>{children}</ErrorBoundary>;

const pages = createPages(async ({ createPage, createLayout, createRoot }) => [
  createRoot({ render: 'static', component: Root }),
  ...LOCALES.flatMap((locale) => [
    createLayout({
      render: 'static',
      path: layoutGroupPath(locale),
      component: ({ children }: Children) => <LocaleDocument locale={locale}>{children}</LocaleDocument>,
    }),
    createLayout({
      render: 'static',
      path: layoutGroupPath(locale, 'default'),
      component: ({ children }: Children) => <SiteLayout locale={locale}>{children}</SiteLayout>,
    }),
    createLayout({
      render: 'static',
      path: layoutGroupPath(locale, 'sme'),
      component: ({ children }: Children) => <SmeLayout locale={locale}>{children}</SmeLayout>,
    }),
    createPage({
      render: 'dynamic',
      // Computed paths are not literal types; Waku's typed createPage needs the cast.
      path: notFoundRoutePath(locale) as '/[...notFound]',
      component: ({ path }) => <NotFoundPage locale={locale} path={path} />,
    }),
    // The same page prerendered: the edge answers every address that is not a page with it.
    createPage({
      render: 'static',
      path: notFoundDocumentRoutePath(locale) as '/404',
      component: () => <NotFoundPage locale={locale} path={notFoundDocumentPath(locale)} />,
    }),
  ]),
  ...publishedPages().map(({ route, locale, path }) =>
    createPage({
      render: 'static',
      path: pageRoutePath(locale, route.layout, path) as '/',
      component: () => <RoutePage route={route} locale={locale} />,
    }),
  ),
]);

// The branches and FAQ pages with the app service's stored lists: their page element rendered on
// each request (src/server/routes/list-pages-on-request.ts).
const listPageElements = new Set(
  publishedPages()
    .filter(({ route, locale }) => (route.name === 'faq' || route.name === 'addressMap') && isAppListLocale(locale))
    .map(({ path }) => `page:${path}`),
);
const router = renderedOnRequest(pages, listPageElements);

const waku = adapter(router, {
  handlers: {
    scheduled(controller, env, ctx) {
      // The trigger's own time (a test can run the cron as if minutes later); now when none is given.
      ctx.waitUntil(runScheduled(env, controller.scheduledTime ? new Date(controller.scheduledTime) : new Date()));
    },
  } satisfies ExportedHandler<Env>,
});

// The Worker's fetch is the edge app (worker/app.ts), which hands Waku's own handler what it
// renders: the entry's `fetch` (the dev server) and the built Worker's default export alike.
const { fetch } = createEdgeApp(waku.fetch);
export default { ...waku, fetch, defaultExport: { ...(waku.defaultExport as ExportedHandler<Env>), fetch } };
