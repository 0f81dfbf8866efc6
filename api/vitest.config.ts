import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest.shared.js';

export default defineConfig({
  test: {
    reporters: reporters('api'),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
