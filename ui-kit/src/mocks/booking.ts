import type { components } from '@expertbridge/sdk';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { addHours, dateKeyIn, hourIn, nextDateKey, startOfDayIn } from '../format/zones.js';
import { exampleResponse, operation, type OperationId } from './examples.js';
import { pendingPaymentConsultation } from './fixtures.js';

// Handlers for the booking and payment stories that answer like the API does, built from the contract's
// examples: free times on whatever day is asked, the booking echoing its request, Stripe's test cards.

type Schemas = components['schemas'];

function pattern(id: OperationId): string {
  return `*${operation(id).path.replace(/\{(\w+)\}/g, ':$1')}`;
}

const example = exampleResponse('getExpertAvailability', 200);
/** The hours (in the expert's zone) the contract's availability example offers: 9, 11 and 12. */
export const EXAMPLE_HOURS = example.slots.map((slot) =>
  hourIn(new Date(slot.startsAt), example.timeZone),
);

/** How an expert's free times differ from the contract example's: the lengths they offer, their horizon. */
export interface AvailabilityRules {
  /** The lengths offered, ascending; all four by default. */
  durations?: Schemas['ConsultationDuration'][];
  /** Days ahead the expert takes bookings; 60 (the platform's horizon) by default. */
  horizonDays?: number;
}

/**
 * Availability that offers the given hours of the expert's day (the contract example's by default) on
 * every day of the asked range from tomorrow on, leaving out the `taken` starts, as the API does: with the
 * first free start at or after `from` within the horizon (`nextAvailableAt`), the lengths offered, and 422
 * `duration_not_offered` for another length.
 */
export function availableAt(
  hours: number[] = EXAMPLE_HOURS,
  taken: ReadonlySet<string> = new Set(),
  operationId: 'getExpertAvailability' | 'getWidgetAvailability' = 'getExpertAvailability',
  { durations = [30, 60, 90, 120], horizonDays = 60 }: AvailabilityRules = {},
): HttpHandler {
  return http.get(pattern(operationId), ({ request, params }) => {
    const url = new URL(request.url);
    const now = new Date();
    const from = new Date(url.searchParams.get('from') ?? now);
    const to = new Date(url.searchParams.get('to') ?? addHours(from, 14 * 24));
    const asked = url.searchParams.get('duration');
    const duration = (
      asked ? Number(asked) : durations.includes(60) ? 60 : durations[0]
    ) as Schemas['ConsultationDuration'];
    if (!durations.includes(duration)) {
      return HttpResponse.json(
        {
          error: {
            code: 'duration_not_offered',
            message: `This expert offers consultations of ${durations.join(', ')} minutes`,
            details: { duration: 'Choose one of the lengths the expert offers' },
          },
        },
        { status: 422 },
      );
    }
    const horizon = addHours(now, horizonDays * 24);
    const free: Schemas['Availability']['slots'] = [];
    // Today is never offered: which of today's hours are still ahead depends on when a story or test runs, and
    // a first free day with 11:00 alone (at 10:30 in Auckland) is not the day the stories and tests show.
    const today = dateKeyIn(now, example.timeZone);
    for (let day = dateKeyIn(from, example.timeZone); ; day = nextDateKey(day)) {
      const start = startOfDayIn(day, example.timeZone);
      if (start >= horizon || (start >= to && free.length > 0)) break;
      if (day === today) continue;
      for (const hour of hours) {
        const at = addHours(start, hour);
        if (at < from || at >= horizon || at <= now || taken.has(at.toISOString())) continue;
        const endsAt = new Date(at.getTime() + duration * 60_000);
        free.push({ startsAt: at.toISOString(), endsAt: endsAt.toISOString() });
      }
    }
    return HttpResponse.json({
      ...example,
      expertId: String(params.id),
      duration,
      from: from.toISOString(),
      to: to.toISOString(),
      slots: free.filter((slot) => new Date(slot.startsAt) < to),
      nextAvailableAt: free[0]?.startsAt ?? null,
      durations,
    });
  });
}

/** Booking answers the contract's pending-payment consultation with what was asked for. */
export function bookingEcho(): HttpHandler {
  return http.post(pattern('createConsultation'), async ({ request }) => {
    const body = (await request.json()) as Schemas['CreateConsultationRequest'];
    const duration = body.duration ?? 60;
    const currency = pendingPaymentConsultation.totalAmount.currency;
    const total = body.totalAmount ?? pendingPaymentConsultation.totalAmount.amount;
    const consultation: Schemas['Consultation'] = {
      ...pendingPaymentConsultation,
      expertId: body.expertId,
      title: body.title,
      description: body.description ?? null,
      duration,
      scheduledAt: body.scheduledAt,
      endsAt: new Date(new Date(body.scheduledAt).getTime() + duration * 60_000).toISOString(),
      totalAmount: { amount: total, currency },
    };
    return HttpResponse.json(consultation, { status: 201 });
  });
}

/**
 * Someone else books the same time first: the booking answers the contract's 409 `slot_taken`, and
 * availability leaves that time out from then on. `taken` holds those times (clear it to start over).
 */
export function slotTaken(): { handlers: HttpHandler[]; taken: Set<string> } {
  const taken = new Set<string>();
  const handlers = [
    http.post(pattern('createConsultation'), async ({ request }) => {
      const body = (await request.json()) as Schemas['CreateConsultationRequest'];
      taken.add(new Date(body.scheduledAt).toISOString());
      return HttpResponse.json(exampleResponse('createConsultation', 409), { status: 409 });
    }),
    availableAt(EXAMPLE_HOURS, taken),
  ];
  return { handlers, taken };
}

/** The sandbox's refused test cards and why (Stripe's answers); every other card is charged. */
const REFUSED_CARDS: Record<string, Schemas['Error']> = {
  '4000000000000002': exampleResponse('confirmSandboxPayment', 402),
  '4000000000009995': {
    error: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
};

/** The sandbox's card network: 4000 0000 0000 0002 is declined, …9995 lacks funds, others pay. */
export function sandboxCards(): HttpHandler {
  return http.post(pattern('confirmSandboxPayment'), async ({ request }) => {
    const body = (await request.json()) as Schemas['SandboxConfirmRequest'];
    const refused = REFUSED_CARDS[body.cardNumber.replace(/\s/g, '')];
    if (refused) return HttpResponse.json(refused, { status: 402 });
    // The consultation the intent pays for: the mocks have one payment intent, the contract's example.
    const { consultationId } = exampleResponse(
      'confirmSandboxPayment',
      200,
    ) as Schemas['SandboxConfirmResult'];
    return HttpResponse.json({
      paymentIntentId: body.paymentIntentId,
      consultationId,
      status: 'succeeded',
    });
  });
}

/** The handlers a booking or payment story starts from. */
export function bookingHandlers(): HttpHandler[] {
  return [availableAt(), bookingEcho(), sandboxCards()];
}
