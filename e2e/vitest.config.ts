import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest.shared.js';

export default defineConfig({
  test: {
    reporters: reporters('e2e'),
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file starts the whole stack; two at once would only fight over the two cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
