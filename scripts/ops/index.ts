/**
 * Operations CLI: `npm run ops -- <command>`. Every input is validated with the same schemas the
 * worker uses before anything is written. Local Miniflare state by default; --remote for production.
 */
import { parseArgs } from 'node:util';
import { abCommand } from './ab-report';
import { appListsCommand } from './app-lists';
import { bannersCommand } from './banners';
import { campaignsCommand } from './campaigns';
import { contactsCommand } from './contacts';
import { openStore } from './kv';
import { openLeadDb } from './lead-db';
import { leadsCommand } from './leads';
import { maintenanceCommand, UsageError } from './maintenance';
import { vitalsCommand } from './vitals';

const HELP = `Usage: npm run ops -- <command> [--local | --remote] [--persist-to DIR]

Maintenance (the online application service suspension shown on every page):
  maintenance status                         show the switch, the windows and whether it is on now
  maintenance list                           the windows (Hong Kong time): running, upcoming or over
  maintenance on                             switch on now, until switched off
  maintenance off                            switch off now (ends a running window; those to come stay)
  maintenance window --start T --end T       schedule a window (beside the others; one that overlaps
                                             another is refused); T in Hong Kong time, e.g. 2026-12-31T01:00
  maintenance cancel --start T               cancel the window that starts at T

Banners (floating banner and full-screen popup):
  banners put FILE [--image-origins LIST]    validate FILE (a JSON array of banners) and store it;
                                             pictures may be paths on this site or addresses on
                                             LIST (comma-separated https origins; default:
                                             BANNER_IMAGE_ORIGINS in wrangler.jsonc vars,
                                             env.production's with --remote)
  banners get                                print the stored banners
  banners clear                              remove all banners

Branches and FAQ from the app service (the cron's last good copies, docs/app-service.md):
  app-lists show                             per list and language: what the page shows
  app-lists clear                            remove them: the pages show the content files until
                                             the cron's next good read

A/B tests of the banners (the counted banner_impression and banner_click events, docs/banners.md):
  ab report [--campaign NAME] [--format text|csv|json] [--mde PERCENT] [--image-origins LIST]
                                             per variant (every live one): impressions, clicks,
                                             click-through rate (Wilson 95%), lift against the
                                             first variant and p-value (always valid: one look
                                             per finished Hong Kong day), the sample-ratio check,
                                             visitors still needed for an effect of --mde percent
                                             (default 10; it changes nothing else) and a verdict;
                                             today's counts apart. LIST: as for banners put

Real visitors' web vitals (LCP, INP, CLS, FCP, TTFB from sampled page views):
  vitals [--days N] [--format text|json]     per page and device class: the 75th percentile
                                             against the good threshold, over the last N days
                                             (default 7, at most 90) and day by day

What each campaign brings (utm source / medium / campaign, staff referral, partner; docs/lead-form.md):
  campaigns [--from DAY] [--to DAY] [--campaign NAME] [--format text|json|csv]
                                             per campaign and landing page, by Hong Kong day:
                                             visitors, lead-form opens, leads, contact and
                                             callback requests, leads forwarded, conversion
                                             (leads / visitors, Wilson 95%); DAY as YYYY-MM-DD,
                                             default the last 28 days; NAME a utm_campaign

Leads (the D1 outbox of lead forwarding):
  leads list [--state pending|failed|forwarded|local] [--page N]
                                             counts, then the leads newest first, 50 a page
                                             (numbers masked; the console's list)
  leads export --out FILE [--state S]        every lead (or those in state S) as CSV (personal
                                             data: keep it safe; audited)
  leads retry                                queue leads flagged 'failed' for forwarding again

Contact requests (the contact-us and callback forms' queue, docs/admin.md):
  contacts list [--state S] [--kind K] [--day DAY] [--slot-now] [--page N]
                                             counts, then the queue newest first, 50 a page
                                             (numbers masked; the console's filters): S one of
                                             pending (default: new and no_answer, not yet
                                             contacted), new, no_answer, contacted, closed,
                                             all; K contact or callback;
                                             DAY a Hong Kong day as YYYY-MM-DD; --slot-now: only
                                             requests whose time to call holds the time now
  contacts show ID                           one request whole (personal data; audited)
  contacts export --out FILE                 every request as CSV (personal data; audited)

Where:
  --local (default)                          the local store under .wrangler/ used by npm start
  --persist-to DIR                           another local store (as wrangler's --persist-to)
  --remote                                   the production KV namespace and D1 database
                                             (wrangler.jsonc env.production; needs wrangler login)
`;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        local: { type: 'boolean' },
        remote: { type: 'boolean' },
        'persist-to': { type: 'string' },
        start: { type: 'string' },
        end: { type: 'string' },
        state: { type: 'string' },
        kind: { type: 'string' },
        day: { type: 'string' },
        page: { type: 'string' },
        'slot-now': { type: 'boolean' },
        out: { type: 'string' },
        campaign: { type: 'string' },
        days: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        format: { type: 'string' },
        mde: { type: 'string' },
        'image-origins': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [area, action, arg] = positionals;
  if (values.help || !area) {
    console.log(HELP);
    return values.help ? 0 : 2;
  }
  if (values.local && values.remote) {
    console.error('Choose one of --local and --remote.');
    return 2;
  }
  const target = { remote: !!values.remote, persistTo: values['persist-to'] };
  if (area === 'contacts') {
    const db = await openLeadDb(target);
    try {
      console.log(await contactsCommand(db, action, arg, values));
      return 0;
    } catch (error) {
      console.error(`Error: ${(error as Error).message}${error instanceof UsageError ? '\n\nRun `npm run ops -- --help` for usage.' : ''}`);
      return error instanceof UsageError ? 2 : 1;
    } finally {
      await db.close();
    }
  }
  if (area === 'leads' || area === 'ab' || area === 'vitals' || area === 'campaigns') {
    if ((area === 'vitals' || area === 'campaigns') && action) {
      console.error(`Error: ${area} takes no ${action}\n\nRun \`npm run ops -- --help\` for usage.`);
      return 2;
    }
    const db = await openLeadDb(target);
    // The A/B report reads the stored banner list too (its live variants).
    const store = area === 'ab' ? await openStore(target) : null;
    try {
      const command =
        area === 'ab'
          ? abCommand(db, store!, action, values)
          : area === 'vitals'
            ? vitalsCommand(db, values)
            : area === 'campaigns'
              ? campaignsCommand(db, values)
              : leadsCommand(db, action, values);
      console.log(await command);
      return 0;
    } catch (error) {
      console.error(`Error: ${(error as Error).message}${error instanceof UsageError ? '\n\nRun `npm run ops -- --help` for usage.' : ''}`);
      return error instanceof UsageError ? 2 : 1;
    } finally {
      await db.close();
      await store?.close();
    }
  }
  if (area !== 'maintenance' && area !== 'banners' && area !== 'app-lists') {
    console.error(`Error: unknown command: ${area}\n\nRun \`npm run ops -- --help\` for usage.`);
    return 2;
  }
  const store = await openStore(target);
  try {
    if (area === 'maintenance') console.log(await maintenanceCommand(store, action, values));
    else if (area === 'app-lists') console.log(await appListsCommand(store, action));
    else console.log(await bannersCommand(store, action, arg, { imageOrigins: values['image-origins'], remote: target.remote }));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`Error: ${error.message}\n\nRun \`npm run ops -- --help\` for usage.`);
      return 2;
    }
    console.error(`Error: ${(error as Error).message}`);
    return 1;
  } finally {
    await store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
