// `npm test`: every check CI runs — contract lint, ESLint, Prettier, type checks, then each package's tests.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDependencies, root } from './ensure-deps.mjs';
import { resolveChromium } from './chromium.mjs';
import { resolveStripeMock } from './stripe-mock.mjs';
import { resolveTemporalCli } from './temporal-cli.mjs';
import { resolveTemporalTestServer } from './temporal-test-server.mjs';

ensureDependencies();
// The workflow tests run on a real Temporal dev server and the API's Stripe tests on stripe-mock; building them
// (go install, a few minutes) happens here, once, rather than inside a test hook's time limit. The browser
// tests drive Debian's Chromium, installed here the same way when it is missing. The one journey that needs days to
// pass runs on Temporal's time-skipping test server, which Maven resolves here once.
resolveTemporalCli();
resolveStripeMock();
resolveTemporalTestServer();
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
  const outsideTests = [];
  const failedTests = [];
  for (const file of readdirSync(reportDir)) {
    if (file.endsWith('.errors.txt')) {
      outsideTests.push(...readFileSync(path.join(reportDir, file), 'utf8').trim().split('\n'));
      continue;
    }
    const report = JSON.parse(readFileSync(path.join(reportDir, file), 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    for (const result of report.testResults) {
      for (const assertion of result.assertionResults) {
        if (assertion.status === 'failed') {
          failedTests.push(`${path.relative(root, result.name)} > ${assertion.fullName}`);
        }
      }
    }
  }
  return { passed, failed, skipped, failedTests, outsideTests };
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
const { passed, failed, skipped, failedTests, outsideTests } = totals();
rmSync(reportDir, { recursive: true, force: true });
if (status === 0 && passed === 0) {
  process.stderr.write('No test ran.\n');
  status = 1;
}
process.stdout.write(
  `\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
);
if (failedTests.length > 0) {
  process.stdout.write(`Failed:\n${failedTests.map((line) => `  ${line}`).join('\n')}\n`);
}
// A run can fail with every test passed: an error no test caught ("Unhandled Errors" in vitest's output) or
// a failed beforeAll/afterAll hook. They are repeated here, so that the closing lines never read as a pass.
if (outsideTests.length > 0) {
  process.stdout.write(
    `Failed outside any test:\n${outsideTests.map((line) => `  ${line}`).join('\n')}\n`,
  );
} else if (status !== 0 && failed === 0) {
  process.stdout.write('No test failed, but a step did: look above for the command that failed.\n');
}
process.exit(status || (failed > 0 ? 1 : 0));
