// The platform's own bound on when a consultation may start: the booking horizon, which bounds how long its payment
// is held. Everything else about when an expert can be booked is the expert's availability, judged by the scheduling
// module's slot engine.
import { BOOKING_HORIZON_MS } from '@expertbridge/workflows';

/**
 * The latest start a booking made at `from` may take: the booking horizon, which bounds how long its payment is held.
 * A move keeps the horizon of its payment (or its booking, when unpaid), so moving a booking never stretches the hold.
 */
export function horizonEnd(from: Date): Date {
  return new Date(from.getTime() + BOOKING_HORIZON_MS);
}
