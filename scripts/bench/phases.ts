/** How long each phase of `npm run bench` took: printed at the end and written to the report. */

export interface PhaseTiming {
  name: string;
  ms: number;
}

export const phaseTimings: PhaseTiming[] = [];

/** Runs one phase and records its wall time (also when it fails). */
export async function phase<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  console.log(`\n== ${name}`);
  try {
    return await run();
  } finally {
    const ms = Date.now() - started;
    phaseTimings.push({ name, ms });
    console.log(`== ${name}: ${(ms / 1000).toFixed(1)} s`);
  }
}
