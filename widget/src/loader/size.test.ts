// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { expect, it } from 'vitest';
import { LOADER_BUDGET_BYTES, loaderBuild } from '../../scripts/loader-build.js';

it('builds a loader within its 3 KB gzip budget', async () => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'eb-loader-'));
  try {
    await build(
      loaderBuild({
        entry: 'app-0123456789.js',
        chunks: ['shared-0123456789.js'],
        texts: {
          open: 'Book a consultation',
          loading: 'Loading...',
          failed: 'The booking form could not be loaded.',
        },
        outDir,
      }),
    );
    const loader = await readFile(path.join(outDir, 'expertbridge.js'));
    expect(loader.toString()).toContain('app-0123456789.js');
    expect(gzipSync(loader, { level: 9 }).length).toBeLessThanOrEqual(LOADER_BUDGET_BYTES);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}, 60_000);
