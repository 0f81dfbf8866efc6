import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest.shared.js';

export default defineConfig({
  test: {
    reporters: reporters('deploy'),
    include: ['test/**/*.test.ts'],
    // helm template renders in about a second; a first run may build Helm itself (scripts/helm.mjs), minutes.
    testTimeout: 30_000,
    hookTimeout: 900_000,
  },
});
