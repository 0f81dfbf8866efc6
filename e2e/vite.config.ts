import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The harness pages, built once per test run into .harness/ (git-ignored). */
export default defineConfig({
  root: fileURLToPath(new URL('./harness/', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./.harness/', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
      input: { room: fileURLToPath(new URL('./harness/room.html', import.meta.url)) },
    },
  },
});
