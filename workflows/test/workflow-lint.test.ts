// The lint rule that keeps workflow code deterministic (root eslint.config.js) really fires.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function problems(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const WORKFLOW_FILE = 'workflows/src/workflows/example.ts';

describe.concurrent('workflow lint rule', () => {
  it.each([
    ['node:fs', "import fs from 'node:fs';\nexport const a = fs;", /Node built-ins/],
    ['fs', "import { readFile } from 'fs';\nexport const a = readFile;", /Node built-ins/],
    ['http', "import http from 'http';\nexport const a = http;", /Node built-ins/],
    ['knex', "import knex from 'knex';\nexport const a = knex;", /I\/O/],
    ['stripe', "import Stripe from 'stripe';\nexport const a = Stripe;", /I\/O/],
    [
      '@temporalio/client',
      "import { Client } from '@temporalio/client';\nexport const a = Client;",
      /only @temporalio\/workflow/,
    ],
    [
      'a value import of activities',
      "import { markPaid } from '../activities.js';\nexport const a = markPaid;",
      /types only/,
    ],
    ['process', 'export const env = process.env;', /process or the network/],
  ])('rejects %s in workflow code', async (_label, code, message) => {
    const found = await problems(code, WORKFLOW_FILE);
    expect(found.some((p) => message.test(p))).toBe(true);
  });

  it('accepts the workflow SDK and activities imported as types', async () => {
    const code = [
      "import { proxyActivities } from '@temporalio/workflow';",
      "import type { LifecycleActivities } from '../activities.js';",
      'export const acts = proxyActivities<LifecycleActivities>({ startToCloseTimeout: 1000 });',
    ].join('\n');
    expect(await problems(code, WORKFLOW_FILE)).toEqual([]);
  });

  it('applies to the pure rules too, but not to the worker', async () => {
    const code = "import fs from 'node:fs';\nexport const a = fs;";
    expect(await problems(code, 'workflows/src/rules/example.ts')).not.toEqual([]);
    expect(await problems(code, 'workflows/src/worker-example.ts')).toEqual([]);
  });
});
