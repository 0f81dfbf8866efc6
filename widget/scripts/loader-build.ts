import { fileURLToPath } from 'node:url';
import type { InlineConfig } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The loader's size budget: what a partner's page pays before anyone looks at the widget. */
export const LOADER_BUDGET_BYTES = 3 * 1024;

export interface LoaderBuildOptions {
  /** The booking app's hashed entry and the chunks it imports, beside the loader. */
  entry: string;
  chunks: string[];
  /** What the loader shows before the app is there, from the kit's widget catalogue. */
  texts: { open: string; loading: string; failed: string };
  /** widget/dist by default. */
  outDir?: string;
}

/** Vite's settings for the loader: one classic script, expertbridge.js, told the app's file names. */
export function loaderBuild({ entry, chunks, texts, outDir }: LoaderBuildOptions): InlineConfig {
  return {
    root,
    configFile: false,
    logLevel: 'warn',
    define: {
      __APP_ENTRY__: JSON.stringify(entry),
      __APP_CHUNKS__: JSON.stringify(chunks),
      __TEXT_OPEN__: JSON.stringify(texts.open),
      __TEXT_LOADING__: JSON.stringify(texts.loading),
      __TEXT_FAILED__: JSON.stringify(texts.failed),
    },
    build: {
      outDir: outDir ?? fileURLToPath(new URL('../dist/', import.meta.url)),
      emptyOutDir: false,
      sourcemap: false,
      lib: {
        entry: 'src/loader/expertbridge.ts',
        formats: ['iife'],
        name: 'ExpertBridgeWidget',
        fileName: () => 'expertbridge.js',
      },
    },
  };
}
