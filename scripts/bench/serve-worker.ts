/**
 * `wrangler dev` without its DevTools inspector, for `npm run bench` and `npm run stress`: the CLI
 * always attaches it, and every subrequest's body copied to the inspector proxy costs throughput
 * (at 50 clients it crashed wrangler). wrangler's API starts the same local server with it off.
 *   tsx scripts/bench/serve-worker.ts --port P --persist-to DIR [--config FILE] [--var NAME=VALUE]... [--test-scheduled]
 */
import { parseArgs } from 'node:util';
import { unstable_startWorker } from 'wrangler';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'persist-to': { type: 'string' },
    config: { type: 'string', default: 'wrangler.jsonc' },
    var: { type: 'string', multiple: true, default: [] },
    'test-scheduled': { type: 'boolean', default: false },
  },
});

const bindings = Object.fromEntries(
  values.var!.map((pair) => {
    const at = pair.indexOf('=');
    return [pair.slice(0, at), { type: 'plain_text' as const, value: pair.slice(at + 1) }];
  }),
);

const worker = await unstable_startWorker({
  config: values.config,
  bindings,
  dev: {
    inspector: false,
    server: { hostname: '127.0.0.1', port: Number(values.port) },
    persist: values['persist-to'],
    logLevel: 'warn',
    watch: false,
    liveReload: false,
    testScheduled: values['test-scheduled'],
    enableContainers: false,
    generateTypes: false,
  },
});
await worker.ready;
console.log(`ready on http://127.0.0.1:${values.port}`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void worker.dispose().finally(() => process.exit(0));
  });
}
