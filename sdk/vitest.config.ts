import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest.shared.js';

export default defineConfig({
  test: {
    reporters: reporters('sdk'),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    typecheck: { enabled: false },
  },
});
