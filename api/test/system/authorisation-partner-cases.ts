// The authorisation matrix's cases for the partners: their administration (admins only), the widget on partner sites
// (a publishable key from an allowed origin, then a booking token), the room entry and account claim a widget booking
// leads to, and the partner server API (a secret key). See authorisation-cases.ts for what a case is.
import { randomUUID } from 'node:crypto';
import type { TestClient } from '../helpers/test-client.js';
import type { Case } from './authorisation-cases.js';
import type { World } from './authorisation-world.js';

/** What the partner cases share with the others. */
export interface CaseKit {
  none: () => Promise<object>;
  get: (client: TestClient, path: string) => Promise<{ status: number; body: any }>;
  readConsultation: (object: { id: string }) => Promise<unknown>;
  card: (paymentIntentId: string) => Record<string, string>;
}

export function partnerCases(world: World, kit: CaseKit): Record<string, Case> {
  const { app, users, shared, expert, make } = world;
  const { none, get, readConsultation, card } = kit;
  const admin = users.admin.client;
  const partner = (o: { id: string }) => get(admin, `/api/admin/partners/${o.id}`);
  const guestBooking = () => make.widgetBooking(`guest-${randomUUID()}@example.co.nz`);
  /**
   * The deliveries of the same event as delivery `o` (a replay adds one), without their progress: the run's other
   * deliveries, and this event's, are still being attempted in the background while the calls are made.
   */
  const deliveriesOfItsEvent = async (o: { id: string }) =>
    app.db
      .knex('partner_webhook_deliveries')
      .whereIn(
        'event_id',
        app.db.knex('partner_webhook_deliveries').select('event_id').where({ id: o.id }),
      )
      .orderBy('created_at')
      .select('id', 'partner_id', 'url');

  return {
    listPartners: { object: none, call: () => ({ path: '/api/admin/partners' }) },
    createPartner: {
      object: none,
      call: () => ({
        path: '/api/admin/partners',
        body: { name: 'Created by whoever called', allowedOrigins: ['https://new.example.nz'] },
      }),
      readBack: async () =>
        ((await admin.get('/api/admin/partners')).body.items as { name: string }[]).map(
          (item) => item.name,
        ),
      changes: ['admin'],
    },
    getPartner: {
      object: async () => world.partner,
      call: (o) => ({ path: `/api/admin/partners/${o.id}` }),
    },
    updatePartner: {
      object: async () => world.partner,
      fresh: () => world.createPartner('Disabled by the matrix', 'https://closing.example.nz'),
      call: (o) => ({ path: `/api/admin/partners/${o.id}`, body: { status: 'disabled' } }),
      readBack: partner,
    },
    rotatePartnerKeys: {
      object: async () => world.partner,
      fresh: () => world.createPartner('Rotated by the matrix', 'https://rotating.example.nz'),
      call: (o) => ({ path: `/api/admin/partners/${o.id}/rotate-keys` }),
      readBack: partner,
    },
    getPartnerReport: {
      object: async () => world.partner,
      call: (o) => ({ path: `/api/admin/partners/${o.id}/report` }),
    },
    getWidgetExpert: { object: none, call: () => ({ path: `/api/widget/experts/${expert.id}` }) },
    getWidgetAvailability: {
      object: none,
      call: () => ({ path: `/api/widget/experts/${expert.id}/availability` }),
    },
    getWidgetPaymentConfig: { object: none, call: () => ({ path: '/api/widget/payments/config' }) },
    createWidgetBooking: {
      object: async () => ({ at: world.slot() }),
      fresh: async () => ({ at: world.slot() }),
      call: (o) => ({
        path: '/api/widget/bookings',
        body: {
          expertId: expert.id,
          scheduledAt: o.at.toISOString(),
          title: 'Buying a rental property',
          guest: { name: 'Mere Tane', email: `guest-${randomUUID()}@example.co.nz` },
        },
      }),
      readBack: async (o) =>
        (await get(admin, `/api/experts/${expert.id}/availability?from=${o.at.toISOString()}`)).body
          .slots[0],
    },
    getWidgetBooking: {
      object: async () => shared.widget,
      call: (o) => ({ path: `/api/widget/bookings/${o.id}` }),
    },
    createWidgetPaymentIntent: {
      object: async () => shared.widget,
      call: (o) => ({ path: `/api/widget/bookings/${o.id}/payment-intent` }),
      readBack: readConsultation,
    },
    confirmWidgetSandboxPayment: {
      object: async () => shared.widget,
      fresh: make.widgetPayable,
      call: (o) => ({
        path: `/api/widget/bookings/${o.id}/sandbox-confirm`,
        body: card(o.intentId),
      }),
      readBack: readConsultation,
    },
    processWidgetPayment: {
      object: async () => shared.widget,
      fresh: make.widgetCardPaid,
      call: (o) => ({
        path: `/api/widget/bookings/${o.id}/process-payment`,
        body: { paymentIntentId: o.intentId },
      }),
      readBack: readConsultation,
    },
    enterWidgetRoom: {
      // A booking that made its guest's account (the only kind a token signs in to); each exchange takes a new one.
      object: guestBooking,
      fresh: guestBooking,
      ownSession: true,
      call: () => ({ path: '/api/widget/room-entry' }),
      readBack: readConsultation,
    },
    claimAccount: {
      object: make.unclaimedAccount,
      fresh: make.unclaimedAccount,
      ownSession: true,
      call: (o) => ({
        path: '/api/auth/claim',
        body: { code: o.code, password: 'a-new-password' },
      }),
      readBack: async (o) =>
        (await app.db.knex('users').where({ id: o.id }).first('password_hash')).password_hash,
    },
    listPartnerBookings: {
      object: async () => shared.widget,
      call: () => ({ path: '/api/partner/bookings?pageSize=100' }),
      hidden: { id: (o) => o.id, sees: ['partner', 'foreignOrigin'] },
    },
    getPartnerBooking: {
      object: async () => shared.widget,
      call: (o) => ({ path: `/api/partner/bookings/${o.id}` }),
    },
    listWebhookDeliveries: {
      object: async () => ({ id: world.deliveryId }),
      call: () => ({ path: '/api/partner/webhook-deliveries?pageSize=100' }),
      hidden: { id: (o) => o.id, sees: ['partner', 'foreignOrigin'] },
    },
    replayWebhookDelivery: {
      object: async () => ({ id: world.deliveryId }),
      call: (o) => ({ path: `/api/partner/webhook-deliveries/${o.id}/replay` }),
      readBack: deliveriesOfItsEvent,
      changes: ['partner'],
    },
  };
}
