// Prints the gzip size of the kit's entry, of its booking path and of the partner widget's entry, bundled
// and minified the way an app would ship them, with React itself left out (the app provides it).
import { readFile } from 'node:fs/promises';
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

interface Size {
  js: number;
  raw: number;
}

/**
 * An entry's chunks split in two: `initial` is the entry and what it imports statically (all downloaded
 * before the first interaction), `lazy` what it loads with import() later (Stripe's card step only when the
 * gateway is Stripe). Both are printed; the budget holds their sum, so moving code into a lazy chunk does not
 * hide it from the check.
 */
async function sizesOf(name: keyof typeof entries): Promise<{ initial: Size; lazy: Size }> {
  const result = await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      lib: { entry: entries[name], formats: ['es'], fileName: name },
      rollupOptions: { external: REACT },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? r.output : [],
  );
  const chunks = new Map(
    outputs.flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o] as const] : [])),
  );
  const initial = new Set<string>();
  const visit = (file: string) => {
    if (initial.has(file) || !chunks.has(file)) return;
    initial.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  const sizes = { initial: { js: 0, raw: 0 }, lazy: { js: 0, raw: 0 } };
  for (const chunk of chunks.values()) {
    const size = initial.has(chunk.fileName) ? sizes.initial : sizes.lazy;
    size.raw += Buffer.byteLength(chunk.code);
    size.js += gzipSync(chunk.code, { level: 9 }).length;
  }
  return sizes;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
let over = false;
for (const name of Object.keys(entries) as (keyof typeof entries)[]) {
  const { initial, lazy } = await sizesOf(name);
  const js = initial.js + lazy.js;
  const raw = initial.raw + lazy.raw;
  const budgeted = name !== 'kit';
  const budget = budgeted ? ` (budget ${BOOKING_BUDGET_KB} KB)` : '';
  if (budgeted && js / 1024 > BOOKING_BUDGET_KB) over = true;
  process.stdout.write(
    `${name.padEnd(8)} ${kb(js).padStart(6)} KB gzip  ${kb(raw).padStart(7)} KB minified${budget}\n` +
      `  initial ${kb(initial.js).padStart(6)} KB gzip  ${kb(initial.raw).padStart(7)} KB minified\n` +
      `  lazy    ${kb(lazy.js).padStart(6)} KB gzip  ${kb(lazy.raw).padStart(7)} KB minified\n`,
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
