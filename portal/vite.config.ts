import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from '../scripts/precompress.mjs';

const outDir = fileURLToPath(new URL('./dist/', import.meta.url));

/** A .br and .gz beside every text file of the build (scripts/precompress.mjs). */
function precompress(): Plugin {
  return {
    name: 'expertbridge-precompress',
    apply: 'build',
    closeBundle: () => precompressDir(outDir),
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
