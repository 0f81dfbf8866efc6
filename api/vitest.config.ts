import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest.shared.js';

export default defineConfig({
  test: {
    reporters: reporters('api'),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup/one-query-at-a-time.ts'],
    pool: 'forks',
    // Two files at once, not vitest's default of one on two cores: a file spends most of its time waiting (on
    // PostgreSQL, a Temporal server, stripe-mock, timers), and with one at a time the machine stood 40-60 % idle.
    // Each file has its own database and its own ports (test/helpers/processes.ts; stripe-mock's in
    // test/helpers/stripe-mock.ts, which once left its HTTPS listener on a fixed port that two files fought over).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
