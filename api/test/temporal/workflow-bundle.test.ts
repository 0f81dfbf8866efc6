// The workflow bundle kept on disk: built once per version of the workflow code, then read by every process that
// shares the directory (TEMPORAL_BUNDLE_DIR), with the bundles of other versions removed.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { loadWorkflowBundle } from '../../src/platform/temporal-bundle.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'eb-bundles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A logger that keeps the messages it was given. */
function recording() {
  const messages: string[] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => messages.push(JSON.parse(line).msg as string) },
  );
  return { logger, messages };
}

it('builds the bundle once, and a second process reads it from the shared directory', async () => {
  const stale = path.join(dir, 'workflow-bundle-0000000000000000.js');
  writeFileSync(stale, '// the bundle of older workflow code');

  const first = recording();
  const built = await loadWorkflowBundle(dir, first.logger);
  expect(first.messages).toContain('bundled the workflow code');
  expect('code' in built && built.code).toMatch(/consultationWorkflow/);
  // One file, of this code's key: the older version's is gone.
  const files = readdirSync(dir);
  expect(files).toEqual([expect.stringMatching(/^workflow-bundle-[0-9a-f]{16}\.js$/)]);
  expect(files).not.toContain(path.basename(stale));

  const second = recording();
  const read = await loadWorkflowBundle(dir, second.logger);
  expect(second.messages).not.toContain('bundled the workflow code');
  // The code itself, not a path another process could remove before the worker reads it.
  expect(read).toEqual({ code: (built as { code: string }).code });
}, 120_000);
