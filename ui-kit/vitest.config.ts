import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest.shared.js';

export default defineConfig({
  plugins: [react()],
  test: {
    reporters: reporters('ui-kit'),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Two cores are shared with other suites; keep the worker count small.
    maxWorkers: 2,
    // Other suites share those cores; an axe pass over a large story can take seconds under load.
    testTimeout: 30_000,
    typecheck: { enabled: false },
  },
});
