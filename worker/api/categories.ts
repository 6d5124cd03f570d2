import { Hono } from 'hono';
import { createTranslator } from '../../src/lib/i18n';
import { LOCALES, type Locale } from '../../src/lib/locales';
import { LOAN_CODES } from '../../src/lib/routes/loan-codes';
import { routeByPath } from '../../src/lib/routes/table';
import type { AppEnv } from '../env';

/** GET /data/cat.json: the loan categories the lead form offers, `[{ value, text }]`. */
export const categoriesApi = new Hono<AppEnv>();

categoriesApi.get('/cat.json', (c) => {
  const asked = c.req.query('locale');
  const locale: Locale = (LOCALES as readonly string[]).includes(asked ?? '') ? (asked as Locale) : 'zh-HK';
  const { t } = createTranslator(locale);
  const categories = Object.entries(LOAN_CODES).map(([code, slug]) => {
    const route = routeByPath.get(`/loan/${slug}`)!;
    return { value: code, text: t(`loanNames.${route.name}` as 'loanNames.nLoan') };
  });
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(categories);
});
