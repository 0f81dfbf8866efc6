// The slot engine's refusals in words a person understands: one error code each (declared in the contract), the
// field it concerns and what to do instead.
import { AppError } from '../../platform/errors.js';
import { PLATFORM_HORIZON_DAYS, type AvailabilityRules } from './availability-rules.js';
import type { Refusal } from './slot-engine.js';

/** "24 hours'", "3 days'", "90 minutes'": how long a notice is, in the possessive the sentence needs. */
export function noticeInWords(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes'`;
  const hours = minutes / 60;
  if (hours > 48 && hours % 24 === 0) return `${hours / 24} days'`;
  return hours === 1 ? "1 hour's" : `${hours} hours'`;
}

function durationsInWords(durations: readonly number[]): string {
  const list = [...durations].sort((a, b) => a - b).map(String);
  return list.length === 1 ? list[0]! : `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`;
}

function unprocessable(code: string, message: string, details: Record<string, string>): AppError {
  return new AppError(422, code, message, details);
}

/** The error that refuses a start (or a duration) for `refusal`. */
export function refusalError(refusal: Refusal, rules: AvailabilityRules): AppError {
  switch (refusal.code) {
    case 'invalid_start_time': {
      const grid = rules.granularityMinutes === 30 ? 'on the hour or the half hour' : 'on the hour';
      const detail = {
        past: 'Choose a time in the future',
        off_grid: `Choose a time ${grid} in the expert's time zone`,
        repeated_hour: 'That time happens twice as the clocks go back; choose another time',
      }[refusal.reason];
      const message =
        refusal.reason === 'past'
          ? 'Consultations must start in the future'
          : `Consultations with this expert start ${grid} in the expert's time zone`;
      return unprocessable('invalid_start_time', message, { scheduledAt: detail });
    }
    case 'duration_not_offered':
      return unprocessable(
        'duration_not_offered',
        `This expert offers consultations of ${durationsInWords(rules.durations)} minutes`,
        { duration: `Choose ${durationsInWords(rules.durations)} minutes` },
      );
    case 'beyond_booking_horizon':
      return unprocessable(
        'beyond_booking_horizon',
        refusal.bound === 'expert'
          ? `Consultations with this expert can be booked up to ${rules.horizonDays} days ahead`
          : `Consultations can be booked up to ${PLATFORM_HORIZON_DAYS} days ahead, and moved to at most ${PLATFORM_HORIZON_DAYS} days after their payment`,
        { scheduledAt: `Choose a time on or before ${refusal.latest.toISOString().slice(0, 10)}` },
      );
    case 'insufficient_notice':
      return unprocessable(
        'insufficient_notice',
        `This expert needs at least ${noticeInWords(refusal.noticeMinutes)} notice`,
        { scheduledAt: `Choose a time at least ${noticeInWords(refusal.noticeMinutes)} from now` },
      );
    case 'outside_availability':
      return unprocessable('outside_availability', 'The expert is not available at that time', {
        scheduledAt: "Choose one of the expert's free times: that is outside their hours",
      });
    case 'daily_limit_reached':
      return unprocessable(
        'daily_limit_reached',
        `This expert takes at most ${refusal.maxPerDay} consultations a day, and that day is full`,
        { scheduledAt: 'Choose a time on another day' },
      );
    case 'slot_taken':
      return AppError.conflict(
        'slot_taken',
        'That time has just been booked. Please choose another time.',
      );
    case 'expert_busy':
      return unprocessable('expert_busy', 'The expert is busy at that time', {
        scheduledAt: "The expert's calendar shows them busy then; choose another time",
      });
  }
}
