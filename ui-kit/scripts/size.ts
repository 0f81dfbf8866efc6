// Prints the gzip size of the kit's entry, of its booking path and of the partner widget's entry, bundled
// and minified the way an app would ship them, with React itself left out (the app provides it).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** The booking path's budget: a partner's page downloads it for the widget, often on a phone's connection. */
const BOOKING_BUDGET_KB = 60;
const REACT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];
const entries = {
  kit: 'src/index.ts',
  booking: 'src/booking.ts',
  widget: 'src/widget.ts',
} as const;
const root = fileURLToPath(new URL('..', import.meta.url));

async function gzipSizeOf(name: keyof typeof entries): Promise<{ js: number; raw: number }> {
  const outDir = await mkdtemp(join(tmpdir(), `eb-size-${name}-`));
  try {
    await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [react()],
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        outDir,
        minify: true,
        lib: { entry: entries[name], formats: ['es'], fileName: name },
        rollupOptions: { external: REACT },
      },
    });
    let js = 0;
    let raw = 0;
    for (const file of await readdir(outDir)) {
      if (!file.endsWith('.js')) continue;
      const code = await readFile(join(outDir, file));
      raw += code.length;
      js += gzipSync(code, { level: 9 }).length;
    }
    return { js, raw };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
let over = false;
for (const name of Object.keys(entries) as (keyof typeof entries)[]) {
  const { js, raw } = await gzipSizeOf(name);
  const budgeted = name !== 'kit';
  const budget = budgeted ? ` (budget ${BOOKING_BUDGET_KB} KB)` : '';
  if (budgeted && js / 1024 > BOOKING_BUDGET_KB) over = true;
  process.stdout.write(
    `${name.padEnd(8)} ${kb(js).padStart(6)} KB gzip  ${kb(raw).padStart(7)} KB minified${budget}\n`,
  );
}
// styles.css is a list of @imports; measure what they add up to.
const index = await readFile(join(root, 'src/styles/index.css'), 'utf8');
const parts = [...index.matchAll(/@import '(.+?)';/g)].map((m) =>
  readFile(join(root, 'src/styles', m[1] ?? ''), 'utf8'),
);
const css = Buffer.from((await Promise.all(parts)).join('\n'));
process.stdout.write(
  `styles   ${kb(gzipSync(css).length).padStart(6)} KB gzip  ${kb(css.length).padStart(7)} KB CSS\n`,
);
if (over) {
  process.stderr.write('The booking path is over its budget.\n');
  process.exitCode = 1;
}
