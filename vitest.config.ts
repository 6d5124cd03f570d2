import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // One module graph for all unit test files: they hold no state between them, and importing
        // the modules again for each of the 53 files made the run 9 s instead of 3 (26 November).
        // CI runs them beside the build, the type check and the lint on 2 cores, where a test that
        // computes for 1.7 s alone took 4.6 s (the formatting samples, with six cores' worth of
        // spinners: `npm run test:loaded`); vitest's 5 s would fail it on a slower day.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: 20_000, hookTimeout: 60_000 },
      },
      {
        // Runs against the build: the built worker in Miniflare (workerd), and the build's output
        // files (client chunks, preloads, compile hints); `npm test` builds it first.
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          environment: 'node',
          // The files of a process share their modules, and with them one Miniflare for the files
          // that read only or put back what they write (sharedWorker() in tests/worker/harness.ts).
          // Isolated, each file imported wrangler again (some 2 s) and started its own Miniflare.
          isolate: false,
          // They run beside the browser tests. In a CI run on 2 December a test of four ops CLI
          // calls (each tsx, wrangler's config and Miniflare: 2-4 s idle) took over 60 s, and one
          // of four Miniflare starts over 30 s: the limits are room for that, not expectations.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The key journeys in Firefox ESR and WebKitGTK against the browser tests' server
        // (tests/engines/): one browser at a time, in the order written.
        test: {
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          sequence: { concurrent: false },
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
