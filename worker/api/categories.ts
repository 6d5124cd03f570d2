import { Hono } from 'hono';
import { loanTypes } from '../../src/server/leads/loan-types';
import { LOCALES, type Locale } from '../../src/shared/locales';
import type { AppEnv } from '../env';

/**
 * GET /data/cat.json: the loan types `/api/insertToShortForm` accepts, `[{ value, text }]`: the
 * code and the product name in `?locale=` (zh-HK by default; en-US or en, zh-CN). Both come from
 * the module the API looks names up in, so every listed value and text is accepted as `loan_type`.
 */
export const categoriesApi = new Hono<AppEnv>();

/** `en` is what integrators tend to write for English. */
const ALIASES = new Map<string, Locale>([['en', 'en-US']]);

categoriesApi.get('/cat.json', (c) => {
  const asked = c.req.query('locale') ?? '';
  const locale: Locale = ALIASES.get(asked) ?? ((LOCALES as readonly string[]).includes(asked) ? (asked as Locale) : 'zh-HK');
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(loanTypes(locale).map(({ code, text }) => ({ value: String(code), text })));
});
