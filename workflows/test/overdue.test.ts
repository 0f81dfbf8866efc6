// After the scheduled end: completion reminders, urgency, auto-completion and the admin's actions.
// A consultation lasts at least a minute, so these tests wait for a real minute to pass.
import { describe, expect, it } from 'vitest';
import {
  adminCompleteUpdate,
  LifecycleFailureType,
  sendReminderUpdate,
  startUpdate,
} from '../src/index.js';
import { expectRejected } from './support/expect-rejected.js';
import { sleep, useLifecycleHarness } from './support/use-harness.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const harness = useLifecycleHarness();

describe.concurrent(
  'overdue consultations',
  () => {
    it('reminds at end + 24 h, marks it urgent at 3 days and auto-completes at 7 days (scaled)', async () => {
      const booking = await harness().book({
        startsInMs: 2 * SECOND,
        durationMinutes: 1,
        config: {
          overdueReminderAfterMs: 1500,
          overdueUrgentAfterMs: 3000,
          autoCompleteAfterMs: 4500,
        },
      });
      const endsAt = Date.parse((await booking.state()).endsAt);
      await booking.payAndAccept();
      await booking.update(startUpdate, { actor: booking.client });
      const final = await booking.waitFor(
        (s) => s.status === 'completed',
        'auto-completion',
        90 * SECOND,
      );
      expect(final.completion?.by).toBe('auto');
      const completedAt = Date.parse(final.completion!.at);
      expect(completedAt).toBeGreaterThanOrEqual(endsAt + 4500);
      const reminders = booking.calls('sendCompletionReminder');
      expect(reminders.map((c) => [c.input.stepKey, c.input.urgency])).toEqual([
        ['overdue-needs_notice', 'needs_notice'],
        ['overdue-urgent', 'urgent'],
      ]);
      expect(reminders[0]!.at).toBeGreaterThanOrEqual(endsAt + 1500);
      expect(reminders[1]!.at).toBeGreaterThanOrEqual(endsAt + 3000);
      expect(reminders[1]!.at).toBeLessThan(completedAt);
      expect(booking.calls('completeConsultation')[0]?.input).toMatchObject({
        completedBy: 'auto',
      });
    });

    it(
      'lets an admin remind and complete a never-started consultation once its end has passed',
      async () => {
        const booking = await harness().book({ startsInMs: 3 * SECOND, durationMinutes: 1 });
        const endsAt = Date.parse((await booking.state()).endsAt);
        await booking.payAndAccept();
        await expectRejected(
          booking.update(adminCompleteUpdate, { actor: booking.admin }),
          LifecycleFailureType.InvalidState,
          /after its scheduled end/,
        );
        await expectRejected(
          booking.update(sendReminderUpdate, { actor: booking.admin }),
          LifecycleFailureType.InvalidState,
        );
        await sleep(endsAt - Date.now() + 200);
        const reminded = await booking.update(sendReminderUpdate, { actor: booking.admin });
        expect(reminded.overdue).toBe('on_time');
        expect(booking.calls('sendCompletionReminder').map((c) => c.input)).toMatchObject([
          { stepKey: 'admin-reminder-1', urgency: 'needs_notice', daysSinceEnd: 0 },
        ]);
        await expectRejected(
          booking.update(adminCompleteUpdate, { actor: booking.client }),
          LifecycleFailureType.NotAllowed,
        );
        const completed = await booking.update(adminCompleteUpdate, { actor: booking.admin });
        expect(completed).toMatchObject({ status: 'completed', completion: { by: 'admin' } });
        expect(completed.deadlines.escrowReleaseAt).toBeDefined();
      },
      2 * MINUTE,
    );
  },
  2 * MINUTE,
);
