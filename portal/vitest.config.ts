import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest.shared.js';

export default defineConfig({
  test: {
    reporters: reporters('portal'),
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
