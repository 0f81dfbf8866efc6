// One harness (worker + client) per test file, started before its tests and closed after them.
import { afterAll, beforeAll, inject } from 'vitest';
import { LifecycleHarness } from './harness.js';

/** Registers the file's harness hooks; call the returned function inside tests. */
export function useLifecycleHarness(): () => LifecycleHarness {
  let harness: LifecycleHarness | undefined;
  beforeAll(async () => {
    harness = await LifecycleHarness.start(inject('temporal'));
  });
  afterAll(() => harness?.close());
  return () => {
    if (!harness) throw new Error('the lifecycle harness is not started');
    return harness;
  };
}

/** Waits in real time (the tests run on the dev server's real clock). */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
