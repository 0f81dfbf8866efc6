// The font the seller reports' PDFs embed: DejaVu Sans from an npm package (dejavu-fonts-ttf), since PDF's standard
// fonts cover Latin-1 only and New Zealand names and addresses carry macrons ("Tāmaki"). Read once per process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

export interface ReportFonts {
  regular: Buffer;
  bold: Buffer;
}

let loaded: ReportFonts | undefined;

/** The regular and bold faces as TrueType bytes. */
export function reportFonts(): ReportFonts {
  if (!loaded) {
    // The package has no entry point, so find it by its package.json.
    const folder = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    loaded = {
      regular: readFileSync(join(folder, 'DejaVuSans.ttf')),
      bold: readFileSync(join(folder, 'DejaVuSans-Bold.ttf')),
    };
  }
  return loaded;
}
