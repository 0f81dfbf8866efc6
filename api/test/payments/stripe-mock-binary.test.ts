// scripts/stripe-mock.mjs finds stripe-mock where the README says, without building it again; the tests' helper
// starts as many as the test files running at once ask for, each answering on its own port.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveStripeMock } from '../../../scripts/stripe-mock.mjs';
import { startStripeMock } from '../helpers/stripe-mock.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'stripe-mock-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const log = () => {};

function binaryIn(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'stripe-mock');
  writeFileSync(file, '#!/bin/sh\n');
  chmodSync(file, 0o755);
  return file;
}

describe('resolveStripeMock', () => {
  it('takes STRIPE_MOCK_PATH, then PATH, then the expertbridge cache', () => {
    const explicit = binaryIn(path.join(scratch, 'explicit'));
    const onPath = binaryIn(path.join(scratch, 'path-bin'));
    const cached = binaryIn(path.join(scratch, 'cache', 'expertbridge', 'bin'));
    const XDG_CACHE_HOME = path.join(scratch, 'cache');
    const PATH = path.dirname(onPath);
    expect(resolveStripeMock({ env: { STRIPE_MOCK_PATH: explicit, PATH }, log })).toBe(explicit);
    expect(resolveStripeMock({ env: { PATH, XDG_CACHE_HOME }, log })).toBe(onPath);
    expect(resolveStripeMock({ env: { PATH: '', XDG_CACHE_HOME }, log })).toBe(cached);
  });

  it('names STRIPE_MOCK_PATH when the binary is nowhere and Go is missing', () => {
    const env = { PATH: path.join(scratch, 'empty'), HOME: path.join(scratch, 'home') };
    expect(() => resolveStripeMock({ env, log })).toThrow(
      /set STRIPE_MOCK_PATH to a stripe-mock binary/,
    );
  });
});

describe('startStripeMock', () => {
  it('starts two at once, both answering, as two test files running side by side do', async () => {
    const servers = await Promise.all([startStripeMock(), startStripeMock()]);
    try {
      expect(servers[0]!.port).not.toBe(servers[1]!.port);
      // A moment for one that would exit on a port taken after printing its HTTP port.
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const { port } of servers) {
        const answer = await fetch(`http://127.0.0.1:${port}/v1/balance`, {
          headers: { Authorization: 'Bearer sk_test_123' },
        });
        expect(answer.status).toBe(200);
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }, 60_000);
});
