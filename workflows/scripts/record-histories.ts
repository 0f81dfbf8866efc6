// Records the replay fixtures: runs each scenario of test/support/scenarios.ts on a fresh dev server
// and writes its event history to test/histories/<name>.json. Existing fixtures are left alone: they
// stand for consultations already running, which the workflow must keep replaying.
//   npm run record-histories -w @expertbridge/workflows
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { historyToJSON } from '@temporalio/common/lib/proto-utils.js';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { format } from 'prettier';
import { bundleWorkflowCode } from '@temporalio/worker';
import { resolveTemporalCli } from '../../scripts/temporal-cli.mjs';
import { workflowsPath } from '../src/worker.js';
import { installQuietRuntime, LifecycleHarness } from '../test/support/harness.js';
import { SCENARIOS } from '../test/support/scenarios.js';

const historiesDir = fileURLToPath(new URL('../test/histories/', import.meta.url));

async function main(): Promise<void> {
  const missing = SCENARIOS.filter((s) => !existsSync(path.join(historiesDir, `${s.name}.json`)));
  if (missing.length === 0) {
    process.stdout.write('Every scenario already has a fixture; delete one to record it again.\n');
    return;
  }
  installQuietRuntime();
  const env = await TestWorkflowEnvironment.createLocal({
    server: { executable: { type: 'existing-path', path: resolveTemporalCli() } },
  });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'expertbridge-record-'));
  try {
    const bundlePath = path.join(dir, 'workflows-bundle.js');
    writeFileSync(bundlePath, (await bundleWorkflowCode({ workflowsPath })).code);
    const harness = await LifecycleHarness.start({
      address: env.address,
      namespace: env.namespace ?? 'default',
      bundlePath,
    });
    mkdirSync(historiesDir, { recursive: true });
    await Promise.all(
      missing.map(async (scenario) => {
        const booking = await scenario.run(harness);
        await booking.result();
        const history = await booking.handle.fetchHistory();
        const file = path.join(historiesDir, `${scenario.name}.json`);
        // Formatted as the repository's Prettier check expects.
        writeFileSync(file, await format(historyToJSON(history), { filepath: file }));
        process.stdout.write(`recorded ${scenario.name}\n`);
      }),
    );
    await harness.close();
  } finally {
    await env.teardown();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
