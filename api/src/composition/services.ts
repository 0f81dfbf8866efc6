// The composition root of the API's modules: every service is built here, once per app, from the platform's parts
// and the repositories of its own module. The routes (app.ts), the live room (main.ts, the tests) and the lifecycle
// worker (composition/worker.ts) receive them built, so no module builds another's service or reads another's
// repository, and the arrows between modules point one way.
import type { Config } from '../platform/config.js';
import type { Database } from '../platform/db.js';
import type { AppDeps } from '../platform/deps.js';
import { fleetLock } from '../platform/fleet-lock.js';
import { createIdempotencyRepository } from '../platform/idempotency.repository.js';
import { createLoginRateLimiter } from '../platform/rate-limit.js';
import { rateLimitCounters } from '../platform/rate-limit.repository.js';
import { createSecretsRepository } from '../platform/secrets.repository.js';
import { createSessionRepository } from '../platform/session.repository.js';
import { createAdminRepository } from '../modules/admin/admin.repository.js';
import { createAdminService } from '../modules/admin/admin.service.js';
import { createAuthRepository } from '../modules/auth/auth.repository.js';
import { createAuthService } from '../modules/auth/auth.service.js';
import { createOidcClient } from '../modules/auth/oidc.js';
import { oidcSettings } from '../modules/auth/oidc-settings.js';
import { createCatalogueRepository } from '../modules/catalogue/catalogue.repository.js';
import { createCatalogueService } from '../modules/catalogue/catalogue.service.js';
import {
  createNextAvailable,
  NEXT_AVAILABLE_SWEEP_LOCK,
} from '../modules/catalogue/next-available.js';
import { createAvailabilityService } from '../modules/consultations/availability.service.js';
import { createChatRepository } from '../modules/consultations/chat.repository.js';
import { createChatService } from '../modules/consultations/chat.service.js';
import { createConsultationsRepository } from '../modules/consultations/consultations.repository.js';
import { createConsultationsService } from '../modules/consultations/consultations.service.js';
import { createDisputesRepository } from '../modules/consultations/disputes.repository.js';
import { createDisputesService } from '../modules/consultations/disputes.service.js';
import { createLifecycleClient } from '../modules/consultations/lifecycle-client.js';
import { createOverdueService } from '../modules/consultations/overdue.service.js';
import { createFavoritesRepository } from '../modules/favorites/favorites.repository.js';
import { createFavoritesService } from '../modules/favorites/favorites.service.js';
import { createConsultationNotifier } from '../modules/notifications/consultation-notifications.js';
import { createNotificationsRepository } from '../modules/notifications/notifications.repository.js';
import { createNotificationsService } from '../modules/notifications/notifications.service.js';
import { createOnboardingRepository } from '../modules/onboarding/onboarding.repository.js';
import { createOnboardingService } from '../modules/onboarding/onboarding.service.js';
import { createPartnerApiService } from '../modules/partners/partner-api.service.js';
import { createPartnersRepository } from '../modules/partners/partners.repository.js';
import { createPartnersService } from '../modules/partners/partners.service.js';
import { createPartnerBookingRepository } from '../modules/partners/webhooks/partner-booking.repository.js';
import { createPartnerEventsService } from '../modules/partners/webhooks/partner-events.js';
import { createPartnerWebhooksRepository } from '../modules/partners/webhooks/partner-webhooks.repository.js';
import { createWebhookDispatch } from '../modules/partners/webhooks/webhook-dispatch.js';
import {
  createPaymentGateway,
  type ConfiguredPaymentGateway,
} from '../modules/payments/gateway/create-payment-gateway.js';
import { createCardDisputeClient } from '../modules/payments/card-dispute-client.js';
import { createCardDisputeWebhooks } from '../modules/payments/card-dispute-webhooks.js';
import { createCardDisputesRepository } from '../modules/payments/card-disputes.repository.js';
import { createCardDisputesService } from '../modules/payments/card-disputes.service.js';
import { createPaymentsRepository } from '../modules/payments/payments.repository.js';
import { createPaymentsService } from '../modules/payments/payments.service.js';
import { payoutAccountWebhooks } from '../modules/payouts/payout-account-webhooks.js';
import { paymentDomainsFor, payoutsServiceFor } from './money-parts.js';
import { calendarServicesFor } from './calendar-parts.js';
import { documentsServiceFor, postingObserverFor } from './document-parts.js';
import { createReportsRepository } from '../modules/reports/reports.repository.js';
import { createReportsService } from '../modules/reports/reports.service.js';
import { createReviewsRepository } from '../modules/reviews/reviews.repository.js';
import { createReviewsService } from '../modules/reviews/reviews.service.js';
import { createRoomRepository } from '../modules/room/room.repository.js';
import { createSchedulingRepository } from '../modules/scheduling/scheduling.repository.js';
import { createSchedulingService } from '../modules/scheduling/scheduling.service.js';
import { createTaxRepository } from '../modules/tax/tax.repository.js';
import { createTaxService } from '../modules/tax/tax.service.js';
import { createSellerReportsRepository } from '../modules/seller-reports/seller-reports.repository.js';
import { createSellerReportsService } from '../modules/seller-reports/seller-reports.service.js';
import { createBookingTokens } from '../modules/widget/booking-token.js';
import { createWidgetRepository } from '../modules/widget/widget.repository.js';
import { createWidgetService } from '../modules/widget/widget.service.js';
import { pendingMigrations } from '../db/schema-step.js';

/** What the app is built from: the platform's parts, and the payment gateway when the caller shares one. */
export interface AppParts extends AppDeps {
  /** One gateway for the API and the in-process worker (the sandbox signs its own events with its own secret). */
  payments?: ConfiguredPaymentGateway | undefined;
}

export type Services = ReturnType<typeof composeServices>;

/** Every module's services over one database; built once per app. */
export function composeServices(parts: AppParts) {
  const { config, db, logger, storage, temporal, live } = parts;
  const { knex } = db;
  const lifecycle = createLifecycleClient(temporal?.client, temporal?.taskQueue);
  const notify = createConsultationNotifier({ publicUrl: config.PUBLIC_URL });
  const counters = rateLimitCounters(knex);

  const consultationsRepository = createConsultationsRepository(knex);
  const calendarServices = calendarServicesFor(parts);
  // Imported calendars' busy times reach the rules through the ExternalBusyTimes port.
  const scheduling = createSchedulingService({
    repository: createSchedulingRepository(knex),
    booked: consultationsRepository,
    external: calendarServices.calendarBusyTimes,
  });
  const catalogueRepository = createCatalogueRepository(knex);
  // The directory's stored next free times are computed by the scheduling module's rule; the periodic sweep of stale
  // ones runs in every API process and takes a lock so that one of them sweeps at a time.
  const nextAvailable = createNextAvailable({
    repository: catalogueRepository,
    times: scheduling,
    exclusive: fleetLock(db, NEXT_AVAILABLE_SWEEP_LOCK),
  });
  const catalogue = createCatalogueService({ repository: catalogueRepository, nextAvailable });
  const consultations = createConsultationsService({
    repository: consultationsRepository,
    scheduling,
    lifecycle,
    lifecycleConfig: config.lifecycle,
    notify,
  });
  const gateway = parts.payments ?? createPaymentGateway(config, db);
  const payouts = payoutsServiceFor({ config, db, gateway, temporal: temporal?.client, logger });
  const cardDisputes = cardDisputeParts(parts, gateway);
  const payments = createPaymentsService({
    accountEvents: payoutAccountWebhooks(payouts),
    cardDisputes: cardDisputes.webhooks,
    repository: createPaymentsRepository(knex, {
      notify,
      observePostings: postingObserverFor(config),
    }),
    config,
    gateway,
    lifecycle,
    consultations,
    logger,
    live,
  });
  // The sandbox announces its connected accounts' changes and its card disputes as Stripe would: signed events to our
  // own webhook handling.
  if (gateway.kind === 'sandbox') {
    gateway.accounts.onEvent((event) => payments.webhook(event.payload, event.signature));
  }
  if (gateway.kind === 'sandbox' && gateway.disputes) {
    gateway.disputes.receiver = (delivery) =>
      payments.webhook(delivery.payload, delivery.signature);
    gateway.disputes.onError = (error) =>
      logger.error({ err: error }, 'the sandbox could not deliver a card dispute');
  }
  const webhooks = partnerWebhooks(parts);
  const widgetRepository = createWidgetRepository(knex);

  return {
    /** The platform's own stores the HTTP edge and the routes use. */
    sessions: createSessionRepository(knex),
    secrets: createSecretsRepository(knex),
    idempotencyKeys: createIdempotencyRepository(knex),
    counters,
    /** The migrations the code knows and the database lacks: readiness says `schema: behind` while any do. */
    schemaVersion: { pending: () => pendingMigrations(knex) },
    auth: createAuthService({
      repository: createAuthRepository(knex),
      rateLimiter: createLoginRateLimiter(counters, {
        accountLimit: config.LOGIN_RATE_LIMIT,
        addressLimit: config.LOGIN_IP_RATE_LIMIT,
        windowSeconds: config.LOGIN_RATE_WINDOW_SECONDS,
      }),
      oidc: oidcClient(config),
      adminEmails: config.ADMIN_EMAILS,
    }),
    onboarding: createOnboardingService({
      repository: createOnboardingRepository(knex),
      storage,
    }),
    admin: createAdminService({ repository: createAdminRepository(knex) }),
    catalogue,
    /** The sweep of stale next free times (main.ts runs it). */
    nextAvailable,
    favorites: createFavoritesService({ repository: createFavoritesRepository(knex), catalogue }),
    reviews: createReviewsService({ repository: createReviewsRepository(knex) }),
    reports: createReportsService({ repository: createReportsRepository(knex) }),
    sellerReports: createSellerReportsService({
      repository: createSellerReportsRepository(knex),
    }),
    consultations,
    scheduling,
    availability: createAvailabilityService({ repository: consultationsRepository, scheduling }),
    ...composeRoomServices(db),
    overdue: createOverdueService({ repository: consultationsRepository, consultations, logger }),
    disputes: createDisputesService({
      disputes: createDisputesRepository(knex),
      consultations,
    }),
    gateway,
    payments,
    payouts,
    cardDisputes: createCardDisputesService(cardDisputes),
    notifications: createNotificationsService({ repository: createNotificationsRepository(knex) }),
    partners: createPartnersService({
      repository: createPartnersRepository(knex),
      keyMode: config.isProduction ? 'live' : 'test',
      paymentDomains: paymentDomainsFor(parts, gateway),
    }),
    partnerApi: createPartnerApiService({
      bookings: createPartnerBookingRepository(knex),
      webhooks: webhooks.repository,
      publicUrl: config.PUBLIC_URL,
      startDeliveries: webhooks.startDeliveries,
    }),
    widget: createWidgetService({
      repository: widgetRepository,
      publicUrl: config.PUBLIC_URL,
      consultations,
      payments,
      tokens: createBookingTokens(widgetRepository, {
        ttlMs: config.BOOKING_TOKEN_TTL_MINUTES * 60_000,
      }),
      partnerEvents: webhooks.events,
      startDeliveries: webhooks.startDeliveries,
    }),
    documents: documentsServiceFor(parts),
    ...calendarServices,
    tax: createTaxService({ repository: createTaxRepository(knex) }),
  };
}

/** Card disputes: the provider's events to their workflows. */
function cardDisputeParts({ db, temporal }: AppParts, gateway: ConfiguredPaymentGateway) {
  const repository = createCardDisputesRepository(db.knex);
  const client = createCardDisputeClient(temporal?.client, temporal?.taskQueue);
  return {
    repository,
    client,
    webhooks: createCardDisputeWebhooks({ gateway, repository, client }),
  };
}

/** What the live room needs (the chat it stores messages through, its own reads); part of composeServices too. */
export function composeRoomServices(db: Database) {
  return {
    chat: createChatService({
      chat: createChatRepository(db.knex),
      consultations: createConsultationsRepository(db.knex),
    }),
    room: createRoomRepository(db.knex),
  };
}

function oidcClient(config: Config) {
  const settings = oidcSettings(config);
  return settings ? createOidcClient(settings) : undefined;
}

/**
 * The partner webhooks for the HTTP side: recording events, and starting the deliveries once their rows are committed.
 * Without Temporal, or when it cannot be reached, they wait for the sweep at the next worker start (logged).
 */
function partnerWebhooks({ db, config, logger, temporal }: AppParts) {
  const repository = createPartnerWebhooksRepository(db.knex);
  const dispatch =
    temporal &&
    createWebhookDispatch({
      repository,
      client: temporal.client,
      retry: config.partnerWebhookRetry,
      taskQueue: temporal.taskQueue,
    });
  return {
    repository,
    events: createPartnerEventsService({ repository, publicUrl: config.PUBLIC_URL }),
    async startDeliveries(deliveryIds: string[]): Promise<void> {
      if (!dispatch || deliveryIds.length === 0) return;
      await dispatch
        .start(deliveryIds)
        .catch((error: unknown) =>
          logger.error({ err: error, deliveryIds }, 'partner webhook deliveries did not start'),
        );
    },
  };
}
