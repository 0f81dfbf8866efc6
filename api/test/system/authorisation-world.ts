// The objects the authorisation matrix acts on, made through the API on a real Temporal-backed app: the six session
// roles (the owner with a password, so sign-in can be tried), two experts, consultations in each status, a pending
// application, two partners with a booking made through one of them, and the factories for fresh ones.
import { randomUUID } from 'node:crypto';
import { startLifecycleApp, type LifecycleTestApp } from '../helpers/lifecycle-app.js';
import { book, eventually, expertAt, fullHourAfter, payWithCard } from '../helpers/booking.js';
import type { ExpertRow } from '../helpers/consultation-rows.js';
import { createSignedInUser, type TestUser } from '../helpers/users.js';
import { WebhookReceiver } from '../partners/partner-fixtures.js';
import { claimCode } from '../../src/modules/auth/account-claim.js';
import { createSecretsRepository } from '../../src/platform/secrets.repository.js';
import { validApplication, validRegistration } from '../onboarding/fixtures.js';
import { dataUrl, pngImage } from '../onboarding/images.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const PARTNER_ORIGIN = 'https://smithco.example.nz';
export const OTHER_PARTNER_ORIGIN = 'https://harbourlaw.example.nz';
export const FOREIGN_ORIGIN = 'https://evil.example';
export const OWNER_PASSWORD = 'correct-horse-battery';

export interface Partner {
  id: string;
  publishableKey: string;
  secretKey: string;
  origin: string;
}

export interface WidgetBooking {
  id: string;
  token: string;
}

/** Every check of the verification checklist, as approval needs it. */
export const ALL_CHECKS = [
  { item: 'licence_or_certification', outcome: 'verified' },
  { item: 'photo_id', outcome: 'verified' },
  { item: 'proof_of_experience', outcome: 'verified' },
  { item: 'indemnity_insurance', outcome: 'not_applicable' },
  { item: 'background_check', outcome: 'not_applicable' },
];

export type World = Awaited<ReturnType<typeof buildWorld>>;

export async function buildWorld() {
  const app: LifecycleTestApp = await startLifecycleApp(
    // Start is allowed at once; the complaint window stays open for the whole run, so completed consultations keep
    // their money in escrow and can be disputed.
    { joinWindowLeadMs: 90 * DAY, escrowHoldMs: 60 * 60_000 },
    { LOGIN_RATE_LIMIT: '1000', LOGIN_IP_RATE_LIMIT: '1000', WIDGET_BOOKING_RATE_LIMIT: '1000' },
  );
  const base = fullHourAfter(2 * DAY);
  let taken = 0;
  /**
   * A start no other booking of the run takes: 09:00, 12:00 and 15:00 a day in the experts' zones (base is noon), so
   * the run's bookings fit the 60-day horizon, and the two hours after each stay free for moves.
   */
  const slot = () => {
    const n = taken++;
    return new Date(base.getTime() + Math.floor(n / 3) * DAY + ((n % 3) - 1) * 3 * HOUR);
  };

  const visitor = app.client();
  const registered = await visitor.post('/api/auth/email/register', {
    firstName: 'Charlotte',
    lastName: 'Ngata',
    email: `owner-${randomUUID()}@test.expertbridge.test`,
    password: OWNER_PASSWORD,
  });
  if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  const owner: TestUser = {
    id: registered.body.id,
    email: registered.body.email,
    firstName: 'Charlotte',
    lastName: 'Ngata',
    client: visitor,
  };
  const users = {
    owner,
    otherClient: await createSignedInUser(app, { firstName: 'Sam', lastName: 'Kereama' }),
    expert: await createSignedInUser(app, { firstName: 'Ethan', lastName: 'Walker' }),
    otherExpert: await createSignedInUser(app, { firstName: 'Aroha', lastName: 'Smith' }),
    admin: await createSignedInUser(app, { admin: true, firstName: 'Ada', lastName: 'Admin' }),
  };
  const expert: ExpertRow = await expertAt(app, users.expert, base);
  const otherExpert: ExpertRow = await expertAt(app, users.otherExpert, base);

  const ok = <T extends { status: number; body: unknown }>(
    what: string,
    answer: T,
    status = 200,
  ) => {
    if (answer.status !== status) {
      throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer;
  };

  /** Booked by the owner with the expert, awaiting payment, its payment intent created. */
  async function payable() {
    const booked = ok('book', await book(owner.client, expert, slot()), 201);
    const amount = booked.body.totalAmount.amount as number;
    const intent = ok(
      'intent',
      await owner.client.post('/api/create-payment-intent', {
        amount,
        consultationId: booked.body.id,
      }),
    );
    return {
      id: booked.body.id as string,
      intentId: intent.body.paymentIntentId as string,
      amount,
    };
  }

  /** Paid with the sandbox card (its intent succeeded), not yet processed by process-payment. */
  async function cardPaid() {
    const made = await payable();
    ok(
      'card',
      await owner.client.post('/api/payments/sandbox/confirm', {
        paymentIntentId: made.intentId,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      }),
    );
    return made;
  }

  /** Paid, awaiting the expert's answer. */
  async function pending(): Promise<string> {
    const booked = ok('book', await book(owner.client, expert, slot()), 201);
    const paid = await payWithCard(owner.client, booked.body.id, booked.body.totalAmount.amount);
    if (paid.status !== 'pending') throw new Error(`pay: ${JSON.stringify(paid)}`);
    return paid.id as string;
  }

  async function confirmed(): Promise<string> {
    const id = await pending();
    ok(
      'accept',
      await users.expert.client.patch(`/api/consultations/${id}`, { status: 'confirmed' }),
    );
    return id;
  }

  async function inProgress(): Promise<string> {
    const id = await confirmed();
    ok('start', await owner.client.patch(`/api/consultations/${id}`, { status: 'in_progress' }));
    return id;
  }

  async function completed(): Promise<string> {
    const id = await inProgress();
    ok('end', await users.expert.client.post(`/api/consultations/${id}/complete`));
    return id;
  }

  async function disputed(): Promise<string> {
    const id = await completed();
    ok(
      'dispute',
      await owner.client.post(`/api/consultations/${id}/dispute`, {
        reason: 'The expert left after ten minutes.',
      }),
    );
    return id;
  }

  /** In progress and, by its recorded times, two days past its end (what the admin's overdue page lists). */
  async function overdue(): Promise<string> {
    const id = await inProgress();
    const start = new Date(Math.floor((Date.now() - 3 * DAY) / HOUR) * HOUR);
    await app.db
      .knex('consultations')
      .where({ id })
      .update({ scheduled_at: start, ends_at: new Date(start.getTime() + HOUR) });
    return id;
  }

  /** A client (new) with a pending expert application; answers the application's id. */
  async function application(applicant?: TestUser): Promise<string> {
    const user = applicant ?? (await createSignedInUser(app));
    return ok('apply', await user.client.post('/api/experts/apply', validApplication()), 201).body
      .id as string;
  }

  const receiver = await new WebhookReceiver().start();
  async function createPartner(name: string, origin: string): Promise<Partner> {
    const made = ok(
      'partner',
      await users.admin.client.post('/api/admin/partners', {
        name,
        allowedOrigins: [origin],
        webhookUrl: `${receiver.url}/${randomUUID()}`,
      }),
      201,
    );
    return {
      id: made.body.partner.id,
      publishableKey: made.body.partner.publishableKey,
      secretKey: made.body.secretKey,
      origin,
    };
  }
  const partner = await createPartner('Smith & Co Lawyers', PARTNER_ORIGIN);
  const otherPartner = await createPartner('Harbour Law', OTHER_PARTNER_ORIGIN);

  /** A booking through the partner's widget: the owner's by default, else a new guest's (a new account). */
  async function widgetBooking(guestEmail = owner.email): Promise<WidgetBooking> {
    const made = ok(
      'widget booking',
      await app.client().post(
        '/api/widget/bookings',
        {
          expertId: expert.id,
          scheduledAt: slot().toISOString(),
          title: 'Buying a rental property with my sister',
          guest: { name: 'Charlotte Ngata', email: guestEmail },
        },
        { headers: { 'X-Partner-Key': partner.publishableKey, Origin: PARTNER_ORIGIN } },
      ),
      201,
    );
    return {
      id: made.body.id,
      token: made.body.bookingToken,
    };
  }

  const widgetHeaders = (booking: WidgetBooking) => ({
    'X-Partner-Key': partner.publishableKey,
    Origin: PARTNER_ORIGIN,
    Authorization: `Bearer ${booking.token}`,
  });

  /** A widget booking with its payment intent created; answers the intent's id too. */
  async function widgetPayable() {
    const booking = await widgetBooking();
    const intent = ok(
      'widget intent',
      await app.client().post(`/api/widget/bookings/${booking.id}/payment-intent`, undefined, {
        headers: widgetHeaders(booking),
      }),
    );
    return { ...booking, intentId: intent.body.paymentIntentId as string };
  }

  async function widgetCardPaid() {
    const booking = await widgetPayable();
    ok(
      'widget card',
      await app.client().post(
        `/api/widget/bookings/${booking.id}/sandbox-confirm`,
        {
          paymentIntentId: booking.intentId,
          cardNumber: '4242 4242 4242 4242',
          expiry: '12/40',
          cvc: '123',
        },
        { headers: widgetHeaders(booking) },
      ),
    );
    return booking;
  }

  /** An account a widget booking made (no password yet) and the code of its claim link. */
  async function unclaimedAccount() {
    const email = `guest-${randomUUID()}@example.co.nz`;
    const [row] = await app.db
      .knex('users')
      .insert({ email, first_name: 'Mere', last_name: 'Tane', email_verified: false })
      .returning('id');
    return {
      id: row.id as string,
      email,
      code: await claimCode(createSecretsRepository(app.db.knex), row.id),
    };
  }

  // The shared objects: each refused call is tried on these, and they are read back after it.
  const shared = {
    payable: await payable(),
    pending: await pending(),
    confirmed: await confirmed(),
    inProgress: await inProgress(),
    completed: await completed(),
    disputed: await disputed(),
    reviewed: await completed(),
    overdue: await overdue(),
    application: await application(owner),
    widget: await widgetPayable(),
  };
  ok(
    'message',
    await owner.client.post(`/api/consultations/${shared.confirmed}/messages`, {
      message: 'Hello, I have uploaded my invoices.',
    }),
    201,
  );
  const review = ok(
    'review',
    await owner.client.post('/api/reviews', {
      consultationId: shared.reviewed,
      rating: 5,
      comment: 'Clear, practical advice.',
      isPublic: true,
    }),
    201,
  );
  ok('favourite', await owner.client.put(`/api/me/favorites/${expert.id}`), 204);
  // A photo uploaded with an expert's registration: the file is public.
  const photographer = await createSignedInUser(app);
  const registration = validRegistration(photographer.email);
  const photoProfile = ok(
    'registration',
    await photographer.client.post('/api/complete-expert-registration', {
      ...registration,
      user: { ...registration.user, profileImageUrl: dataUrl(pngImage(), 'image/png') },
    }),
    201,
  );
  const upload = String(photoProfile.body.user.profileImageUrl).split('/').pop()!;
  // The owner's notifications (the payments and acceptances above wrote some), and a delivery to the partner.
  const notifications = await eventually(
    async () =>
      (await owner.client.get('/api/notifications?pageSize=100')).body.items as { id: string }[],
    (items) => items.length >= 3,
  );
  const delivery = await eventually(
    async () =>
      (
        await app.client().get('/api/partner/webhook-deliveries', {
          headers: { Authorization: `Bearer ${partner.secretKey}` },
        })
      ).body.items as { id: string }[],
    (items) => items.length > 0,
  );

  return {
    app,
    users,
    expert,
    otherExpert,
    slot,
    partner,
    otherPartner,
    createPartner,
    receiver,
    shared,
    reviewId: review.body.id as string,
    upload,
    notificationIds: notifications.map((item) => item.id),
    deliveryId: delivery[0]!.id,
    make: {
      payable,
      cardPaid,
      pending,
      confirmed,
      inProgress,
      completed,
      disputed,
      overdue,
      application,
      widgetBooking,
      widgetPayable,
      widgetCardPaid,
      unclaimedAccount,
    },
  };
}
