// Builds the widget into widget/dist: the booking app (hashed chunks, React aliased to Preact's compat layer
// to fit the size budget) first, then the loader, expertbridge.js, which is told the app's hashed file name.
// Every text file gets a .br and .gz twin for the API to send.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { widgetCatalogue } from '@expertbridge/ui-kit/widget';
import { build, type Rollup } from 'vite';
import { loaderBuild } from './loader-build.js';
import { precompressDir } from '../../scripts/precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const outDir = fileURLToPath(new URL('../dist/', import.meta.url));

/** React's API on Preact (a tenth of React DOM's size); WIDGET_REACT=1 builds with React to compare. */
const preact = process.env.WIDGET_REACT
  ? []
  : [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ];

await rm(outDir, { recursive: true, force: true });
const app = (await build({
  root,
  configFile: false,
  logLevel: 'warn',
  base: './',
  plugins: [react()],
  resolve: { alias: preact },
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir,
    emptyOutDir: false,
    sourcemap: false,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { app: 'src/app/main.tsx' },
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: '[name]-[hash].js',
        chunkFileNames: '[name]-[hash].js',
        assetFileNames: '[name]-[hash][extname]',
      },
    },
  },
})) as Rollup.RollupOutput;
const entry = app.output.find((file) => file.type === 'chunk' && file.isEntry);
if (!entry) throw new Error('the booking app built no entry chunk');

await build(
  loaderBuild({
    entry: entry.fileName,
    chunks: entry.type === 'chunk' ? entry.imports : [],
    texts: {
      open: widgetCatalogue['widget.open'] ?? '',
      loading: widgetCatalogue['common.loading'] ?? '',
      failed: widgetCatalogue['widget.loadFailed'] ?? '',
    },
  }),
);
await precompressDir(outDir);
process.stdout.write(`widget built into ${outDir} (app ${entry.fileName})\n`);
