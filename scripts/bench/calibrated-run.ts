/**
 * A Lighthouse config whose run sets its own CPU slowdown from the machine's speed around the page
 * load (scripts/bench/calibration.ts): Lighthouse measures its `benchmarkIndex` right before the
 * navigation, the gatherer here measures it again right after (the trace is closed by then, so the
 * loop is not in it), and the slowdown comes from the mean of the two. Lantern reads the slowdown
 * only when the audits run, after every gatherer, from the settings object the gatherers are
 * handed: setting it there is setting it for the run (and its report's `configSettings`).
 */
import { Audit, Gatherer, type Config } from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { cpuSlowdownFor } from './calibration';

const CALIBRATION_AUDIT = 'cpu-calibration';
const ARTIFACT = 'CpuCalibration';

export interface Calibration {
  before: number;
  after: number;
  cpuSlowdown: number;
}

interface Context {
  driver: { executionContext: { evaluate(fn: () => number, options: { args: []; deps: unknown[] }): Promise<number> } };
  baseArtifacts: { BenchmarkIndex: number };
  settings: { throttling: { cpuSlowdownMultiplier: number } };
}

/**
 * Lighthouse's benchmark under another name, so that the bench's reuse of the reading before a
 * load (lighthouse.ts, reusableBenchmarkIndex) never answers this one: it runs in the page.
 */
function benchmarkAfterLoad(): number {
  return computeBenchmarkIndex();
}
/** Defined in the page, next to benchmarkAfterLoad, by Lighthouse (the evaluation's `deps`). */
declare function computeBenchmarkIndex(): number;
let lastAfterLoad: { value: number; at: number } | null = null;
/** The last run's reading after its load: the next run, seconds later, starts from it. */
export const readingAfterLastLoad = () => lastAfterLoad;

class CpuCalibrationGatherer extends Gatherer {
  override meta = { supportedModes: ['navigation'] } as Gatherer['meta'];
  constructor(private readonly afterLoad: boolean) {
    super();
  }
  // Lighthouse's types know only its own artifacts: this one is typed where it is read (calibrationOf).
  override getArtifact = (async (context: Context): Promise<Calibration> => {
    const { driver, baseArtifacts, settings } = context;
    const before = baseArtifacts.BenchmarkIndex;
    if (!this.afterLoad) {
      const cpuSlowdown = cpuSlowdownFor(before);
      settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
      return { before, after: before, cpuSlowdown };
    }
    const after = await driver.executionContext.evaluate(benchmarkAfterLoad, { args: [], deps: [pageFunctions.computeBenchmarkIndex] });
    lastAfterLoad = { value: after, at: Date.now() };
    const cpuSlowdown = cpuSlowdownFor((before + after) / 2);
    settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
    return { before, after, cpuSlowdown };
  }) as unknown as Gatherer['getArtifact'];
}

class CpuCalibrationAudit extends Audit {
  static override get meta(): typeof Audit.meta {
    return {
      id: CALIBRATION_AUDIT,
      title: 'CPU slowdown calibrated to the reference phone',
      description: 'Lighthouse benchmark index before and after the page load, and the CPU slowdown taken from their mean; scores nothing.',
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
      requiredArtifacts: [ARTIFACT],
    } as unknown as typeof Audit.meta;
  }
  static override audit = ((artifacts: Record<string, unknown>) => {
    const calibration = artifacts[ARTIFACT] as Calibration;
    return { score: null, numericValue: calibration.cpuSlowdown, numericUnit: 'unitless', details: { type: 'debugdata', ...calibration } };
  }) as unknown as typeof Audit.audit;
}

/**
 * `config` (its own audits, artifacts and categories written out) with the calibration added:
 * from the readings before and after the load, or (`afterLoad: false`, a screening run) from the
 * reading before it alone, a second sooner.
 */
export function calibrated(config: Config, { afterLoad = true } = {}): Config {
  const performance = config.categories?.performance;
  if (!performance || !config.audits || !config.artifacts)
    throw new Error('lighthouse: only a config with its artifacts, audits and performance category can be calibrated');
  return {
    ...config,
    artifacts: [...config.artifacts, { id: ARTIFACT, gatherer: { instance: new CpuCalibrationGatherer(afterLoad) } }],
    audits: [...config.audits, { implementation: CpuCalibrationAudit }],
    categories: { ...config.categories, performance: { ...performance, auditRefs: [...performance.auditRefs, { id: CALIBRATION_AUDIT, weight: 0 }] } },
  } as Config;
}

/** What a run's report says of its calibration; null for a desktop run (its 1x). */
export function calibrationOf(audits: Record<string, { details?: unknown } | undefined>): Calibration | null {
  const details = audits[CALIBRATION_AUDIT]?.details as Partial<Calibration> | undefined;
  return details && typeof details.cpuSlowdown === 'number' ? (details as Calibration) : null;
}
