// The Worker's entry: Waku's generated fetch handler (the site, with the edge layer inside it)
// plus the cron. `waku build` writes dist/server/serve-cloudflare.js before wrangler bundles this.
// @ts-expect-error -- generated build output, without type declarations
import waku from '../dist/server/serve-cloudflare.js';
import type { Env } from './env';
import { runScheduled } from './scheduled';

const site = waku as ExportedHandler<Env>;

export default {
  fetch: site.fetch!,
  scheduled(controller, env, ctx) {
    // The trigger's own time (a test can run the cron as if minutes later); now when none is given.
    ctx.waitUntil(runScheduled(env, controller.scheduledTime ? new Date(controller.scheduledTime) : new Date()));
  },
} satisfies ExportedHandler<Env>;
