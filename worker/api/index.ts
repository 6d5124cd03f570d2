import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { NON_PAGE_CSP } from '../security-headers';
import { applicationApi } from './application';
import { bannersApi } from './banners';
import { contactApi } from './contact';
import { creditReportApi } from './credit-report';
import { leadsApi } from './leads';
import { tagCheckApi } from './tag-check';
import { trackApi } from './track';
import { valuationApi } from './valuation';
import { vitalsApi } from './vitals';
import type { ApiFailure } from '../../src/shared/api-contract';

/** The site's JSON endpoints (docs/product-rules.md §7). */
export const api = new Hono<AppEnv>();

api.use(async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('Content-Security-Policy', NON_PAGE_CSP);
});

api.route('/', leadsApi);
api.route('/', contactApi);
api.route('/', trackApi);
api.route('/', vitalsApi);
api.route('/', bannersApi);
api.route('/', valuationApi);
api.route('/', tagCheckApi);
api.route('/', applicationApi);
api.route('/', creditReportApi);

api.onError((error, c) => {
  console.error(`api error: ${error.name}`);
  return c.json({ error: 'internal' } satisfies ApiFailure, 500);
});
