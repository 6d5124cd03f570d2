/**
 * One Lighthouse worker process of scripts/bench/lighthouse-pool.ts: asks its parent for a job (with
 * the result of the last one), runs it in its own Chromium, until there are no more jobs.
 */
import { runsSettleBudgets } from './budgets';
import { killAllChromes, runJobs, type LighthouseJob, type LighthouseRun } from './lighthouse';
import type { FromWorker, ToWorker } from './lighthouse-pool';

const send = (message: FromWorker) => process.send!(message);
let waiting: ((item: { index: number; job: LighthouseJob } | null) => void) | null = null;
let lastResult: { index: number; run: LighthouseRun } | null = null;
let finished = false;

// The parent gone (its Ctrl-C, its failure) ends this worker, and with it its Chromium.
process.on('disconnect', () => process.exit(finished ? 0 : 1));
process.on('exit', killAllChromes);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(130));

const next = () =>
  new Promise<{ index: number; job: LighthouseJob } | null>((resolve) => {
    waiting = resolve;
    if (lastResult) send({ result: lastResult });
    else send({ ready: true });
    lastResult = null;
  });

process.on('message', (message: ToWorker) => {
  if ('start' in message) {
    const { origins, outDir } = message.start;
    const done = (index: number, run: LighthouseRun) => {
      lastResult = { index, run };
    };
    runJobs(origins, { next, done }, outDir, runsSettleBudgets).then(
      () => {
        finished = true;
        process.disconnect();
      },
      (error: Error) => {
        send({ failed: error.message });
        finished = true;
        process.disconnect();
      },
    );
  } else {
    const resolve = waiting;
    waiting = null;
    resolve?.(message.job);
  }
});
