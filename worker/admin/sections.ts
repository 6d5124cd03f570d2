import type { AdminCopy } from '../../content/i18n/admin.zh-HK';
import { ROLES, type Role } from './roles';

/**
 * The console's pages, in the order of its menu: who may see each and who may change what it
 * shows. Adding a page is one entry here and its sub-app's `.route()` in ./index.ts; the menu,
 * the overview and the permission checks read this list.
 */
/** Customer-service officers work the request queue: besides it they see the overview and maintenance only. */
const STAFF: readonly Role[] = ['ops', 'marketing', 'viewer'];

export const SECTIONS = [
  { id: 'overview', path: '/admin', title: (c: AdminCopy) => c.nav.overview, view: ROLES, change: [] },
  { id: 'maintenance', path: '/admin/maintenance', title: (c: AdminCopy) => c.nav.maintenance, view: ROLES, change: ['ops'] },
  { id: 'leads', path: '/admin/leads', title: (c: AdminCopy) => c.nav.leads, view: STAFF, change: ['ops'] },
  { id: 'banners', path: '/admin/banners', title: (c: AdminCopy) => c.nav.banners, view: STAFF, change: ['marketing'] },
  // The banners' pictures: served by the banners' sub-app (so its view check), changed by the same role.
  { id: 'media', path: '/admin/banners/media', title: (c: AdminCopy) => c.nav.media, view: STAFF, change: ['marketing'] },
  { id: 'ab', path: '/admin/ab', title: (c: AdminCopy) => c.nav.ab, view: STAFF, change: [] },
  { id: 'campaigns', path: '/admin/campaigns', title: (c: AdminCopy) => c.nav.campaigns, view: STAFF, change: [] },
  { id: 'vitals', path: '/admin/vitals', title: (c: AdminCopy) => c.nav.vitals, view: STAFF, change: [] },
  { id: 'audit', path: '/admin/audit', title: (c: AdminCopy) => c.nav.audit, view: STAFF, change: [] },
  // Whole mobile numbers on a request's own page: the officers who call and ops only.
  { id: 'contacts', path: '/admin/contacts', title: (c: AdminCopy) => c.nav.contacts, view: ['cs', 'ops'], change: ['cs', 'ops'] },
] as const satisfies readonly Section[];

interface Section {
  id: string;
  path: string;
  title: (copy: AdminCopy) => string;
  view: readonly Role[];
  change: readonly Role[];
}

export type SectionId = (typeof SECTIONS)[number]['id'];

const byId = new Map<string, Section>(SECTIONS.map((s) => [s.id, s]));

export const mayView = (role: Role, id: SectionId) => byId.get(id)!.view.includes(role);
export const mayChange = (role: Role, id: SectionId) => byId.get(id)!.change.includes(role);
