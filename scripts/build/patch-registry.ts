/**
 * The registry through which every patch and transform the build makes to its dependencies and
 * Waku's output proves that it applied: each registers its name, target and expected applications
 * per build environment (`rsc`, `ssr`, `client`, then `app`, Waku's prerendering step) and counts
 * them as it makes them; patchCheck() (./patch-check.ts) fails the build on any other count
 * (docs/waku-upgrade.md, "Every patch proves it applied", lists each patch by its name here).
 */
import { writeFileSync } from 'node:fs';
import { PINNED_VERSIONS, type PinnedPackage, UPGRADE_DOC } from './waku-internals';

/**
 * `npm run upgrade:rehearse` sets this to a file: each patch's outcome is written there (at the
 * check, or when the build ends sooner) and a patch whose target is missing leaves its module
 * unchanged instead of stopping the build, so one rehearsal reports on every patch.
 */
const REHEARSAL_REPORT = process.env.PATCH_REHEARSAL_REPORT || undefined;

/** One patch's outcome in a rehearsal (scripts/upgrade/rehearsal.ts reads it). */
export interface PatchOutcome {
  name: string;
  package: PinnedPackage;
  file: string;
  status: 'applied' | 'not-applied' | 'broken' | 'not-reached';
  detail: string;
}

/** A Vite environment of Waku's build, or `app`: the `buildApp` step after them (the prerendered pages). */
export type Stage = 'rsc' | 'ssr' | 'client' | 'app';
const STAGES: readonly Stage[] = ['rsc', 'ssr', 'client', 'app'];
/** The stage of the steps that rewrite the prerendered pages, after Waku's static generation. */
export const APP_STAGE = 'app' satisfies Stage;

/** Exactly this many applications, or at least so many where the count follows the site's own code. */
type Count = number | { atLeast: number };

export interface PatchSpec {
  /** The package whose code, generated code or output the patch relies on (pinned and gated). */
  package: PinnedPackage;
  /** The module, generated module or output it changes. */
  file: string;
  /** Applications per stage; a stage not named expects none. */
  expected: Partial<Record<Stage, Count>>;
}

const countText = (count: Count) => (typeof count === 'number' ? `${count}` : `at least ${count.atLeast}`);
const matches = (count: Count, found: number) => (typeof count === 'number' ? found === count : found >= count.atLeast);

export class PatchRegistry {
  readonly #specs = new Map<string, PatchSpec>();
  readonly #applied = new Map<string, Map<string, number>>();
  /** Rehearsal only: the patches whose rewrite failed, with why. */
  readonly #failed = new Map<string, string>();
  /** The stages the build started and finished (patch-check.ts marks them): a patch of a stage that never finished is not judged. */
  readonly #reached = new Set<string>();
  readonly #finished = new Set<string>();

  /** The build started `stage` (an environment's build, or the prerendering step). */
  reach(stage: string): void {
    this.#reached.add(stage);
  }

  /** The build wrote `stage`'s output: every hook a patch of it uses has run. */
  finish(stage: string): void {
    this.#finished.add(stage);
  }

  constructor(readonly rehearsal = false) {}

  /** Registers a patch; returns its name, for its plugin's `markApplied` calls. */
  register(name: string, spec: PatchSpec): string {
    if (this.#specs.has(name)) throw new Error(`patch registry: "${name}" is registered twice`);
    this.#specs.set(name, spec);
    this.#applied.set(name, new Map());
    return name;
  }

  /** Counts `times` applications of a registered patch in `stage` (an environment's name or `app`). */
  markApplied(name: string, stage: string, times = 1): void {
    const applied = this.#applied.get(name);
    if (!applied) throw new Error(`patch registry: "${name}" was applied but is not registered (scripts/build/patch-registry.ts)`);
    applied.set(stage, (applied.get(stage) ?? 0) + times);
  }

  /**
   * Runs a patch's rewrite and counts it applied in `stage`; when the rewrite throws (its target is
   * not there as expected), rethrows with the patch's name, package and file in front. In a
   * rehearsal it records the failure and gives back `unchanged` instead.
   */
  apply<T>(name: string, stage: string, rewrite: () => T, unchanged: T): T {
    let out: T;
    try {
      out = rewrite();
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      if (this.rehearsal) {
        this.#failed.set(name, why);
        return unchanged;
      }
      throw new Error(`patch ${this.describe(name)} did not apply: ${why}`, { cause: error });
    }
    this.markApplied(name, stage);
    return out;
  }

  /** "name (package version, file)", for messages. */
  describe(name: string): string {
    const spec = this.#specs.get(name);
    return spec ? `${name} (${spec.package} ${PINNED_VERSIONS[spec.package]}, ${spec.file})` : name;
  }

  names(): string[] {
    return [...this.#specs.keys()];
  }

  /** One line per patch whose applications differ from the expected ones: what was expected, what was found. */
  problems(): string[] {
    const out: string[] = [];
    for (const [name, spec] of this.#specs) {
      const applied = this.#applied.get(name)!;
      const order = (stage: string) => (STAGES.includes(stage as Stage) ? STAGES.indexOf(stage as Stage) : STAGES.length);
      const stages = [...new Set<string>([...STAGES.filter((s) => spec.expected[s] !== undefined), ...applied.keys()])].sort((a, b) => order(a) - order(b));
      const wrong = stages.filter((stage) => !matches(spec.expected[stage as Stage] ?? 0, applied.get(stage) ?? 0));
      if (!wrong.length) continue;
      const expected = STAGES.filter((s) => spec.expected[s] !== undefined).map((s) => `${s} ${countText(spec.expected[s]!)}`);
      const found = stages.map((s) => `${s} ${applied.get(s) ?? 0}`);
      out.push(`patch ${this.describe(name)}: expected ${expected.join(', ') || 'none'}; found ${found.join(', ')} (wrong in ${wrong.join(', ')})`);
    }
    return out;
  }

  /** Throws, listing every patch that did not apply exactly as registered. */
  check(): void {
    const problems = this.problems();
    if (!problems.length) return;
    throw new Error(
      `${problems.length} build patch${problems.length === 1 ? '' : 'es'} did not apply as expected (applications per build environment):\n` +
        problems.map((p) => `  - ${p}`).join('\n') +
        `\nA dependency or waku.config.ts changed: see ${UPGRADE_DOC} for each patch, and scripts/build/patch-registry.ts.`,
    );
  }

  /** Forgets the counts (a second build in the same process). */
  reset(): void {
    for (const applied of this.#applied.values()) applied.clear();
    this.#failed.clear();
    this.#reached.clear();
    this.#finished.clear();
  }

  /**
   * Each patch's outcome: applied as registered; not applied (its rewrite found no target, or it
   * applied nowhere in a stage that finished); broken (it applied, but not where or as often as
   * registered); not reached (it applied nowhere, and none of its stages finished: its hook may
   * never have run).
   */
  outcomes(): PatchOutcome[] {
    const wrong = new Map(this.problems().map((line) => [/^patch (\S+)/.exec(line)![1]!, line]));
    return [...this.#specs].map(([name, spec]) => {
      const base = { name, package: spec.package, file: spec.file };
      const failed = this.#failed.get(name);
      if (failed) return { ...base, status: 'not-applied', detail: failed.split('\n')[0]! };
      const line = wrong.get(name);
      if (!line) return { ...base, status: 'applied', detail: '' };
      const stages = STAGES.filter((stage) => spec.expected[stage] !== undefined);
      const none = [...this.#applied.get(name)!.values()].every((n) => n === 0);
      if (!stages.some((stage) => this.#reached.has(stage))) return { ...base, status: 'not-reached', detail: `the build stopped before ${stages.join(', ')}` };
      if (none && !stages.some((stage) => this.#finished.has(stage))) {
        return { ...base, status: 'not-reached', detail: `the ${stages.join(', ')} build stopped before it finished` };
      }
      return { ...base, status: none ? 'not-applied' : 'broken', detail: line.slice(line.indexOf(': ') + 2) };
    });
  }
}

/** The build's registry: one per process, shared by the plugins waku.config.ts creates. */
export const patchRegistry = new PatchRegistry(Boolean(REHEARSAL_REPORT));
// A rehearsal's build may stop at a plugin's own error before the check: the report is written
// whenever the process ends, with what was applied by then.
if (REHEARSAL_REPORT) process.on('exit', () => writeFileSync(REHEARSAL_REPORT, JSON.stringify(patchRegistry.outcomes(), null, 2)));
export const registerPatch = (name: string, spec: PatchSpec): string => patchRegistry.register(name, spec);
export const markApplied = (name: string, stage: string, times?: number): void => patchRegistry.markApplied(name, stage, times);
export const applyPatch = <T>(name: string, stage: string, rewrite: () => T, unchanged: T): T => patchRegistry.apply(name, stage, rewrite, unchanged);
