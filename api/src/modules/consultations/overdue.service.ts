// The admins' overdue page (spec part 2 §2.8, §9): consultations not completed 24 h after their end,
// urgent at 3 days, completed automatically at 7. Reminders and completions go through the workflows.
import type { Logger } from 'pino';
import type { components } from '@expertbridge/sdk';
import { resolveLifecycleConfig } from '@expertbridge/workflows';
import { AppError } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/session.js';
import type { ConsultationRow } from './consultation-row.js';
import type { ConsultationsRepository } from './consultations.repository.js';
import type { ConsultationsService } from './consultations.service.js';

type Schemas = components['schemas'];

const DAY_MS = 24 * 3_600_000;
export const DEFAULT_REMINDER_MESSAGE =
  'Your consultation has ended. Please mark it as complete in your dashboard so the expert can be paid.';

interface Overdue {
  row: ConsultationRow;
  daysSinceEnd: number;
  urgent: boolean;
  needsAutoComplete: boolean;
}

export function createOverdueService(deps: {
  repository: ConsultationsRepository;
  consultations: ConsultationsService;
  logger: Logger;
  now?: () => Date;
}) {
  const { repository, consultations, logger } = deps;
  const clock = deps.now ?? (() => new Date());

  /** Unfinished consultations past their reminder threshold, most overdue first. */
  async function findOverdue(): Promise<Overdue[]> {
    const now = clock();
    const rows = await repository.findUnfinishedEndedBefore(now);
    return rows.flatMap((row) => {
      const config = resolveLifecycleConfig(row.lifecycle_config);
      const late = now.getTime() - row.ends_at.getTime();
      if (late < config.overdueReminderAfterMs) return [];
      return [
        {
          row,
          daysSinceEnd: Math.floor(late / DAY_MS),
          urgent: late >= config.overdueUrgentAfterMs,
          needsAutoComplete: late >= config.autoCompleteAfterMs,
        },
      ];
    });
  }

  return {
    /** The overdue summary of the admin page. */
    async summary(): Promise<Schemas['OverdueSummary']> {
      const overdue = await findOverdue();
      const ids = overdue.map((o) => o.row.id);
      const [views, attendance] = await Promise.all([
        consultations.views(overdue.map((o) => o.row)),
        repository.attendanceSummaries(ids),
      ]);
      return {
        pendingConsultations: views.map((view, index) => ({
          ...view,
          daysSinceEnd: overdue[index]!.daysSinceEnd,
          urgent: overdue[index]!.urgent,
          needsAutoComplete: overdue[index]!.needsAutoComplete,
          lastReminderAt: overdue[index]!.row.last_reminder_at?.toISOString() ?? null,
          attendance: attendance.get(view.id)!,
        })),
        totalPending: overdue.length,
        needsAutoComplete: overdue.filter((o) => o.needsAutoComplete).length,
      };
    },

    /** Reminds both parties now, with the admin's words or the default text. */
    async remind(id: string, admin: SessionUser, message: string | undefined) {
      const overdue = (await findOverdue()).find((o) => o.row.id === id);
      if (!overdue) {
        if (!(await repository.consultationExists(id)))
          throw AppError.notFound('Consultation not found', 'consultation_not_found');
        throw AppError.conflict('invalid_state', 'This consultation is not overdue');
      }
      const text = message?.trim() ? message.trim() : DEFAULT_REMINDER_MESSAGE;
      // The reminder's activity reads the words from the row; a reminder the workflow refuses must not leave them
      // there for the next one it sends by itself.
      const previous = await repository.findReminderMessage(id);
      await repository.setReminderMessage(id, text);
      try {
        await consultations.sendReminder(id, admin);
      } catch (error) {
        await repository.restoreReminderMessage(id, text, previous ?? null);
        throw error;
      }
      return { sent: true, message: text };
    },

    /** Completes every consultation 7 or more days past its end; one that fails is left for next time. */
    async autoComplete(admin: SessionUser): Promise<{ completedCount: number }> {
      let completedCount = 0;
      for (const overdue of await findOverdue()) {
        if (!overdue.needsAutoComplete) continue;
        try {
          await consultations.adminComplete(overdue.row.id, admin);
          completedCount += 1;
        } catch (error) {
          if (error instanceof AppError && error.status === 503) throw error;
          logger.warn({ err: error, consultationId: overdue.row.id }, 'auto-complete failed');
        }
      }
      return { completedCount };
    },
  };
}

export type OverdueService = ReturnType<typeof createOverdueService>;
