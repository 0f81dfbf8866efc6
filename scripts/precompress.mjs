// Writes a .gz and a .br beside every text file of a build, so the API serves compressed files without
// compressing on each request (best compression, paid once at build time). Used by the portal's and the
// widget's builds.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Compresses every text file below `dir` into `<file>.gz` and `<file>.br`. */
export async function precompressDir(dir) {
  const files = await readdir(dir, { recursive: true });
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const full = path.join(dir, file);
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
}
