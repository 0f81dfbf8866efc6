import { describe, expect, it } from 'vitest';
import {
  acceptRescheduleUpdate,
  cancelUpdate,
  declineRescheduleUpdate,
  LifecycleFailureType,
  proposeRescheduleUpdate,
  reportNoShowUpdate,
  withdrawRescheduleUpdate,
} from '../src/index.js';
import { expectRejected } from './support/expect-rejected.js';
import { sleep, useLifecycleHarness } from './support/use-harness.js';

// The harness's scaled lifecycle: instructions 6 s before the start, reminder 3 s before, no-show 2 s after, free
// rescheduling (and so a proposal's life) until 60 s before the start.
const SECOND = 1000;
const TOLERANCE = 1200; // workflow tasks, activity dispatch and polling on a busy 2-core machine
const harness = useLifecycleHarness();

describe.concurrent('rescheduling by proposal', () => {
  it('moves reminders and the no-show to the accepted time, and nothing before', async () => {
    const booking = await harness().book({ startsInMs: 90 * SECOND });
    const confirmed = await booking.payAndAccept();
    const newStart = new Date(Date.now() + 10 * SECOND).toISOString();
    const proposed = await booking.update(proposeRescheduleUpdate, {
      actor: booking.expert,
      startsAt: newStart,
      message: 'Court moved my hearing.',
    });
    expect(proposed.startsAt).toBe(confirmed.startsAt);
    expect(proposed.rescheduleProposal).toMatchObject({
      proposedBy: 'expert',
      startsAt: newStart,
      message: 'Court moved my hearing.',
      expiresAt: new Date(Date.parse(confirmed.startsAt) - 60 * SECOND).toISOString(),
    });
    expect(booking.calls('recordRescheduleProposal')[0]?.input).toMatchObject({
      outcome: 'proposed',
      by: 'expert',
      proposal: { startsAt: newStart },
    });
    // The proposer cannot answer their own proposal.
    await expectRejected(
      booking.update(acceptRescheduleUpdate, { actor: booking.expert }),
      LifecycleFailureType.NotAllowed,
    );
    expect(booking.calls('notify')).toHaveLength(0);

    const moved = await booking.update(acceptRescheduleUpdate, { actor: booking.client });
    expect(moved).toMatchObject({ status: 'confirmed', startsAt: newStart, rescheduleCount: 1 });
    expect(moved.rescheduleProposal).toBeUndefined();
    expect(booking.calls('rescheduleConsultation')[0]?.input).toMatchObject({
      stepKey: 'reschedule-1',
      startsAt: newStart,
      previousStartsAt: confirmed.startsAt,
      acceptedProposalBy: 'expert',
    });

    const start = Date.parse(newStart);
    const [instructions, reminder] = await booking.waitForCalls('notify', 2);
    expect(instructions?.input).toMatchObject({
      kind: 'joining_instructions',
      stepKey: 'joining-instructions-1',
    });
    expect(instructions!.at).toBeGreaterThanOrEqual(start - 6 * SECOND);
    expect(instructions!.at).toBeLessThan(start - 6 * SECOND + TOLERANCE);
    expect(reminder?.input).toMatchObject({ kind: 'start_reminder', stepKey: 'start-reminder-1' });
    expect(reminder!.at).toBeGreaterThanOrEqual(start - 3 * SECOND);
    expect(reminder!.at).toBeLessThan(start - 3 * SECOND + TOLERANCE);

    // The no-show follows the new start, not the old one (still 80 s away).
    await sleep(start + 2 * SECOND - Date.now());
    const noShow = await booking.update(reportNoShowUpdate, { actor: booking.client });
    expect(noShow.cancellation).toMatchObject({ reason: 'expert_no_show' });
  });

  it('lapses an unanswered proposal when free rescheduling ends, and tells both', async () => {
    const booking = await harness().book({ startsInMs: 68 * SECOND });
    const confirmed = await booking.payAndAccept();
    const expiresAt = Date.parse(confirmed.startsAt) - 60 * SECOND;
    const proposed = await booking.update(proposeRescheduleUpdate, {
      actor: booking.client,
      startsAt: new Date(Date.now() + 3600 * SECOND).toISOString(),
    });
    expect(proposed.rescheduleProposal?.expiresAt).toBe(new Date(expiresAt).toISOString());
    const lapsed = await booking.waitFor(
      (s) => s.rescheduleProposal === undefined,
      'the proposal to lapse',
    );
    expect(lapsed).toMatchObject({ startsAt: confirmed.startsAt, rescheduleCount: 0 });
    const outcomes = booking.calls('recordRescheduleProposal');
    expect(outcomes.map((c) => c.input.outcome)).toEqual(['proposed', 'lapsed']);
    expect(outcomes[1]!.at).toBeGreaterThanOrEqual(expiresAt);
    expect(outcomes[1]!.input).toMatchObject({ by: 'client', proposal: null });
    expect(booking.calls('rescheduleConsultation')).toHaveLength(0);
    await booking.update(cancelUpdate, { actor: booking.admin });
  });

  it('declines, withdraws, and keeps the other party from overriding an open proposal', async () => {
    const booking = await harness().book({ startsInMs: 300 * SECOND });
    await booking.payAndAccept();
    const at = (s: number) => new Date(Date.now() + s * SECOND).toISOString();
    await booking.update(proposeRescheduleUpdate, { actor: booking.client, startsAt: at(200) });
    // The client replaces their own proposal; the expert may not override it.
    const replaced = await booking.update(proposeRescheduleUpdate, {
      actor: booking.client,
      startsAt: at(250),
    });
    expect(replaced.rescheduleProposal?.proposedBy).toBe('client');
    await expectRejected(
      booking.update(proposeRescheduleUpdate, { actor: booking.expert, startsAt: at(220) }),
      LifecycleFailureType.InvalidState,
      /accept or decline it first/,
    );
    await expectRejected(
      booking.update(withdrawRescheduleUpdate, { actor: booking.expert }),
      LifecycleFailureType.NotAllowed,
    );
    const declined = await booking.update(declineRescheduleUpdate, { actor: booking.expert });
    expect(declined.rescheduleProposal).toBeUndefined();
    await expectRejected(
      booking.update(declineRescheduleUpdate, { actor: booking.expert }),
      LifecycleFailureType.InvalidState,
      /no proposed new time/,
    );
    await booking.update(proposeRescheduleUpdate, { actor: booking.expert, startsAt: at(220) });
    const withdrawn = await booking.update(withdrawRescheduleUpdate, { actor: booking.expert });
    expect(withdrawn.rescheduleProposal).toBeUndefined();
    expect(booking.calls('recordRescheduleProposal').map((c) => c.input.stepKey)).toEqual([
      'reschedule-proposal-1-proposed',
      'reschedule-proposal-2-proposed',
      'reschedule-proposal-2-declined',
      'reschedule-proposal-3-proposed',
      'reschedule-proposal-3-withdrawn',
    ]);
    expect(booking.calls('rescheduleConsultation')).toHaveLength(0);
    await booking.update(cancelUpdate, { actor: booking.client });
  });
});
