// The card dispute workflow on the real dev server with mocked activities: the evidence goes out on a durable timer
// 48 hours before the bank's deadline, or at once when an admin sends it; the outcome is settled with what the
// withdrawal and the reversal reported; events that arrive again or out of order change nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CARD_DISPUTE_EVIDENCE_MARGIN_MS,
  cardDisputeSubmitSignal,
  cardDisputeUpdateSignal,
  cardDisputeWorkflowId,
  type CardDisputeUpdate,
} from '../src/card-disputes.js';
import { cardDisputeWorkflow } from '../src/workflows/card-dispute.workflow.js';
import { useMockedWorker } from './support/mocked-worker.js';

const calls = new Map<string, { name: string; at: number; input: Record<string, unknown> }[]>();

function record(name: string, input: { disputeId: string }) {
  const list = calls.get(input.disputeId) ?? [];
  list.push({ name, at: Date.now(), input: { ...input } });
  calls.set(input.disputeId, list);
}

const { taskQueue, client } = useMockedWorker('card-dispute', {
  async withdrawCardDisputeFunds(input) {
    record('withdraw', input);
    return { fromEscrow: 0 };
  },
  async reverseCardDisputePayout(input) {
    record('reverse', input);
    return { reversed: 10_000, owed: 5_300 };
  },
  async submitCardDisputeEvidence(input) {
    record('submit', input);
  },
  async settleCardDispute(input) {
    record('settle', input);
  },
});

/** Sends a provider event to the dispute's workflow, starting it with the first, as the API does. */
function event(disputeId: string, update: CardDisputeUpdate) {
  return client().workflow.signalWithStart(cardDisputeWorkflow, {
    taskQueue,
    workflowId: cardDisputeWorkflowId(disputeId),
    // No consultation workflow runs for this id: the dispute's notices to it reach no one, and that is fine.
    args: [{ disputeId, consultationId: randomUUID(), amount: 15_300, currency: 'NZD' }],
    signal: cardDisputeUpdateSignal,
    signalArgs: [update],
  });
}

const names = (disputeId: string) => (calls.get(disputeId) ?? []).map((call) => call.name);

describe('a card dispute', () => {
  it('sends the evidence on a timer 48 hours before the deadline, then settles what the bank decided', async () => {
    const disputeId = `dp_${randomUUID().replaceAll('-', '')}`;
    const opened = Date.now();
    const dueBy = new Date(opened + CARD_DISPUTE_EVIDENCE_MARGIN_MS + 2_000).toISOString();
    const handle = await event(disputeId, {
      status: 'needs_response',
      evidenceDueBy: dueBy,
      evidenceSubmitted: false,
    });
    // The same event again (a provider retry) changes nothing.
    await event(disputeId, {
      status: 'needs_response',
      evidenceDueBy: dueBy,
      evidenceSubmitted: false,
    });
    await expect.poll(() => names(disputeId), { timeout: 10_000 }).toContain('submit');
    const submitted = calls.get(disputeId)!.find((call) => call.name === 'submit')!;
    expect(submitted.at - opened).toBeGreaterThanOrEqual(1_500);
    expect(submitted.input).toMatchObject({ note: null });
    await event(disputeId, { status: 'won', evidenceDueBy: null, evidenceSubmitted: true });
    // A late event from before the decision does not reopen it.
    await event(disputeId, {
      status: 'under_review',
      evidenceDueBy: null,
      evidenceSubmitted: true,
    });
    await expect(handle.result()).resolves.toBe('won');
    expect(names(disputeId)).toEqual(['withdraw', 'reverse', 'submit', 'settle']);
    expect(calls.get(disputeId)!.at(-1)!.input).toMatchObject({
      outcome: 'won',
      fromEscrow: 0,
      reversed: 10_000,
      owed: 5_300,
    });
  });

  it("sends the evidence at once with an admin's words, and settles a loss", async () => {
    const disputeId = `dp_${randomUUID().replaceAll('-', '')}`;
    const dueBy = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
    const handle = await event(disputeId, {
      status: 'needs_response',
      evidenceDueBy: dueBy,
      evidenceSubmitted: false,
    });
    await handle.signal(cardDisputeSubmitSignal, { note: 'Attended in full.' });
    await expect.poll(() => names(disputeId), { timeout: 10_000 }).toContain('submit');
    expect(calls.get(disputeId)!.find((call) => call.name === 'submit')!.input).toMatchObject({
      note: 'Attended in full.',
    });
    await event(disputeId, { status: 'lost', evidenceDueBy: null, evidenceSubmitted: true });
    await expect(handle.result()).resolves.toBe('lost');
    expect(names(disputeId)).toEqual(['withdraw', 'reverse', 'submit', 'settle']);
  });

  it('sends nothing when the bank decides before the evidence is due', async () => {
    const disputeId = `dp_${randomUUID().replaceAll('-', '')}`;
    const handle = await event(disputeId, {
      status: 'needs_response',
      evidenceDueBy: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
      evidenceSubmitted: false,
    });
    await expect.poll(() => names(disputeId), { timeout: 10_000 }).toContain('reverse');
    await event(disputeId, {
      status: 'warning_closed',
      evidenceDueBy: null,
      evidenceSubmitted: false,
    });
    await expect(handle.result()).resolves.toBe('won');
    expect(names(disputeId)).toEqual(['withdraw', 'reverse', 'settle']);
  });
});
