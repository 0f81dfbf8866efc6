// How the authorisation matrix calls each operation of the contract: on which object, with what body, how the object
// is read back (as its owner or an admin) to show that a refused call changed nothing, and which ids a list must not
// show to whom. The expected statuses are not here: they are declared in openapi/access.yaml. The partners' cases are
// in authorisation-partner-cases.ts.
import { randomUUID } from 'node:crypto';
import type { Role } from '../helpers/access-table.js';
import type { World } from './authorisation-world.js';
import { validApplication, validRegistration } from '../onboarding/fixtures.js';
import { ALL_CHECKS, OWNER_PASSWORD } from './authorisation-world.js';
import { partnerCases } from './authorisation-partner-cases.js';
import { availabilityCases } from './authorisation-availability-cases.js';
import { payoutCases } from './authorisation-payout-cases.js';
import { rescheduleCases } from './authorisation-reschedule-cases.js';
import { calendarCases } from './authorisation-calendar-cases.js';
import { taxCases } from './authorisation-tax-cases.js';
import { sellerReportCases } from './authorisation-seller-report-cases.js';
import { documentCases } from './authorisation-document-cases.js';

export interface Call {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What an operation is tried on. `O` is the object the case makes (ids, tokens). */
export interface Case<O = any> {
  /** The shared object of the calls: every refused call is tried on it. */
  object: () => Promise<O>;
  /** A new object for each allowed call (a transition is made once, and must not change the shared object). */
  fresh?: () => Promise<O>;
  /** Each allowed call is made by a new user of the role's kind (for calls on one's own profile, made once). */
  freshActor?: boolean;
  call: (object: O, role: Role, actor: { email: string }) => Call;
  /** The object as its owner or an admin sees it; compared before and after every call that may not change it. */
  readBack?: (object: O) => Promise<unknown>;
  /** Roles whose allowed call on the shared object may change what readBack shows. */
  changes?: Role[];
  /** An id of the object that a 2xx answer may show only to the roles in `sees`. */
  hidden?: { id: (object: O) => string; sees: Role[] };
  /** The call signs in or out: it gets a session of its own for the role's user, so the role's own stays. */
  ownSession?: boolean;
}

export function buildCases(world: World): Record<string, Case> {
  const { app, users, shared, expert, make } = world;
  const admin = users.admin.client;
  const none = async () => ({});
  const get = async (client: typeof admin, path: string) => {
    const answer = await client.get(path);
    return { status: answer.status, body: answer.body };
  };
  /** A consultation as an admin sees it, with its chat, and its row (for what the API does not show). */
  const consultation = async (id: string) => ({
    consultation: await get(admin, `/api/consultations/${id}`),
    messages: await get(admin, `/api/consultations/${id}/messages`),
    row: await app.db.knex('consultations').where({ id }).first(),
  });
  const onConsultation = (id: string | (() => Promise<string>)) => async () => ({
    id: typeof id === 'string' ? id : await id(),
  });
  const readConsultation = (o: { id: string }) => consultation(o.id);
  /** A lifecycle action on the shared consultation in its status; each allowed call on a new one in the same. */
  const action = (
    sharedId: string,
    fresh: () => Promise<string>,
    suffix: string,
    body?: unknown,
  ): Case<{ id: string }> => ({
    object: onConsultation(sharedId),
    fresh: onConsultation(fresh),
    call: (o) => ({ path: `/api/consultations/${o.id}${suffix}`, body }),
    readBack: readConsultation,
  });
  const application = (o: { id: string }) => get(admin, `/api/admin/applications/${o.id}`);
  /** The expert's first free start moves on with the clock (on each full hour), whatever the calls do. */
  const withoutNextFree = ({ status, body }: { status: number; body: any }) => {
    const { nextAvailableAt: _next, ...rest } = (body ?? {}) as Record<string, unknown>;
    return { status, body: rest };
  };
  const ownerProfile = async () => ({
    own: withoutNextFree(await get(users.owner.client, '/api/experts/profile/me')),
    expert: withoutNextFree(await get(admin, `/api/experts/${expert.id}`)),
  });
  // signedInBefore follows the owner's sessions, and a call made in a session of its own (ownSession) starts one.
  const ownerUser = async () => {
    const { status, body } = await get(users.owner.client, '/api/auth/user');
    const { signedInBefore: _sessions, ...user } = body as Record<string, unknown>;
    return { status, body: user };
  };
  const favourites = () => get(users.owner.client, '/api/me/favorites');
  const notifications = async () =>
    Object.fromEntries(
      (
        (await users.owner.client.get('/api/notifications?pageSize=100')).body.items as {
          id: string;
          readAt: string | null;
        }[]
      )
        .filter((item) => world.notificationIds.includes(item.id))
        .map((item) => [item.id, item.readAt]),
    );
  const reviews = () => get(admin, `/api/experts/${expert.id}/reviews`);
  const card = (paymentIntentId: string) => ({
    paymentIntentId,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
  });
  const profileUpdate = {
    title: 'Chartered Accountant and Tax Adviser',
    bio: 'Chartered accountant helping sole traders and small companies with income tax and GST.',
    experience: '12 years in practice, the last six running my own firm in Auckland.',
    qualifications: 'CA ANZ Chartered Accountant; BCom (Accounting)',
    hourlyRate: 19500,
    location: 'Auckland',
    languages: 'English, Mandarin',
    categoryId: 1,
  };

  return {
    getHealth: { object: none, call: () => ({ path: '/api/health' }) },
    getHealthLive: { object: none, call: () => ({ path: '/api/health/live' }) },
    getHealthReady: { object: none, call: () => ({ path: '/api/health/ready' }) },
    getOpenApiDocument: { object: none, call: () => ({ path: '/api/openapi.json' }) },
    getApiReference: { object: none, call: () => ({ path: '/api/docs' }) },
    getUpload: { object: none, call: () => ({ path: `/api/uploads/${world.upload}` }) },
    registerWithEmail: {
      object: none,
      ownSession: true,
      call: () => ({
        path: '/api/auth/email/register',
        body: {
          firstName: 'Mere',
          lastName: 'Tane',
          email: `new-${randomUUID()}@test.expertbridge.test`,
          password: 'correct-horse-battery',
        },
      }),
      readBack: ownerUser,
    },
    loginWithEmail: {
      object: none,
      ownSession: true,
      call: () => ({
        path: '/api/auth/email/login',
        body: { email: users.owner.email, password: OWNER_PASSWORD },
      }),
      readBack: ownerUser,
    },
    getCurrentUser: { object: none, call: () => ({ path: '/api/auth/user' }) },
    updateCurrentUser: {
      object: none,
      // Each renames themselves to the name they have: the owner's name must not change by anyone else's call.
      call: (_o, role) => ({
        path: '/api/auth/user',
        body:
          role in users
            ? {
                firstName: users[role as keyof typeof users].firstName,
                lastName: users[role as keyof typeof users].lastName,
              }
            : { firstName: 'Mallory', lastName: 'Visitor' },
      }),
      readBack: ownerUser,
    },
    logout: { object: none, ownSession: true, call: () => ({ path: '/api/logout' }) },
    startLogin: { object: none, call: () => ({ path: '/api/login?returnTo=/dashboard' }) },
    getSignInMethods: { object: none, call: () => ({ path: '/api/auth/sign-in-methods' }) },
    getSiteConfig: { object: none, call: () => ({ path: '/api/config' }) },
    completeOidcLogin: {
      object: none,
      ownSession: true,
      call: () => ({ path: '/api/auth/oidc/callback?code=abc&state=def' }),
    },
    listCategories: { object: none, call: () => ({ path: '/api/categories' }) },
    listExperts: { object: none, call: () => ({ path: '/api/experts' }) },
    getExpert: { object: none, call: () => ({ path: `/api/experts/${expert.id}` }) },
    listExpertReviews: {
      object: none,
      call: () => ({ path: `/api/experts/${expert.id}/reviews` }),
    },
    applyAsExpert: {
      // An allowed application is made by a new user of the same kind (one profile per user).
      object: none,
      freshActor: true,
      call: () => ({ path: '/api/experts/apply', body: validApplication() }),
      readBack: ownerProfile,
    },
    completeExpertRegistration: {
      object: none,
      freshActor: true,
      call: (_o, _role, actor) => ({
        path: '/api/complete-expert-registration',
        body: validRegistration(actor.email),
      }),
      readBack: ownerProfile,
    },
    getMyExpertProfile: { object: none, call: () => ({ path: '/api/experts/profile/me' }) },
    updateMyExpertProfile: {
      object: none,
      freshActor: true,
      call: () => ({ path: '/api/experts/profile/me', body: profileUpdate }),
      readBack: ownerProfile,
    },
    getMyExpertProfileAlt: { object: none, call: () => ({ path: '/api/experts/my-profile' }) },
    updateMyExpertProfileAlt: {
      object: none,
      freshActor: true,
      call: () => ({
        path: '/api/experts/my-profile',
        body: { ...profileUpdate, languages: ['English', 'Mandarin'] },
      }),
      readBack: ownerProfile,
    },
    listExpertApplications: {
      object: async () => ({ id: shared.application }),
      call: () => ({ path: '/api/admin/applications' }),
    },
    getExpertApplication: {
      object: async () => ({ id: shared.application }),
      call: (o) => ({ path: `/api/admin/applications/${o.id}` }),
    },
    recordVerificationCheck: {
      object: async () => ({ id: shared.application }),
      fresh: async () => ({ id: await make.application() }),
      call: (o) => ({
        path: `/api/admin/applications/${o.id}/checks/photo_id`,
        body: { outcome: 'verified', note: 'Passport checked' },
      }),
      readBack: application,
    },
    approveExpertApplication: {
      object: async () => ({ id: shared.application }),
      fresh: async () => ({ id: await make.application() }),
      call: (o) => ({
        path: `/api/admin/applications/${o.id}/approve`,
        body: { checks: ALL_CHECKS },
      }),
      readBack: application,
    },
    rejectExpertApplication: {
      object: async () => ({ id: shared.application }),
      fresh: async () => ({ id: await make.application() }),
      call: (o) => ({
        path: `/api/admin/applications/${o.id}/reject`,
        body: { reason: 'The licence could not be verified.' },
      }),
      readBack: application,
    },
    listMyFavorites: { object: none, call: () => ({ path: '/api/me/favorites' }) },
    listMyFavoriteIds: { object: none, call: () => ({ path: '/api/me/favorites/ids' }) },
    addFavorite: {
      object: none,
      call: () => ({ path: `/api/me/favorites/${world.otherExpert.id}` }),
      readBack: favourites,
      changes: ['owner'],
    },
    removeFavorite: {
      object: none,
      call: () => ({ path: `/api/me/favorites/${expert.id}` }),
      readBack: favourites,
      changes: ['owner'],
    },
    getExpertAvailability: {
      object: none,
      call: () => ({ path: `/api/experts/${expert.id}/availability` }),
    },
    listMyConsultations: {
      object: onConsultation(shared.confirmed),
      call: () => ({ path: '/api/consultations?pageSize=100' }),
      hidden: { id: (o) => o.id, sees: ['owner'] },
    },
    createConsultation: {
      object: async () => ({ at: world.slot() }),
      fresh: async () => ({ at: world.slot() }),
      call: (o) => ({
        path: '/api/consultations',
        body: {
          expertId: expert.id,
          title: 'GST registration for my new business',
          duration: 60,
          scheduledAt: o.at.toISOString(),
        },
      }),
      readBack: async (o) =>
        (await get(admin, `/api/experts/${expert.id}/availability?from=${o.at.toISOString()}`)).body
          .slots[0],
    },
    listExpertConsultations: {
      object: onConsultation(shared.confirmed),
      call: () => ({ path: '/api/consultations/expert?pageSize=100' }),
      hidden: { id: (o) => o.id, sees: ['expert'] },
    },
    getConsultation: {
      object: onConsultation(shared.confirmed),
      call: (o) => ({ path: `/api/consultations/${o.id}` }),
    },
    updateConsultationStatus: action(shared.pending, make.pending, '', { status: 'confirmed' }),
    'updateConsultationStatus (decline)': action(shared.pending, make.pending, '', {
      status: 'cancelled',
    }),
    'updateConsultationStatus (start)': action(shared.confirmed, make.confirmed, '', {
      status: 'in_progress',
    }),
    completeConsultation: action(shared.inProgress, make.inProgress, '/complete'),
    cancelConsultation: action(shared.pending, make.pending, '/cancel', {
      reason: 'Plans changed.',
    }),
    'cancelConsultation (confirmed)': action(shared.confirmed, make.confirmed, '/cancel', {
      reason: 'Plans changed.',
    }),
    rescheduleConsultation: {
      object: onConsultation(shared.confirmed),
      fresh: onConsultation(make.confirmed),
      call: (o) => ({
        path: `/api/consultations/${o.id}/reschedule`,
        body: { scheduledAt: world.slot().toISOString() },
      }),
      readBack: readConsultation,
    },
    reportExpertNoShow: {
      object: onConsultation(shared.confirmed),
      call: (o) => ({ path: `/api/consultations/${o.id}/no-show` }),
      readBack: readConsultation,
    },
    openDispute: action(shared.completed, make.completed, '/dispute', {
      reason: 'The expert left after ten minutes.',
    }),
    resolveDispute: action(shared.disputed, make.disputed, '/resolve-dispute', {
      resolution: 'release',
    }),
    listConsultationMessages: {
      object: onConsultation(shared.confirmed),
      call: (o) => ({ path: `/api/consultations/${o.id}/messages` }),
    },
    sendConsultationMessage: {
      object: onConsultation(shared.confirmed),
      call: (o) => ({
        path: `/api/consultations/${o.id}/messages`,
        body: { message: 'Is the meeting still on?' },
      }),
      readBack: readConsultation,
      changes: ['owner', 'expert'],
    },
    'sendConsultationMessage (closed)': {
      object: onConsultation(shared.completed),
      call: (o) => ({
        path: `/api/consultations/${o.id}/messages`,
        body: { message: 'Is the meeting still on?' },
      }),
      readBack: readConsultation,
    },
    getPaymentConfig: { object: none, call: () => ({ path: '/api/payments/config' }) },
    createPaymentIntent: {
      object: async () => shared.payable,
      call: (o) => ({
        path: '/api/create-payment-intent',
        body: { amount: o.amount, consultationId: o.id },
      }),
      readBack: readConsultation,
    },
    processPayment: {
      // The refused calls name the unpaid booking; the owner's names one whose card step succeeded.
      object: async () => shared.payable,
      fresh: make.cardPaid,
      call: (o) => ({
        path: '/api/process-payment',
        body: { consultationId: o.id, paymentIntentId: o.intentId },
      }),
      readBack: readConsultation,
    },
    confirmSandboxPayment: {
      object: async () => shared.payable,
      fresh: make.payable,
      call: (o) => ({ path: '/api/payments/sandbox/confirm', body: card(o.intentId) }),
      readBack: readConsultation,
    },
    receiveStripeWebhook: {
      object: async () => shared.payable,
      call: (o) => ({
        path: '/api/webhooks/stripe',
        body: {
          id: `evt_${randomUUID()}`,
          type: 'payment_intent.succeeded',
          data: { object: { id: o.intentId } },
        },
      }),
      readBack: readConsultation,
    },
    createReview: {
      object: onConsultation(shared.completed),
      fresh: onConsultation(make.completed),
      call: (o) => ({
        path: '/api/reviews',
        body: { consultationId: o.id, rating: 1, comment: 'Written by whoever called.' },
      }),
      readBack: readConsultation,
    },
    respondToReview: {
      object: async () => ({ id: world.reviewId }),
      call: (o) => ({
        path: `/api/reviews/${o.id}/response`,
        body: { response: 'Thank you, Charlotte.' },
      }),
      readBack: reviews,
      changes: ['expert'],
    },
    getDashboardSummary: { object: none, call: () => ({ path: '/api/dashboard/summary' }) },
    listNotifications: {
      object: async () => ({ id: world.notificationIds[0]! }),
      call: () => ({ path: '/api/notifications?pageSize=100' }),
      hidden: { id: (o) => o.id, sees: ['owner'] },
    },
    markNotificationRead: {
      object: async () => ({ id: world.notificationIds[0]! }),
      call: (o) => ({ path: `/api/notifications/${o.id}/read` }),
      readBack: notifications,
      changes: ['owner'],
    },
    markAllNotificationsRead: {
      object: none,
      call: () => ({ path: '/api/notifications/read-all' }),
      readBack: notifications,
      changes: ['owner'],
    },
    getAdminRevenue: { object: none, call: () => ({ path: '/api/admin/revenue' }) },
    getPendingConfirmations: {
      object: none,
      call: () => ({ path: '/api/admin/pending-confirmations' }),
    },
    listDisputes: { object: none, call: () => ({ path: '/api/admin/disputes' }) },
    listCardDisputes: { object: none, call: () => ({ path: '/api/admin/card-disputes' }) },
    submitCardDisputeEvidence: {
      // A dispute the bank has decided: the admin passes the role check and is told it is too late.
      object: async () => {
        const id = `dp_access${randomUUID().replaceAll('-', '')}`;
        await app.db.knex('card_disputes').insert({
          id,
          consultation_id: shared.completed,
          payment_intent_id: 'pi_access',
          charge_id: 'ch_access',
          amount: 18_000,
          currency: 'NZD',
          reason: 'fraudulent',
          status: 'won',
          closed_at: new Date(),
        });
        return { id };
      },
      call: (o) => ({
        path: `/api/admin/card-disputes/${o.id}/submit`,
        body: { note: 'The client attended the whole session.' },
      }),
      readBack: async (o) => app.db.knex('card_disputes').where({ id: o.id }).first(),
    },
    sendCompletionReminder: {
      object: onConsultation(shared.overdue),
      call: (o) => ({
        path: `/api/admin/send-completion-reminder/${o.id}`,
        body: { message: 'Please mark your consultation as complete.' },
      }),
      readBack: readConsultation,
    },
    autoCompleteOverdue: {
      object: onConsultation(shared.inProgress),
      call: () => ({ path: '/api/admin/auto-complete-overdue' }),
      readBack: readConsultation,
    },
    listEmailOutbox: { object: none, call: () => ({ path: '/api/admin/outbox' }) },
    ...partnerCases(world, { none, get, readConsultation, card }),
    ...payoutCases(world, { none, get }),
    ...availabilityCases(world, { none, get }),
    ...rescheduleCases(world, { readConsultation }),
    ...calendarCases(world, { none, get }),
    ...taxCases(world, { none, get }),
    ...sellerReportCases({ none }),
    ...documentCases(world),
  };
}
