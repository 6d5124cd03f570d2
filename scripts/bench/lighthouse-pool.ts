/**
 * Lighthouse runs in `workers` child processes at once, each with its own Chromium, taking the next
 * job from this process when done with one (the key pages' several runs first, so the workers end
 * together). Child processes, not concurrent runs in this one: Lighthouse keeps its timing marks in
 * module state, and two runs in one process broke each other's ("performance mark has not been
 * set", traces with no top-level events). One worker runs in this process.
 *
 * A run on 2 cores is mostly waiting (for the page's load, for quiet after it, for Chromium to hand
 * over the trace): two at once took 2.5-3.5 s a page where one took 4-5 s.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { runsAgreeOnBudgets } from './budgets';
import { killAllChromes, progressLine, runJobs, type LighthouseJob, type LighthouseRun } from './lighthouse';

export interface PoolOptions {
  outDir: string;
  workers: number;
}

/** Messages between this process and a worker. */
export type ToWorker = { start: { origin: string; outDir: string } } | { job: { index: number; job: LighthouseJob } | null };
export type FromWorker = { ready: true } | { result: { index: number; run: LighthouseRun } } | { failed: string };

const children = new Set<ChildProcess>();
/** For Ctrl-C and a failure: the workers' own exit handlers kill their Chromium. */
export function stopLighthouseWorkers() {
  for (const child of children) child.kill('SIGTERM');
  killAllChromes();
}

/**
 * Every page's first run in `workers` at once (a key page's three to five too); then, one at a
 * time, the further runs of each other page whose first run does not settle which side of the
 * budgets it is on (runsAgreeOnBudgets). Lighthouse's own advice is one run at a time on a machine doing nothing
 * else: two at once on 2 cores stretch each other's tasks, and the 4x CPU simulation multiplies
 * that into TBT (a run's TBT swung by 50-100 ms). The shared pass is what keeps the whole run
 * within its time; the runs that decide a close page are measured the way Lighthouse means.
 */
export async function runLighthouse(origin: string, jobs: LighthouseJob[], options: PoolOptions): Promise<LighthouseRun[]> {
  // A key page's three to five runs stay in the shared pass: their median already outweighs one
  // stretched run, and five runs alone per key page would take the whole run past its 8 minutes.
  const first = jobs.map((job) => (job.key ? job : { ...job, runs: { min: job.runs.min, max: job.runs.min } }));
  const results = await runPass(origin, first, options);
  const unsettled = jobs.flatMap((job, index) => {
    const earlier = results[index]!;
    const left = job.runs.max - earlier.each.length;
    if (job.key || earlier.error || left <= 0 || runsAgreeOnBudgets(earlier.each)) return [];
    return [{ index, job: { ...job, runs: { min: 1, max: left }, firstCategories: ['performance'] as const, earlier } }];
  });
  if (unsettled.length) {
    console.log(`lighthouse: ${unsettled.length} pages and presets not settled by their first runs get more, one run at a time`);
    const more = await runPass(
      origin,
      unsettled.map((u) => u.job),
      { ...options, workers: 1 },
    );
    unsettled.forEach((u, i) => (results[u.index] = more[i]!));
  }
  return results;
}

async function runPass(origin: string, jobs: LighthouseJob[], options: PoolOptions): Promise<LighthouseRun[]> {
  const results = new Array<LighthouseRun>(jobs.length);
  let next = 0;
  let done = 0;
  const take = () => (next < jobs.length ? { index: next, job: jobs[next++]! } : null);
  const record = (index: number, run: LighthouseRun) => {
    results[index] = run;
    console.log(progressLine(run, ++done, jobs.length));
  };

  if (options.workers <= 1) {
    await runJobs(origin, { next: async () => take(), done: record }, options.outDir, runsAgreeOnBudgets);
    return results;
  }

  const worker = () =>
    new Promise<void>((resolve, reject) => {
      const child = fork(new URL('./lighthouse-worker.ts', import.meta.url).pathname, [], {
        execArgv: ['--import', 'tsx'],
        stdio: 'inherit',
        // Structured clone, not JSON: a figure Lighthouse could not compute is NaN, which JSON makes null.
        serialization: 'advanced',
      });
      children.add(child);
      let failed = false;
      const send = (message: ToWorker) => child.send(message);
      child.on('message', (message: FromWorker) => {
        if ('ready' in message) send({ job: take() });
        else if ('result' in message) {
          record(message.result.index, message.result.run);
          send({ job: take() });
        } else {
          failed = true;
          // Nothing more for anyone: the other workers finish their page and stop.
          next = jobs.length;
          reject(new Error(message.failed));
        }
      });
      child.once('exit', (code, signal) => {
        children.delete(child);
        if (failed) return;
        if (code === 0) resolve();
        else {
          next = jobs.length;
          reject(new Error(`a Lighthouse worker exited with ${signal ?? code}`));
        }
      });
      send({ start: { origin, outDir: options.outDir } });
    });

  const settled = await Promise.allSettled(Array.from({ length: Math.min(options.workers, jobs.length) }, worker));
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) {
    stopLighthouseWorkers();
    throw failure.reason;
  }
  return results;
}
