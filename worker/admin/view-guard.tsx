/** @jsxImportSource hono/jsx */
import type { MiddlewareHandler } from 'hono';
import type { AdminEnv } from './context';
import { Refusal, sendHtml } from './document';
import { mayView, type SectionId } from './sections';

/** A page's own gate: a role that may not see it gets the console's refusal (403), nothing of the page. */
export const viewGuard =
  (id: SectionId): MiddlewareHandler<AdminEnv> =>
  (c, next) => {
    if (mayView(c.var.operator.role, id)) return next();
    const copy = c.var.copy.refusal;
    return sendHtml(c, <Refusal c={c} title={copy.forbiddenTitle} text={copy.pageForbiddenText} />, 403);
  };
