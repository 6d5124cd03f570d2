import type { ComponentType } from 'react';
import type { RouteDef } from '../../lib/routes/table';
import type { PageBodyProps } from '../page-body';
import { DefaultBody } from './DefaultBody';
import { BranchesBody } from './BranchesBody';
import { ContactBody } from './ContactBody';
import { FaqBody } from './FaqBody';
import { HomeBody } from './HomeBody';
import { LoanBody } from './LoanBody';

/** The body component of each route: by route name first, then by page kind. */
const BY_NAME: Partial<Record<string, ComponentType<PageBodyProps>>> = {
  home: HomeBody,
  faq: FaqBody,
  addressMap: BranchesBody,
  contactus: ContactBody,
};
const BY_KIND: Partial<Record<RouteDef['kind'], ComponentType<PageBodyProps>>> = {
  loan: LoanBody,
};

export function pageBodyFor(route: RouteDef): ComponentType<PageBodyProps> {
  return BY_NAME[route.name] ?? BY_KIND[route.kind] ?? DefaultBody;
}
