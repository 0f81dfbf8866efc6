// `npm run fuzz`: Schemathesis over every operation of openapi/openapi.yaml against the stack as `npm start` runs
// it, four times: signed out, as the demo client, as the demo expert and as the demo admin (each with the session
// cookie and the site's own Origin; the widget and partner operations with a partner made for the run). Prints the
// operations covered, the requests sent and the failures by kind; exits 1 when anything failed.
//   npm run fuzz [-- --examples N] [--seed N] [--port N] [--roles client,admin] [--include PATH-REGEX] [--no-data] [--keep]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureDependencies, root } from './ensure-deps.mjs';
import { prepareCredentials, startStack } from './fuzz/stack.mjs';
import { resolveSchemathesis } from './schemathesis.mjs';

/** The passes, in order: who is signed in. */
export const ROLES = ['signed-out', 'client', 'expert', 'admin'];

/** What every response is held to; `error_body_on_4xx` is ours (scripts/fuzz/hooks.py). */
export const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_headers_conformance',
  'response_schema_conformance',
  'error_body_on_4xx',
];

/**
 * Operations a signed-in pass leaves out, with why: each would end or replace the very session the pass runs in.
 * The signed-out pass covers them.
 */
const SIGNED_IN_EXCLUDED = {
  logout: 'ends the session',
};

const hooks = fileURLToPath(new URL('./fuzz/hooks.py', import.meta.url));
const contract = path.join(root, 'openapi', 'openapi.yaml');

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function toml(value) {
  return JSON.stringify(value);
}

/** The pass's Schemathesis configuration: the Origin header, the credentials its role has, its exclusions. */
function passConfig({ role, url, credentials, examples, seed }) {
  const lines = [
    `seed = ${seed}`,
    'workers = 1',
    `headers = { Origin = ${toml(url)} }`,
    // Nothing kept between runs (and nothing written into the repository): a seed replays a run.
    '[cache]',
    'enabled = false',
    // The stateful phase follows the links the contract declares; Schemathesis's own guesses are left out, so that
    // "links covered" counts the contract's.
    '[phases.stateful.inference]',
    'algorithms = []',
    // Scenarios are cheap (a few requests each) and each follows a chain of links: more of them than examples.
    '[phases.stateful.generation]',
    `max-examples = ${Math.max(5 * examples, 50)}`,
    '[generation]',
    `max-examples = ${examples}`,
    'database = "none"',
    '[checks]',
    // Off by default in every check; turned on one by one below.
    'enabled = false',
    ...CHECKS.map((check) => `${check} = { enabled = true }`),
    '[auth.openapi.partnerKey]',
    `api_key = ${toml(credentials.partnerKey)}`,
    '[auth.openapi.partnerSecret]',
    `bearer = ${toml(credentials.partnerSecret)}`,
    '[auth.openapi.bookingToken]',
    `bearer = ${toml(credentials.bookingToken)}`,
  ];
  if (role !== 'signed-out') {
    lines.push('[auth.openapi.sessionCookie]', `api_key = ${toml(credentials.sessions[role])}`);
    for (const operationId of Object.keys(SIGNED_IN_EXCLUDED)) {
      lines.push(
        '[[operations]]',
        `include-operation-id = ${toml(operationId)}`,
        'enabled = false',
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

function runSchemathesis(executable, args, { cwd, env, log }) {
  return new Promise((resolve, reject) => {
    const child = spawn(executable, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk) => {
      output += chunk;
      log(chunk.toString());
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/**
 * What the hooks fill valid requests with in this pass (scripts/fuzz/hooks.py reads it from EB_FUZZ_CONTEXT), and
 * where they count the answers. `realData: false` sends every request as generated.
 */
function hookContext({ role, url, credentials, stats, realData }) {
  return {
    url,
    role,
    session: role === 'signed-out' ? null : credentials.sessions[role],
    userId: role === 'signed-out' ? null : credentials.userIds[role],
    experts: realData ? credentials.experts : [],
    categories: realData ? credentials.categories : [],
    webhookSecret: realData ? credentials.webhookSecret : null,
    realData,
    stats,
  };
}

/**
 * The operations whose valid requests need data no schema can state (a real expert and free start time, a new
 * e-mail, a category that exists, a Stripe signature): the hooks supply it, and the figures show how many of their
 * requests are accepted.
 */
export const DATA_OPERATIONS = [
  'POST /api/consultations',
  'POST /api/widget/bookings',
  'POST /api/auth/email/register',
  'PUT /api/experts/my-profile',
  'PUT /api/experts/profile/me',
  'POST /api/webhooks/stripe',
];

/** Per operation: requests sent and answered 2xx, all of them and the valid (positive) ones, from the hook's count. */
export function acceptance(stats) {
  const result = {};
  for (const [label, phases] of Object.entries(stats ?? {})) {
    const figures = { requests: 0, ok: 0, positive: 0, positiveOk: 0, stateful: 0, statefulOk: 0 };
    for (const [phase, modes] of Object.entries(phases)) {
      for (const [mode, statuses] of Object.entries(modes)) {
        for (const [status, count] of Object.entries(statuses)) {
          const ok = status.startsWith('2');
          figures.requests += count;
          if (ok) figures.ok += count;
          if (mode === 'positive') {
            figures.positive += count;
            if (ok) figures.positiveOk += count;
          }
          if (phase === 'stateful') {
            figures.stateful += count;
            if (ok) figures.statefulOk += count;
          }
        }
      }
    }
    result[label] = figures;
  }
  return result;
}

/** Schemathesis's own count of the links its stateful phase followed: `API Links: 5 covered / 9 selected / 9 total`. */
export function linksCovered(output) {
  const match = /API Links:\s+(\d+) covered \/ (\d+) selected \/ (\d+) total/.exec(output);
  return match
    ? { covered: Number(match[1]), selected: Number(match[2]), total: Number(match[3]) }
    : null;
}

/** The pass's figures from Schemathesis's JSON run report. */
export function summariseReport(report) {
  const failures = {};
  const examples = [];
  for (const group of report.failures) {
    failures[group.title] = (failures[group.title] ?? 0) + group.count;
    examples.push(`${group.title}: ${group.operations.join(', ')}`);
  }
  for (const error of report.errors) {
    failures[`error: ${error.title}`] = (failures[`error: ${error.title}`] ?? 0) + error.count;
    examples.push(`error: ${error.title}`);
  }
  return {
    operations: report.operations?.tested ?? 0,
    total: report.operations?.total ?? 0,
    requests: report.test_cases.generated,
    failures,
    examples,
    warnings: report.warnings,
  };
}

/**
 * Starts the stack and prepares the passes' credentials; `pass(role)` runs one pass and returns its figures,
 * `close()` stops the stack. `log` receives Schemathesis's own output.
 */
export async function startFuzzing({
  examples = 100,
  seed = 20261125,
  basePort,
  realData = true,
  log = (message) => process.stderr.write(message),
} = {}) {
  const executable = resolveSchemathesis();
  const work = mkdtempSync(path.join(os.tmpdir(), 'eb-fuzz-run-'));
  const apiLog = path.join(work, 'api.log');
  let stack;
  let credentials;
  try {
    stack = await startStack({ basePort, logFile: apiLog });
    credentials = await prepareCredentials(stack.url);
  } catch (error) {
    await stack?.stop();
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
  return {
    url: stack.url,
    /** One pass; `include` (a regular expression over paths) narrows it to some operations. */
    async pass(role, { include } = {}) {
      const config = path.join(work, `${role}.toml`);
      writeFileSync(config, passConfig({ role, url: stack.url, credentials, examples, seed }));
      const report = path.join(work, `${role}.json`);
      const stats = path.join(work, `${role}.stats.json`);
      const context = path.join(work, `${role}.context.json`);
      writeFileSync(
        context,
        JSON.stringify(hookContext({ role, url: stack.url, credentials, stats, realData })),
      );
      const { code, output } = await runSchemathesis(
        executable,
        [
          '--config-file',
          config,
          'run',
          contract,
          '--url',
          stack.url,
          '--report',
          'json',
          '--report-json-path',
          report,
          '--no-color',
          ...(include ? ['--include-path-regex', include] : []),
        ],
        {
          // In the run's folder: Hypothesis writes a .hypothesis folder wherever it runs.
          cwd: work,
          env: {
            ...process.env,
            SCHEMATHESIS_HOOKS: 'hooks',
            PYTHONPATH: path.dirname(hooks),
            EB_FUZZ_CONTEXT: context,
          },
          log,
        },
      );
      // Its own account of the pass, with a curl line for each failure.
      writeFileSync(path.join(work, `${role}.txt`), output);
      return {
        role,
        exitCode: code,
        excluded: role === 'signed-out' ? 0 : Object.keys(SIGNED_IN_EXCLUDED).length,
        ...summariseReport(JSON.parse(readFileSync(report, 'utf8'))),
        links: linksCovered(output),
        acceptance: acceptance(readJson(stats)),
      };
    },
    /** Stops the stack; `keep` leaves its folder (the API's log, each pass's configuration and report). */
    async close({ keep = false } = {}) {
      await stack.stop();
      if (keep) return work;
      rmSync(work, { recursive: true, force: true });
      return undefined;
    },
  };
}

function share(part, whole) {
  return whole === 0 ? '—' : `${part}/${whole} (${Math.round((100 * part) / whole)} %)`;
}

/**
 * The closing figures: one line per pass and the totals; the links the stateful phase followed; and, for the
 * operations whose valid requests need real data, how many requests got a 2xx (of all sent, and of the valid ones).
 */
export function formatFigures(passes) {
  const lines = [];
  const totals = { requests: 0, failures: {} };
  for (const pass of passes) {
    totals.requests += pass.requests;
    for (const [kind, count] of Object.entries(pass.failures)) {
      totals.failures[kind] = (totals.failures[kind] ?? 0) + count;
    }
    const failures = Object.entries(pass.failures)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ');
    const links = pass.links
      ? `links ${pass.links.covered}/${pass.links.selected} covered`
      : 'links: stateful phase did not run';
    lines.push(
      `${pass.role.padEnd(10)} ${String(pass.operations).padStart(3)} operations, ` +
        `${String(pass.requests).padStart(6)} requests, ${links}, failures: ${failures || 'none'}`,
    );
  }
  const failures = Object.entries(totals.failures)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  lines.push(
    `${'total'.padEnd(10)} ${String(Math.max(...passes.map((pass) => pass.operations))).padStart(3)} operations, ` +
      `${String(totals.requests).padStart(6)} requests, failures: ${failures || 'none'}`,
  );
  lines.push('', 'Answered 2xx, of the valid requests (of all requests), per pass:');
  for (const label of DATA_OPERATIONS) {
    const cells = passes.map((pass) => {
      const figures = pass.acceptance?.[label];
      if (!figures) return `${pass.role} —`;
      return `${pass.role} ${share(figures.positiveOk, figures.positive)} (${figures.ok}/${figures.requests})`;
    });
    lines.push(`  ${label}: ${cells.join('; ')}`);
  }
  const stateful = new Map();
  for (const pass of passes) {
    for (const [label, figures] of Object.entries(pass.acceptance ?? {})) {
      if (figures.stateful === 0) continue;
      const entry = stateful.get(label) ?? { requests: 0, ok: 0 };
      entry.requests += figures.stateful;
      entry.ok += figures.statefulOk;
      stateful.set(label, entry);
    }
  }
  if (stateful.size > 0) {
    lines.push('', 'Stateful phase (links followed), requests answered 2xx, all passes:');
    for (const [label, entry] of [...stateful].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`  ${label}: ${share(entry.ok, entry.requests)}`);
    }
  }
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureDependencies();
  const { values } = parseArgs({
    options: {
      examples: { type: 'string', default: '200' },
      seed: { type: 'string', default: String(Date.now() % 1_000_000) },
      port: { type: 'string' },
      roles: { type: 'string', default: ROLES.join(',') },
      include: { type: 'string' },
      // Sends every request as generated, without the hooks' real data (to compare).
      'no-data': { type: 'boolean', default: false },
      // Keeps the API's log, the configurations, reports and the hooks' counts even when nothing failed.
      keep: { type: 'boolean', default: false },
    },
  });
  const fuzzing = await startFuzzing({
    examples: Number(values.examples),
    seed: Number(values.seed),
    basePort: values.port ? Number(values.port) : undefined,
    realData: !values['no-data'],
  });
  const passes = [];
  let failed = true;
  try {
    for (const role of values.roles.split(','))
      passes.push(await fuzzing.pass(role, { include: values.include }));
    failed = passes.some((pass) => pass.exitCode !== 0 || Object.keys(pass.failures).length > 0);
  } finally {
    const kept = await fuzzing.close({ keep: failed || values.keep });
    if (kept) process.stdout.write(`\nThe API's log and the reports are in ${kept}\n`);
  }
  process.stdout.write(
    `\nContract fuzzing (seed ${values.seed}, ${values.examples} examples per operation):\n`,
  );
  process.stdout.write(`${formatFigures(passes)}\n`);
  process.exit(failed ? 1 : 0);
}
