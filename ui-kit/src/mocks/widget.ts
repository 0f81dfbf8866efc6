import type { components } from '@expertbridge/sdk';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { bookingTotal } from '../domain/price.js';
import { availableAt, EXAMPLE_HOURS } from './booking.js';
import { exampleResponse } from './examples.js';
import { expert } from './fixtures.js';
import { operationPattern } from './handlers.js';

// The widget's API in memory, as the contract describes it: the partner key checked on every call, a booking
// answered with its token, the token checked on the calls about it, Stripe's test cards, and a process-payment
// that answers the booking paid. `requests` records what was asked, for tests.

type Schemas = components['schemas'];

/** The demo partner's publishable key. */
export const PARTNER_KEY = 'pk_test_smithco';
/** The token the double gives every booking. */
export const BOOKING_TOKEN = 'bt_test_token';
const DECLINED = '4000000000000002';

export interface WidgetApiDouble {
  handlers: HttpHandler[];
  /** The booking requests received, as sent. */
  bookings: Schemas['WidgetBookingRequest'][];
  /** Every request's method, path and the two credentials it carried. */
  requests: { method: string; path: string; partnerKey: string | null; auth: string | null }[];
  /** Moves a booking to a new start, as an accepted proposal does on the server. */
  move(id: string, scheduledAt: string): void;
  /** A booking paid and accepted before the page was loaded (its token is the double's `BOOKING_TOKEN`). */
  paidBefore(
    scheduledAt: string,
    duration?: Schemas['ConsultationDuration'],
  ): Schemas['WidgetBooking'];
}

const refusedKey = () =>
  HttpResponse.json(exampleResponse('getWidgetExpert', 401), { status: 401 });

/** The widget's API with one approved expert (the fixtures' Ethan Walker). */
export function widgetApi(
  options: {
    hours?: number[];
    /** The lengths the expert offers; all four by default. */
    durations?: Schemas['ConsultationDuration'][];
    /** The first booking is refused with this error (422), as the booking rules refuse a time. */
    refuse?: { code: string; message: string };
  } = {},
): WidgetApiDouble {
  const store = new Map<string, Schemas['WidgetBooking']>();
  const double: WidgetApiDouble = {
    handlers: [],
    bookings: [],
    requests: [],
    move: (id, scheduledAt) => {
      const booking = store.get(id)!;
      const length = Date.parse(booking.endsAt) - Date.parse(booking.scheduledAt);
      const endsAt = new Date(Date.parse(scheduledAt) + length).toISOString();
      store.set(id, { ...booking, scheduledAt, endsAt });
    },
    paidBefore: (scheduledAt, duration = 60) => {
      const booking = bookingFrom({ scheduledAt, duration, title: 'Rental property' });
      const total = booking.price.total.amount;
      const paid: Schemas['WidgetBooking'] = {
        ...booking,
        status: 'confirmed',
        paymentDueAt: null,
        money: { ...booking.money, state: 'held', paid: total, inEscrow: total },
      };
      store.set(paid.id, paid);
      return paid;
    },
  };
  let refusal = options.refuse;

  /** A new booking, awaiting payment, as the API makes it. */
  function bookingFrom(
    body: Pick<Schemas['WidgetBookingRequest'], 'scheduledAt' | 'duration' | 'title'> &
      Partial<Schemas['WidgetBookingRequest']>,
  ): Schemas['WidgetBooking'] {
    const duration = body.duration ?? 60;
    const total = bookingTotal(expert.hourlyRate, duration);
    const fee = Math.round(total.amount * 0.15);
    const id = `0b5e1c2d-4a3f-4e8b-9c7d-${String(store.size + 1).padStart(12, '0')}`;
    return {
      id,
      reference: `EB-${id.slice(0, 8).toUpperCase()}`,
      status: 'pending_payment',
      title: body.title,
      duration,
      scheduledAt: body.scheduledAt,
      endsAt: new Date(new Date(body.scheduledAt).getTime() + duration * 60_000).toISOString(),
      consultationType: body.consultationType ?? 'video',
      expert: {
        id: expert.id,
        name: `${expert.user.firstName} ${expert.user.lastName}`,
        title: expert.title,
        timeZone: 'Pacific/Auckland',
      },
      price: {
        total,
        platformFee: { amount: fee, currency: total.currency },
        expertShare: { amount: total.amount - fee, currency: total.currency },
      },
      money: {
        state: 'none',
        currency: total.currency,
        paid: 0,
        inEscrow: 0,
        refunded: 0,
        paidOut: 0,
        platformRevenue: 0,
      },
      paymentDueAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      responseDueAt: null,
      roomUrl: `http://localhost/join#${id}`,
      metadata: body.metadata ?? {},
      createdAt: new Date().toISOString(),
    };
  }

  const record = (request: Request) => {
    double.requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      partnerKey: request.headers.get('X-Partner-Key'),
      auth: request.headers.get('Authorization'),
    });
    return request.headers.get('X-Partner-Key') === PARTNER_KEY;
  };
  const withToken = (request: Request, id: string) =>
    request.headers.get('Authorization') === `Bearer ${BOOKING_TOKEN}` ? store.get(id) : undefined;
  const badToken = () =>
    HttpResponse.json(exampleResponse('getWidgetBooking', 401), { status: 401 });

  const slots = availableAt(
    options.hours ?? EXAMPLE_HOURS,
    new Set(),
    'getWidgetAvailability',
    options.durations ? { durations: options.durations } : {},
  );
  double.handlers = [
    http.all('*/api/widget/*', ({ request }) => (record(request) ? undefined : refusedKey())),
    http.get(operationPattern('getWidgetExpert'), ({ params }) =>
      params.id === expert.id
        ? HttpResponse.json(expert)
        : HttpResponse.json(exampleResponse('getWidgetExpert', 404), { status: 404 }),
    ),
    slots,
    http.get(operationPattern('getWidgetPaymentConfig'), () =>
      HttpResponse.json(exampleResponse('getPaymentConfig', 200)),
    ),
    http.post(operationPattern('createWidgetBooking'), async ({ request }) => {
      const body = (await request.json()) as Schemas['WidgetBookingRequest'];
      if (refusal) {
        const error = { ...refusal, details: { scheduledAt: refusal.message } };
        refusal = undefined;
        return HttpResponse.json({ error }, { status: 422 });
      }
      double.bookings.push(body);
      const booking = bookingFrom(body);
      store.set(booking.id, booking);
      return HttpResponse.json(
        {
          ...booking,
          bookingToken: BOOKING_TOKEN,
          bookingTokenExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        },
        { status: 201 },
      );
    }),
    http.get(operationPattern('getWidgetBooking'), ({ request, params }) => {
      const booking = withToken(request, String(params.id));
      return booking ? HttpResponse.json(booking) : badToken();
    }),
    http.post(operationPattern('createWidgetPaymentIntent'), ({ request, params }) => {
      const booking = withToken(request, String(params.id));
      if (!booking) return badToken();
      return HttpResponse.json({
        paymentIntentId: `pi_sandbox_${booking.id.slice(-8)}`,
        clientSecret: `pi_sandbox_${booking.id.slice(-8)}_secret`,
        amount: booking.price.total,
        gateway: 'sandbox',
      });
    }),
    http.post(operationPattern('confirmWidgetSandboxPayment'), async ({ request, params }) => {
      if (!withToken(request, String(params.id))) return badToken();
      const body = (await request.json()) as Schemas['SandboxConfirmRequest'];
      if (body.cardNumber.replace(/\s/g, '') === DECLINED) {
        return HttpResponse.json(exampleResponse('confirmWidgetSandboxPayment', 402), {
          status: 402,
        });
      }
      return HttpResponse.json({
        paymentIntentId: body.paymentIntentId,
        consultationId: String(params.id),
        status: 'succeeded',
      });
    }),
    http.post(operationPattern('processWidgetPayment'), ({ request, params }) => {
      const booking = withToken(request, String(params.id));
      if (!booking) return badToken();
      const total = booking.price.total.amount;
      const paid: Schemas['WidgetBooking'] = {
        ...booking,
        status: 'pending',
        paymentDueAt: null,
        // As the API: the configured response window from payment, or the start if that comes sooner.
        responseDueAt: new Date(
          Math.min(
            Date.now() + exampleResponse('getSiteConfig', 200).lifecycle.expertResponseWindowMs,
            Date.parse(booking.scheduledAt),
          ),
        ).toISOString(),
        money: { ...booking.money, state: 'held', paid: total, inEscrow: total },
      };
      store.set(booking.id, paid);
      return HttpResponse.json(paid);
    }),
  ];
  return double;
}
