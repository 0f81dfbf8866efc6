// The typeface every PDF we issue is set in: DejaVu Sans from its npm package (dejavu-fonts-ttf), embedded (subset)
// in each file, since PDF's standard fonts cover Latin-1 only and New Zealand names and addresses carry te reo
// Māori's macrons ("Tāmaki Makaurau"). Read once per process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
}

let fonts: PdfFonts | undefined;

/** The regular and bold faces' TrueType bytes. */
export function pdfFonts(): PdfFonts {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}
