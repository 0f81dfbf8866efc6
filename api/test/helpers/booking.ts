// Booking helpers for lifecycle tests: times the booking rules accept, an expert whose zone makes them
// acceptable, and a consultation booked and paid with the sandbox card.
import type { TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';
import { insertExpert, type ExpertRow } from './consultation-rows.js';
import type { TestUser } from './users.js';

const HOUR = 3_600_000;

/** The first full hour at least `leadMs` from now. */
export function fullHourAfter(leadMs: number, now = Date.now()): Date {
  return new Date(Math.ceil((now + leadMs) / HOUR) * HOUR);
}

/** An Etc/GMT zone in which `at` is 12:00, so it is a bookable start there whatever the UTC hour. */
export function zoneWhereNoon(at: Date): string {
  let offset = (12 - at.getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  // Etc/GMT names invert the sign: UTC+5 is Etc/GMT-5.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** An approved expert (rate NZ$180/h) owned by a signed-in user, in a zone where `at` is noon. */
export async function expertAt(app: TestApp, user: TestUser, at: Date): Promise<ExpertRow> {
  return insertExpert(app.db.knex, { userId: user.id, timeZone: zoneWhereNoon(at), rate: 18000 });
}

export async function book(
  client: TestClient,
  expert: ExpertRow,
  scheduledAt: Date,
  extra: Record<string, unknown> = {},
) {
  return client.request('POST', '/api/consultations', {
    body: {
      expertId: expert.id,
      title: 'GST registration for my new business',
      duration: 60,
      scheduledAt: scheduledAt.toISOString(),
      ...extra,
    },
  });
}

/** Books a 60-minute consultation and takes its payment intent, unpaid; answers both ids. */
export async function bookWithIntent(client: TestClient, expert: ExpertRow, scheduledAt: Date) {
  const booked = await book(client, expert, scheduledAt);
  if (booked.status !== 201) throw new Error(`booking failed: ${JSON.stringify(booked.body)}`);
  const id = booked.body.id as string;
  const intent = await client.request('POST', '/api/create-payment-intent', {
    body: { amount: booked.body.totalAmount.amount, consultationId: id },
  });
  if (intent.status !== 200) throw new Error(`no payment intent: ${JSON.stringify(intent.body)}`);
  return { id, paymentIntentId: intent.body.paymentIntentId as string };
}

/** Books a 60-minute consultation and pays it with 4242…; answers the consultation as process-payment did. */
export async function bookAndPay(client: TestClient, expert: ExpertRow, scheduledAt: Date) {
  const booked = await book(client, expert, scheduledAt);
  if (booked.status !== 201) throw new Error(`booking failed: ${JSON.stringify(booked.body)}`);
  return payWithCard(client, booked.body.id as string, booked.body.totalAmount.amount as number);
}

/** Pays a booked consultation with 4242…; answers the consultation as process-payment did. */
export async function payWithCard(client: TestClient, id: string, amount: number) {
  const intent = await client.request('POST', '/api/create-payment-intent', {
    body: { amount, consultationId: id },
  });
  const paid = await client.request('POST', '/api/payments/sandbox/confirm', {
    body: {
      paymentIntentId: intent.body.paymentIntentId,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    },
  });
  if (paid.status !== 200) throw new Error(`payment failed: ${JSON.stringify(paid.body)}`);
  // The confirmation names the consultation it paid for (what the contract's link to process-payment reads).
  if (paid.body.consultationId !== id) {
    throw new Error(`the confirmation names ${paid.body.consultationId}, not ${id}`);
  }
  const processed = await client.request('POST', '/api/process-payment', {
    body: { consultationId: id, paymentIntentId: intent.body.paymentIntentId },
  });
  return processed.body;
}

/** Polls the consultation until `done` holds (the workflow works asynchronously after an update). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}
