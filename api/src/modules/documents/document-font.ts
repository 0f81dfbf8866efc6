// The typeface every document is set in: DejaVu Sans from its npm package, embedded (subset) in each PDF so that
// te reo Māori's macrons ("Tāmaki Makaurau") and every other Latin letter print as typed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The regular and bold faces' TTF bytes, read once. */
export function documentFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}
