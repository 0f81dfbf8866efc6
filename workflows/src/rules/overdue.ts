// How overdue an unfinished consultation is after its scheduled end (DESIGN §3, spec §9).
import type { LifecycleConfig } from '../lifecycle-config.js';

/** `on_time` until the reminder threshold; the admin page labels the next two stages. */
export type OverdueStage = 'on_time' | 'needs_notice' | 'urgent' | 'auto_complete';

type OverdueThresholds = Pick<
  LifecycleConfig,
  'overdueReminderAfterMs' | 'overdueUrgentAfterMs' | 'autoCompleteAfterMs'
>;

/** The overdue stage at `now` of a consultation scheduled to end at `endsAt`. */
export function overdueStage(
  now: number,
  endsAt: number,
  thresholds: OverdueThresholds,
): OverdueStage {
  const late = now - endsAt;
  if (late >= thresholds.autoCompleteAfterMs) return 'auto_complete';
  if (late >= thresholds.overdueUrgentAfterMs) return 'urgent';
  if (late >= thresholds.overdueReminderAfterMs) return 'needs_notice';
  return 'on_time';
}

/** When a stage begins, so the workflow can sleep until it. */
export function overdueStageStartsAt(
  stage: Exclude<OverdueStage, 'on_time'>,
  endsAt: number,
  thresholds: OverdueThresholds,
): number {
  const after = {
    needs_notice: thresholds.overdueReminderAfterMs,
    urgent: thresholds.overdueUrgentAfterMs,
    auto_complete: thresholds.autoCompleteAfterMs,
  }[stage];
  return endsAt + after;
}

/** Whole days since the scheduled end, as the admin's overdue list shows them. */
export function daysSinceEnd(now: number, endsAt: number): number {
  return Math.max(0, Math.floor((now - endsAt) / 86_400_000));
}
