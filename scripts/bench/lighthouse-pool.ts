/**
 * Lighthouse runs one at a time in this process, or (`--workers N`) in N child processes at once,
 * each with its own Chromium, taking the next job when done. Processes, not concurrent runs in one:
 * Lighthouse keeps its timing marks in module state, and two runs in one process broke each other's.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { runsSettleBudgets } from './budgets';
import { killAllChromes, PERFORMANCE_METRICS, progressLine, runJobs, type LighthouseJob, type LighthouseRun, type Origins } from './lighthouse';

export interface PoolOptions {
  outDir: string;
  workers: number;
}

/** Messages between this process and a worker. */
export type ToWorker = { start: { origins: Origins; outDir: string } } | { job: { index: number; job: LighthouseJob } | null };
export type FromWorker = { ready: true } | { result: { index: number; run: LighthouseRun } } | { failed: string };

const children = new Set<ChildProcess>();
/** For Ctrl-C and a failure: the workers' own exit handlers kill their Chromium. */
export function stopLighthouseWorkers() {
  for (const child of children) child.kill('SIGTERM');
  killAllChromes();
}

/**
 * Two passes (docs/performance.md, "The runs that screen, and the runs that decide"):
 * 1. a screening run of every page measured once (each mobile page that is not a key page, each
 *    desktop key page), its slowdown from a benchmark reading at most a minute old;
 * 2. the runs that decide: each mobile key page's three to five, and, for each page whose
 *    screening run missed a budget, up to five runs that replace it, each calibrated around its own
 *    load; a page's runs are spread over the pass (spreadQueue).
 * Both passes run one page at a time by default (`--workers 1`), as Lighthouse advises: two page
 * loads at once on 2 cores stretch each other's tasks, and the CPU simulation multiplies that into
 * TBT (85 of 99 screening runs missed two at a time on 8 December, 0 of the first 18 pages decided
 * alone in the same run), and the pass took as long as one run after the other. A screening run
 * that meets every budget stands; one that misses is measured again, and only those runs count
 * (its other categories stay the screening run's).
 */
export async function runLighthouse(origins: Origins, jobs: LighthouseJob[], options: PoolOptions): Promise<LighthouseRun[]> {
  const results = new Array<LighthouseRun>(jobs.length);
  const screened = screeningPass(jobs);
  const screening = await runPass(
    origins,
    screened.map((s) => s.job),
    options,
  );
  screened.forEach((s, i) => (results[s.index] = screening[i]!));
  const deciding = decidingPass(jobs, results);
  if (deciding.length) {
    const again = deciding.filter((d) => d.job.earlier).length;
    const failed = deciding.filter((d) => !d.job.key).length - again;
    console.log(
      `lighthouse: ${deciding.length - again - failed} key pages, ${again} pages whose screening run missed a budget` +
        `${failed ? ` and ${failed} whose screening run failed` : ''}, measured one run at a time`,
    );
    const more = await runPass(
      origins,
      deciding.map((d) => d.job),
      { ...options, workers: 1 },
    );
    deciding.forEach((d, i) => (results[d.index] = more[i]!));
  }
  return results;
}

/** Measured one run at a time from the start: the key pages on mobile (their several runs). */
const decidedAlone = (job: LighthouseJob) => job.key && job.preset === 'mobile';

/** The first pass: one run of every other job (its index in `jobs` kept), marked as screening. */
export function screeningPass(jobs: LighthouseJob[]): { index: number; job: LighthouseJob }[] {
  return jobs.flatMap((job, index) => (decidedAlone(job) ? [] : [{ index, job: { ...job, runs: { min: 1, max: 1 }, screening: true } }]));
}

/**
 * The second pass: the key pages on mobile, each page whose screening run (in `screened`, by
 * index) missed a budget, measured again with its screening run's performance figures left out,
 * and each page whose screening run failed, run again as it was.
 */
export function decidingPass(jobs: LighthouseJob[], screened: readonly (LighthouseRun | undefined)[]): { index: number; job: LighthouseJob }[] {
  const again = jobs.flatMap((job, index) => {
    const earlier = screened[index];
    if (decidedAlone(job) || !earlier) return [];
    // No trace twice in a row (NO_NAVSTART: Chromium's, now and then, two runs at once): the whole job again, alone.
    if (earlier.error) return [{ index, job }];
    if (runsSettleBudgets(earlier.each)) return [];
    const lost = Object.fromEntries(Object.entries(earlier.lost).filter(([id]) => !PERFORMANCE_METRICS.includes(id)));
    const replaced: LighthouseRun = { ...earlier, each: [], perfRuns: [], lost };
    return [{ index, job: { ...job, firstCategories: ['performance'] as const, earlier: replaced } }];
  });
  return [...jobs.flatMap((job, index) => (decidedAlone(job) ? [{ index, job }] : [])), ...again];
}

/**
 * The jobs in order, then each job handed back (`later`) behind every job not yet started: a
 * page's runs one at a time are spread over the pass, so that a few seconds in which the machine
 * is busy with something else do not make all of them. Runs on a shared machine come in streaks.
 */
export function spreadQueue(jobs: readonly LighthouseJob[]) {
  let next = 0;
  const handedBack: { index: number; job: LighthouseJob }[] = [];
  return {
    take: () => (next < jobs.length ? { index: next, job: jobs[next++]! } : (handedBack.shift() ?? null)),
    later: (index: number, job: LighthouseJob) => void handedBack.push({ index, job }),
    /** No job is handed out from now on (a worker failed). */
    stop: () => {
      next = jobs.length;
      handedBack.length = 0;
    },
  };
}

async function runPass(origins: Origins, jobs: LighthouseJob[], options: PoolOptions): Promise<LighthouseRun[]> {
  const results = new Array<LighthouseRun>(jobs.length);
  const queue = spreadQueue(jobs);
  const take = queue.take;
  let done = 0;
  const record = (index: number, run: LighthouseRun) => {
    results[index] = run;
    console.log(progressLine(run, ++done, jobs.length));
  };

  if (options.workers <= 1) {
    await runJobs(origins, { next: async () => take(), done: record, later: queue.later }, options.outDir, runsSettleBudgets);
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
          queue.stop();
          reject(new Error(message.failed));
        }
      });
      child.once('exit', (code, signal) => {
        children.delete(child);
        if (failed) return;
        if (code === 0) resolve();
        else {
          queue.stop();
          reject(new Error(`a Lighthouse worker exited with ${signal ?? code}`));
        }
      });
      send({ start: { origins, outDir: options.outDir } });
    });

  const settled = await Promise.allSettled(Array.from({ length: Math.min(options.workers, jobs.length) }, worker));
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) {
    stopLighthouseWorkers();
    throw failure.reason;
  }
  return results;
}
