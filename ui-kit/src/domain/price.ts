import type { Money } from '@expertbridge/sdk';

/** The platform's share of every booking, in per cent (part 2 §9); the API charges the same. */
export const PLATFORM_FEE_PERCENT = 15;

/**
 * What a booking costs (part 2 §2.1, DESIGN §4): hourly rate × minutes / 60, rounded half up to the
 * cent in integer minor units, exactly as the API prices it, so the total shown is the total charged.
 */
export function bookingTotal(hourlyRate: Money, minutes: number): Money {
  return {
    amount: Math.floor((hourlyRate.amount * minutes + 30) / 60),
    currency: hourlyRate.currency,
  };
}
