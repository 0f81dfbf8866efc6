import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const outDir = fileURLToPath(new URL('./dist/', import.meta.url));
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes a .gz and a .br beside every text file of the build, so the API serves compressed files without
 * compressing on each request (best compression, paid once at build time).
 */
function precompress(): Plugin {
  return {
    name: 'expertbridge-precompress',
    apply: 'build',
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            if (!(await stat(full)).isFile()) return;
            const body = await readFile(full);
            const [gz, br] = await Promise.all([
              gzipAsync(body, { level: 9 }),
              brotliAsync(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
            ]);
            await Promise.all([writeFile(`${full}.gz`, gz), writeFile(`${full}.br`, br)]);
          }),
      );
    },
  };
}

// `npm run dev`: Vite on 5173 in front of a running API (`npm start`, or API_URL). The proxy presents
// the API's own origin, so the API's CSRF check sees a same-origin request as it would in production.
const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  build: { outDir, emptyOutDir: true, sourcemap: false, assetsInlineLimit: 0 },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: api,
        changeOrigin: true,
        configure: (proxy) =>
          proxy.on('proxyReq', (request) => {
            if (request.getHeader('origin')) request.setHeader('origin', api);
          }),
      },
      '/ws': { target: api, changeOrigin: true, ws: true },
    },
  },
});
