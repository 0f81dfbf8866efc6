// confirmed and in_progress before the end: notifications, the join window, no-shows, rescheduling.
import { describe, expect, it } from 'vitest';
import {
  cancelUpdate,
  endUpdate,
  LifecycleFailureType,
  reportNoShowUpdate,
  rescheduleUpdate,
  startUpdate,
} from '../src/index.js';
import { expectRejected } from './support/expect-rejected.js';
import { sleep, useLifecycleHarness } from './support/use-harness.js';

const SECOND = 1000;
const TOLERANCE = 1200; // workflow tasks, activity dispatch and polling on a busy 2-core machine
const harness = useLifecycleHarness();

describe.concurrent('the scheduled session', () => {
  it('sends joining instructions and the reminder at their offsets, then starts in the join window', async () => {
    // Scaled: instructions 6 s before the start, reminder 3 s before, join window 2 s before.
    const booking = await harness().book({ startsInMs: 9 * SECOND });
    const startsAt = Date.parse((await booking.state()).startsAt);
    await booking.payAndAccept();
    await expectRejected(
      booking.update(startUpdate, { actor: booking.client }),
      LifecycleFailureType.InvalidState,
      /can be started from/,
    );
    const [instructions, reminder] = await booking.waitForCalls('notify', 2);
    expect(instructions?.input).toMatchObject({
      kind: 'joining_instructions',
      stepKey: 'joining-instructions-0',
    });
    expect(instructions!.at).toBeGreaterThanOrEqual(startsAt - 6 * SECOND);
    expect(instructions!.at).toBeLessThan(startsAt - 6 * SECOND + TOLERANCE);
    expect(reminder?.input).toMatchObject({ kind: 'start_reminder', stepKey: 'start-reminder-0' });
    expect(reminder!.at).toBeGreaterThanOrEqual(startsAt - 3 * SECOND);
    expect(reminder!.at).toBeLessThan(startsAt - 3 * SECOND + TOLERANCE);

    await sleep(startsAt - 2 * SECOND - Date.now());
    const started = await booking.update(startUpdate, { actor: booking.expert });
    expect(started.status).toBe('in_progress');
    expect(booking.calls('startConsultation')[0]?.input).toMatchObject({ startedBy: 'expert' });
    await expectRejected(
      booking.update(cancelUpdate, { actor: booking.client }),
      LifecycleFailureType.InvalidState,
    );
    const ended = await booking.update(endUpdate, { actor: booking.client });
    expect(ended.status).toBe('completed');
    expect(ended.completion?.by).toBe('client');
    expect(ended.money.state).toBe('held');
    expect(booking.calls('completeConsultation')).toHaveLength(1);
  });

  it('sends the instructions at once, and no separate reminder, when confirmed within the hour', async () => {
    const booking = await harness().book({ startsInMs: 2500 });
    const startsAt = Date.parse((await booking.state()).startsAt);
    await booking.payAndAccept();
    await booking.waitForCalls('notify', 1);
    await sleep(startsAt - Date.now() + 300);
    expect(booking.calls('notify').map((c) => c.input.kind)).toEqual(['joining_instructions']);
    await booking.update(cancelUpdate, { actor: booking.admin });
  });

  it('refuses a no-show report before start + grace, and refunds in full after it', async () => {
    const booking = await harness().book({ startsInMs: 2 * SECOND });
    const startsAt = Date.parse((await booking.state()).startsAt);
    await booking.payAndAccept();
    await expectRejected(
      booking.update(reportNoShowUpdate, { actor: booking.client }),
      LifecycleFailureType.InvalidState,
      /can be reported from/,
    );
    await sleep(startsAt + 2 * SECOND - Date.now());
    await expectRejected(
      booking.update(reportNoShowUpdate, { actor: booking.expert }),
      LifecycleFailureType.NotAllowed,
    );
    const state = await booking.update(reportNoShowUpdate, { actor: booking.client });
    expect(state.status).toBe('cancelled');
    expect(state.cancellation).toMatchObject({
      by: 'expert',
      reason: 'expert_no_show',
      refund: 15_000,
    });
    const final = await booking.result();
    expect(final.money).toMatchObject({ state: 'refunded', refunded: 15_000, paidOut: 0 });
    expect(booking.calls('payoutExpert')).toHaveLength(0);
  });

  it('reschedules for free before the lead and plans the notifications again for the new time', async () => {
    // The lead is 60 s here: 70 s before the start is early enough.
    const booking = await harness().book({ startsInMs: 70 * SECOND });
    await booking.payAndAccept();
    const newStart = new Date(Date.now() + 8 * SECOND).toISOString();
    const state = await booking.update(rescheduleUpdate, {
      actor: booking.client,
      startsAt: newStart,
    });
    expect(state).toMatchObject({ status: 'confirmed', startsAt: newStart, rescheduleCount: 1 });
    expect(booking.calls('rescheduleConsultation')[0]?.input).toMatchObject({
      stepKey: 'reschedule-1',
      startsAt: newStart,
      by: 'client',
    });
    const [instructions] = await booking.waitForCalls('notify', 1);
    expect(instructions?.input).toMatchObject({
      stepKey: 'joining-instructions-1',
      startsAt: newStart,
    });
    expect(instructions!.at).toBeGreaterThanOrEqual(Date.parse(newStart) - 6 * SECOND);
    // Now 8 s before the start, well inside the 60 s lead: no more free rescheduling.
    await expectRejected(
      booking.update(rescheduleUpdate, {
        actor: booking.expert,
        startsAt: new Date(Date.now() + 3600 * SECOND).toISOString(),
      }),
      LifecycleFailureType.InvalidState,
      /Rescheduling is possible only until/,
    );
    expect(booking.calls('rescheduleConsultation')).toHaveLength(1);
    await booking.update(cancelUpdate, { actor: booking.admin });
  });

  it('refuses a reschedule to the past or by someone else', async () => {
    const booking = await harness().book({ startsInMs: 70 * SECOND });
    await expectRejected(
      booking.update(rescheduleUpdate, {
        actor: booking.client,
        startsAt: new Date(Date.now() - SECOND).toISOString(),
      }),
      LifecycleFailureType.InvalidArgument,
    );
    await expectRejected(
      booking.update(rescheduleUpdate, {
        actor: { role: 'client', userId: 'another-client' },
        startsAt: new Date(Date.now() + 3600 * SECOND).toISOString(),
      }),
      LifecycleFailureType.NotAllowed,
    );
    await booking.update(cancelUpdate, { actor: booking.client });
  });
});
