// `npm test`: every check CI runs — contract lint, ESLint, Prettier, type checks, then each package's tests.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDependencies, root } from './ensure-deps.mjs';
import { resolveChromium } from './chromium.mjs';
import { resolveStripeMock } from './stripe-mock.mjs';
import { resolveTemporalCli } from './temporal-cli.mjs';

ensureDependencies();
// The workflow tests run on a real Temporal dev server and the API's Stripe tests on stripe-mock; building them
// (go install, a few minutes) happens here, once, rather than inside a test hook's time limit. The browser
// tests drive Debian's Chromium, installed here the same way when it is missing.
resolveTemporalCli();
resolveStripeMock();
let chromium;
try {
  chromium = resolveChromium();
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['tests', ['run', 'test', '--workspaces', '--if-present']],
];
// Each vitest run writes a JSON report here; the totals become the run's closing line.
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'eb-test-reports-'));
const env = { ...process.env, EB_TEST_REPORT_DIR: reportDir, CHROMIUM_PATH: chromium };

function totals() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of readdirSync(reportDir)) {
    const report = JSON.parse(readFileSync(path.join(reportDir, file), 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  return { passed, failed, skipped };
}

let status = 0;
for (const [name, args] of steps) {
  process.stdout.write(`\n== ${name} ==\n`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    process.stderr.write(`\n${name} failed.\n`);
    status = result.status ?? 1;
    break;
  }
}
const { passed, failed, skipped } = totals();
rmSync(reportDir, { recursive: true, force: true });
if (status === 0 && passed === 0) {
  process.stderr.write('No test ran.\n');
  status = 1;
}
process.stdout.write(
  `\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
);
process.exit(status || (failed > 0 ? 1 : 0));
