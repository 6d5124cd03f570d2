import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
