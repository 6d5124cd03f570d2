import type { MessageKey } from './i18n';
import { isPublished } from '../shared/routes/availability';
import { ROUTES, routeByName, type RouteDef } from '../shared/routes/table';
import type { Locale } from '../shared/locales';

/** Loan products for the mega-menu and the mobile loan-types panel, in route-table order. */
export function loanMenu(): RouteDef[] {
  return ROUTES.filter((r) => r.kind === 'loan');
}

export interface NavItem {
  route: RouteDef;
  labelKey: MessageKey;
}

const NAV: [string, MessageKey][] = [
  ['aboutus', 'nav.aboutus'],
  ['irAnnouncements', 'nav.investor'],
  ['esg', 'nav.esg'],
  ['news', 'nav.news'],
  ['addressMap', 'nav.branches'],
  ['faq', 'nav.faq'],
  ['contactus', 'nav.contactus'],
];

/** The main menu, leaving out what a locale does not publish (English has no news pages). */
export function mainMenu(locale: Locale): NavItem[] {
  return NAV.flatMap(([name, labelKey]) => {
    const route = routeByName.get(name);
    return route && isPublished(route, locale) ? [{ route, labelKey }] : [];
  });
}
