// Starts one Temporal dev server (the real one, from scripts/temporal-cli.mjs) and bundles the
// workflows once for every lifecycle test file; each file then runs its own worker on its own queue.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode } from '@temporalio/worker';
import type { TestProject } from 'vitest/node';
import { resolveTemporalCli } from '../../../scripts/temporal-cli.mjs';
import { workflowsPath } from '../../src/worker.js';

/** What the global setup hands to the test files. */
export interface TemporalTestServer {
  address: string;
  namespace: string;
  /** The workflow bundle, built once. */
  bundlePath: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    temporal: TemporalTestServer;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executable = resolveTemporalCli();
  const [env, bundle] = await Promise.all([
    TestWorkflowEnvironment.createLocal({
      server: { executable: { type: 'existing-path', path: executable } },
    }),
    bundleWorkflowCode({ workflowsPath, logger: quietLogger }),
  ]);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'expertbridge-workflows-'));
  const bundlePath = path.join(dir, 'workflows-bundle.js');
  writeFileSync(bundlePath, bundle.code);
  project.provide('temporal', {
    address: env.address,
    namespace: env.namespace ?? 'default',
    bundlePath,
  });
  return async () => {
    await env.teardown();
    rmSync(dir, { recursive: true, force: true });
  };
}

const quietLogger = {
  log: () => {},
  trace: () => {},
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
};
