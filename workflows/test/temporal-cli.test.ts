// scripts/temporal-cli.mjs finds the Temporal CLI in the documented order without building it again.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveTemporalCli, temporalCacheDir } from '../../scripts/temporal-cli.mjs';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'temporal-cli-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function fakeBinary(dir: string, executable = true): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'temporal');
  writeFileSync(file, '#!/bin/sh\n');
  chmodSync(file, executable ? 0o755 : 0o644);
  return file;
}

const log = () => {};

describe('resolveTemporalCli', () => {
  const onPath = fakeBinary(path.join(scratch, 'path-bin'));
  const cacheHome = path.join(scratch, 'cache');
  const cached = fakeBinary(path.join(cacheHome, 'expertbridge', 'bin'));

  it('prefers TEMPORAL_CLI_PATH, and refuses one that is not executable', () => {
    const explicit = fakeBinary(path.join(scratch, 'explicit'));
    const env = { TEMPORAL_CLI_PATH: explicit, PATH: path.dirname(onPath) };
    expect(resolveTemporalCli({ env, log })).toBe(explicit);
    const plain = fakeBinary(path.join(scratch, 'plain'), false);
    expect(() => resolveTemporalCli({ env: { TEMPORAL_CLI_PATH: plain }, log })).toThrow(
      /not an executable/,
    );
  });

  it('then takes temporal on PATH, then the cache under XDG_CACHE_HOME', () => {
    const env = { PATH: path.dirname(onPath), XDG_CACHE_HOME: cacheHome };
    expect(resolveTemporalCli({ env, log })).toBe(onPath);
    expect(resolveTemporalCli({ env: { PATH: '', XDG_CACHE_HOME: cacheHome }, log })).toBe(cached);
    expect(temporalCacheDir({ HOME: '/home/someone' })).toBe(
      '/home/someone/.cache/expertbridge/bin',
    );
  });

  it('explains what to do when the binary is nowhere and Go is missing', () => {
    const env = { PATH: path.join(scratch, 'empty'), HOME: path.join(scratch, 'home') };
    expect(() => resolveTemporalCli({ env, log })).toThrow(/Go is not installed/);
  });
});
