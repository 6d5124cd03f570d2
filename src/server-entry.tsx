import type { ReactNode } from 'react';
import { createPages } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { unstable_defineRouter as defineRouter } from 'waku/router/server';
import { ErrorBoundary } from 'waku/router/client';
import { createEdgeApp } from '../worker/app';
import { isAppListLocale } from '../worker/app-lists/stored';
import { LocaleDocument } from './layouts/LocaleDocument';
import { SiteLayout } from './layouts/SiteLayout';
import { SmeLayout } from './layouts/SmeLayout';
import { LOCALES } from './shared/locales';
import { publishedPages } from './shared/routes/availability';
import { layoutGroupPath, notFoundDocumentPath, notFoundDocumentRoutePath, notFoundRoutePath, pageRoutePath } from './server/routes/registration';
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

/**
 * The pages that show the app service's stored lists (worker/app-lists/): still prerendered (their
 * routes stay static), but their page element is rendered on each request that reaches Waku rather
 * than taken from the build's element cache, so the RSC payload the edge asks Waku for shows the
 * list stored for it (worker/app-lists/render-lists.ts).
 */
const listPageElements = new Set(
  publishedPages()
    .filter(({ route, locale }) => (route.name === 'faq' || route.name === 'addressMap') && isAppListLocale(locale))
    .map(({ path }) => `page:${path}`),
);

const router = defineRouter({
  getConfigs: async () =>
    (await pages.unstable_getRouterConfigs()).map((config) => {
      if (config.type !== 'route' || !Object.keys(config.elements).some((id) => listPageElements.has(id))) return config;
      const elements = Object.fromEntries(
        Object.entries(config.elements).map(([id, element]) => [id, listPageElements.has(id) ? { ...element, isStatic: false } : element]),
      );
      return { ...config, elements };
    }),
});

const waku = adapter(router);

// The Worker's fetch is the edge app (worker/app.ts), which hands Waku's own handler what it
// renders; Waku's build (prerendering) is untouched.
export default { ...waku, fetch: createEdgeApp(waku.fetch).fetch };
