/**
 * Resident memory of the worker under test: workerd's processes in the process group that
 * `wrangler dev` leads (see scripts/bench/site.ts), sampled with `ps` while the run goes on.
 */
import { execFileSync } from 'node:child_process';

export interface MemorySample {
  /** Seconds since sampling started. */
  t: number;
  /** workerd resident set, MiB. */
  rssMiB: number;
  phase: string;
}

export function workerdRssMiB(groupId: number): number {
  const out = execFileSync('ps', ['-e', '-o', 'pgid=,rss=,comm='], { encoding: 'utf8' });
  let kib = 0;
  for (const line of out.split('\n')) {
    const [pgid, rss, comm] = line.trim().split(/\s+/);
    if (Number(pgid) === groupId && comm?.startsWith('workerd')) kib += Number(rss);
  }
  return kib / 1024;
}

export function sampleMemory(groupId: number, everyMs = 2_000) {
  const samples: MemorySample[] = [];
  const started = Date.now();
  let phase = 'start';
  const take = () => samples.push({ t: (Date.now() - started) / 1000, rssMiB: workerdRssMiB(groupId), phase });
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    setPhase: (name: string) => {
      phase = name;
    },
    stop: () => {
      clearInterval(timer);
      take();
    },
  };
}

/**
 * Steady: the mean of the phase's last quarter is at most 20% above the mean of its second quarter
 * (or at most 16 MiB, whichever is more); the first quarter is warm-up (JIT, caches, first renders).
 */
export function memoryVerdict(samples: MemorySample[], phase: string) {
  const inPhase = samples.filter((s) => s.phase === phase);
  const n = inPhase.length;
  const mean = (xs: MemorySample[]) => xs.reduce((a, s) => a + s.rssMiB, 0) / Math.max(1, xs.length);
  const early = mean(inPhase.slice(Math.floor(n / 4), Math.floor(n / 2)));
  const late = mean(inPhase.slice(Math.floor((3 * n) / 4)));
  const growth = early > 0 ? late / early - 1 : 0;
  return {
    samples: n,
    startMiB: inPhase[0]?.rssMiB ?? 0,
    earlyMiB: early,
    lateMiB: late,
    maxMiB: Math.max(0, ...inPhase.map((s) => s.rssMiB)),
    growth,
    ok: n >= 4 && early > 0 && late > 0 && inPhase.every((s) => s.rssMiB > 0) && late - early <= Math.max(16, 0.2 * early),
  };
}
