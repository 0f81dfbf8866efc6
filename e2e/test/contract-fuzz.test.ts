// The bounded contract fuzzing pass of `npm test` (`npm run fuzz` runs the same with more examples): Schemathesis
// over every operation of openapi/openapi.yaml against the stack as `npm start` runs it, once per role, with a fixed
// seed. Each pass fails on any 5xx, response outside its schema, undeclared status or content type or header, and
// any 4xx without the error body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_OPERATIONS,
  formatFigures,
  ROLES,
  startFuzzing,
  type FuzzPass,
  type Fuzzing,
} from '../../scripts/fuzz.mjs';

/** Small enough for a few minutes on two cores; `npm run fuzz` defaults to 200. */
const EXAMPLES = 10;
const SEED = 20261125;

describe('contract fuzzing', () => {
  let fuzzing: Fuzzing;
  const passes: FuzzPass[] = [];

  beforeAll(async () => {
    fuzzing = await startFuzzing({ examples: EXAMPLES, seed: SEED, log: () => {} });
  });

  afterAll(async () => {
    const failed = passes.some((pass) => pass.exitCode !== 0);
    // A failing pass leaves the API's log and Schemathesis's reports (with a curl line per failure) behind.
    const kept = await fuzzing?.close({ keep: failed });
    if (kept) process.stdout.write(`\nThe API's log and the reports are in ${kept}\n`);
    if (passes.length > 0) {
      process.stdout.write(
        `\nContract fuzzing (seed ${SEED}, ${EXAMPLES} examples per operation):\n${formatFigures(passes)}\n`,
      );
    }
  });

  it.each(ROLES)('finds nothing %s', { timeout: 600_000 }, async (role) => {
    const pass = await fuzzing.pass(role);
    passes.push(pass);
    expect(pass.examples).toEqual([]);
    expect(pass.failures).toEqual({});
    // Every operation of the contract but those the pass leaves out on purpose.
    expect(pass.total).toBeGreaterThan(70);
    expect(pass.operations).toBe(pass.total - pass.excluded);
    expect(pass.exitCode).toBe(0);
    // The stateful phase ran and followed the contract's links (booking → payment → consultation).
    expect(pass.links).not.toBeNull();
  });

  it('gets valid bookings, sign-ups, profile edits and webhooks accepted, and follows the payment links to a charge', () => {
    const byRole = Object.fromEntries(passes.map((pass) => [pass.role, pass]));
    const accepted = (role: string, label: string) =>
      byRole[role]?.acceptance[label]?.positiveOk ?? 0;
    // A valid request of each gets a 2xx in a pass that may make it (the profile edits need the expert).
    for (const label of DATA_OPERATIONS) {
      const role = label.startsWith('PUT /api/experts/') ? 'expert' : 'client';
      expect(accepted(role, label), `${label} as ${role}`).toBeGreaterThan(0);
    }
    // As the client, the stateful phase walks the links from a booking to a charged, processed payment.
    const stateful = (label: string) => byRole.client?.acceptance[label]?.statefulOk ?? 0;
    for (const label of [
      'POST /api/consultations',
      'POST /api/create-payment-intent',
      'POST /api/payments/sandbox/confirm',
      'POST /api/process-payment',
    ]) {
      expect(stateful(label), label).toBeGreaterThan(0);
    }
    expect(byRole.client?.links?.covered).toBeGreaterThanOrEqual(3);
  });
});
