// The checks a booking (and a move to another time) must pass before the slot is taken, each refusal with its own
// code that says which field is wrong and why: a start the expert's availability offers (the scheduling module's one
// rule, with the platform's horizon), and the server's price.
import { priceFor, type PriceSplit } from '@expertbridge/workflows';
import { AppError } from '../../platform/errors.js';
import type { SchedulingService } from '../scheduling/scheduling.service.js';
import { horizonEnd } from './booking-rules.js';
import type { ConsultationRow } from './consultation-row.js';
import type { BookableExpert } from './consultations.repository.js';
import type { CreateConsultationInput } from './consultations.schemas.js';

function unprocessable(code: string, message: string, details: Record<string, string>) {
  return new AppError(422, code, message, details);
}

/** The buffers in force for a booking, which it stores: they set the time it occupies. */
export interface BookingBuffers {
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
}

export function createBookingChecks(scheduling: SchedulingService, clock: () => Date) {
  return {
    /** Refuses a new booking's start and duration unless the expert's availability offers them now. */
    checkNewBooking(
      expert: BookableExpert,
      scheduledAt: Date,
      duration: number,
    ): Promise<BookingBuffers> {
      return scheduling.checkBookable(
        { id: expert.id, timeZone: expert.time_zone },
        { scheduledAt, duration, platformLatest: horizonEnd(clock()) },
      );
    },

    /**
     * Refuses moving a consultation to `scheduledAt` unless the expert's availability offers it (the consultation's
     * own current time not counting as taken) and it is within 60 days of the payment (or the booking, when unpaid),
     * so a move never stretches the payment's hold. Every move passes it: a direct one, and accepting a proposal.
     */
    checkMove(row: ConsultationRow, scheduledAt: Date): Promise<BookingBuffers> {
      return scheduling.checkBookable(
        { id: row.expert_id, timeZone: row.expert_time_zone },
        {
          scheduledAt,
          duration: row.duration_minutes,
          platformLatest: horizonEnd(row.paid_at ?? row.created_at),
          exceptConsultationId: row.id,
        },
      );
    },
  };
}

export type BookingChecks = ReturnType<typeof createBookingChecks>;

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
