// The checks a booking (and a move to another time) must pass before the slot is taken, each refusal a 422 that
// says which field is wrong and why: a start the rules allow, and the server's price.
import { BOOKING_HORIZON_DAYS, priceFor, type PriceSplit } from '@expertbridge/workflows';
import { AppError } from '../../platform/errors.js';
import { horizonEnd, startTimeProblem } from './booking-rules.js';
import type { BookableExpert } from './consultations.repository.js';
import type { CreateConsultationInput } from './consultations.schemas.js';

function unprocessable(code: string, message: string, details: Record<string, string>) {
  return new AppError(422, code, message, details);
}

/** Refuses a start that is past, off the hour or outside 09:00-18:00 in the expert's zone. */
export function checkStartTime(scheduledAt: Date, timeZone: string, now: Date): void {
  const problem = startTimeProblem(scheduledAt, timeZone, now);
  if (problem) {
    throw unprocessable(
      'invalid_start_time',
      "Consultations start on the hour between 09:00 and 18:00 in the expert's time zone",
      { scheduledAt: problem },
    );
  }
}

/**
 * Refuses a start beyond the booking horizon of `since`: the booking's time for a new booking, its payment's (or its
 * booking's, when unpaid) for a move. The horizon keeps every payment's hold inside the provider's limit.
 */
export function checkWithinHorizon(scheduledAt: Date, since: Date): void {
  const latest = horizonEnd(since);
  if (scheduledAt.getTime() > latest.getTime()) {
    throw unprocessable(
      'beyond_booking_horizon',
      `Consultations can be booked up to ${BOOKING_HORIZON_DAYS} days ahead`,
      { scheduledAt: `Choose a time on or before ${latest.toISOString().slice(0, 10)}` },
    );
  }
}

/** The server's price; a client-sent amount that differs is refused rather than silently replaced. */
export function priceOf(input: CreateConsultationInput, expert: BookableExpert): PriceSplit {
  const quick = input.totalAmount === 0 && input.duration === 30;
  const price = quick
    ? { currency: expert.currency, total: 0, platformFee: 0, expertShare: 0 }
    : priceFor(expert.hourly_rate_amount, input.duration, expert.currency);
  const details: Record<string, string> = {};
  if (input.totalAmount !== undefined && input.totalAmount !== price.total) {
    details.totalAmount = `The price of this booking is ${price.total} cents`;
  }
  if (input.platformFee !== undefined && input.platformFee !== price.platformFee) {
    details.platformFee = `The platform fee of this booking is ${price.platformFee} cents`;
  }
  if (input.expertAmount !== undefined && input.expertAmount !== price.expertShare) {
    details.expertAmount = `The expert's share of this booking is ${price.expertShare} cents`;
  }
  if (Object.keys(details).length > 0) {
    throw unprocessable('price_mismatch', "The amounts do not match the expert's price", details);
  }
  return price;
}
