import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest.shared.js';

export default defineConfig({
  test: {
    reporters: reporters('workflows'),
    pool: 'forks',
    // Two files at once (vitest's default is one on two cores): the lifecycle files mostly wait on the Temporal
    // server's timers. Each file's worker has a task queue of its own (test/support/harness.ts).
    maxWorkers: 2,
    projects: [
      // Pure rules: no server, milliseconds.
      { test: { name: 'rules', include: ['src/**/*.test.ts'] } },
      // The lifecycle on a real Temporal dev server, started once for all files by the global setup.
      {
        test: {
          name: 'lifecycle',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
