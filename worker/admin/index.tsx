/** @jsxImportSource hono/jsx */
import { Hono } from 'hono';
import type { AdminEnv } from './context';
import { csrf } from './csrf';
import { devSignIn } from './dev-sign-in';
import { consoleHeaders } from './headers';
import { identity } from './identity';
import { Refusal, sendHtml } from './document';
import { devSignOut } from './sign-out';
import { abResults } from './pages/ab-results';
import { audit } from './pages/audit';
import { vitals } from './pages/vitals';
import { campaigns } from './pages/campaigns';
import { banners } from './pages/banners';
import { contacts } from './pages/contacts';
import { leads } from './pages/leads';
import { maintenance } from './pages/maintenance';
import { overview } from './pages/overview';
import type { SectionId } from './sections';
import { viewGuard } from './view-guard';

/** A page behind its own view check (./sections.ts says which roles see it). */
const guarded = (id: SectionId, page: Hono<AdminEnv>) => new Hono<AdminEnv>().use(viewGuard(id)).route('/', page);

/**
 * The ops and marketing console (docs/admin.md), mounted at /admin above the site's pages
 * (worker/app.ts): rendered here on every request, never prerendered, never cached. In order:
 * its headers on every answer; the local development sign-in and its signed-out page (SITE_ENV
 * 'local' only); who is asking (401/403 before anything else); the CSRF checks on changes; the
 * local sign-out; then one sub-app per page, each behind its view check (./sections.ts lists them
 * for the menu and the permissions).
 */
export const adminConsole = new Hono<AdminEnv>()
  .use(consoleHeaders)
  .route('/', devSignIn)
  .use(identity)
  .use(csrf)
  .route('/', devSignOut)
  .route('/', overview)
  .route('/maintenance', guarded('maintenance', maintenance))
  .route('/leads', guarded('leads', leads))
  .route('/banners', guarded('banners', banners))
  .route('/ab', guarded('ab', abResults))
  .route('/campaigns', guarded('campaigns', campaigns))
  .route('/vitals', guarded('vitals', vitals))
  .route('/audit', guarded('audit', audit))
  .route('/contacts', contacts)
  // Signed in, but no such page (or method): the console's own not-found, never the site's.
  .all('*', (c) => {
    const copy = c.var.copy.refusal;
    return sendHtml(c, <Refusal c={c} title={copy.notFoundTitle} text={copy.notFoundText} />, 404);
  });
