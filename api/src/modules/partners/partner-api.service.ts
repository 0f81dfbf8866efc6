// The partner server API's rules: a partner reads its own bookings and its own webhook deliveries, and replays a
// delivery as a new one of the same event. Another partner's booking or delivery is simply not found.
import type { components } from '@expertbridge/sdk';
import type { ConsultationStatus } from '@expertbridge/workflows';
import { AppError } from '../../platform/errors.js';
import type { ApiPartner } from './partner-api.auth.js';
import { toPartnerBooking } from './partner-booking-view.js';
import type { PartnerBookingRepository } from './webhooks/partner-booking.repository.js';
import type {
  DeliveryRow,
  PartnerWebhooksRepository,
} from './webhooks/partner-webhooks.repository.js';

type Schemas = components['schemas'];

export interface PartnerApiDeps {
  bookings: PartnerBookingRepository;
  webhooks: PartnerWebhooksRepository;
  publicUrl: string;
  /** Starts the new deliveries' workflows (after their rows are committed). */
  startDeliveries(deliveryIds: string[]): Promise<void>;
}

function toDelivery(row: DeliveryRow): Schemas['WebhookDelivery'] {
  return {
    id: row.id,
    eventId: row.event_id,
    type: row.type,
    bookingId: row.consultation_id,
    url: row.url,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    deliveredAt: row.delivered_at?.toISOString() ?? null,
  };
}

export const bookingNotFound = () => AppError.notFound('Booking not found', 'booking_not_found');
export const deliveryNotFound = () => AppError.notFound('Delivery not found', 'delivery_not_found');

export type PartnerApiService = ReturnType<typeof createPartnerApiService>;

export function createPartnerApiService(deps: PartnerApiDeps) {
  const { bookings, webhooks, publicUrl, startDeliveries } = deps;
  return {
    /** One page of the partner's bookings, newest first. */
    async listBookings(
      partner: ApiPartner,
      query: { status?: ConsultationStatus | undefined; page: number; pageSize: number },
    ): Promise<Schemas['PartnerBookingPage']> {
      const { rows, total } = await bookings.list(partner.id, query);
      return {
        items: rows.map(({ row, balances }) =>
          toPartnerBooking(row, balances, publicUrl, new Date()),
        ),
        page: query.page,
        pageSize: query.pageSize,
        total,
      };
    },

    /** One of the partner's bookings. */
    async getBooking(partner: ApiPartner, id: string): Promise<Schemas['PartnerBooking']> {
      const booking = await bookings.find(id, partner.id);
      if (!booking) throw bookingNotFound();
      return toPartnerBooking(booking.row, booking.balances, publicUrl, new Date());
    },

    /** One page of the partner's webhook deliveries, newest first. */
    async listDeliveries(
      partner: ApiPartner,
      page: { page: number; pageSize: number },
    ): Promise<Schemas['WebhookDeliveryPage']> {
      const { rows, total } = await webhooks.listDeliveries(partner.id, page);
      return { items: rows.map(toDelivery), page: page.page, pageSize: page.pageSize, total };
    },

    /** A new delivery of the delivery's event to the partner's current address, started at once. */
    async replay(partner: ApiPartner, deliveryId: string): Promise<Schemas['WebhookDelivery']> {
      const original = await webhooks.findDelivery(deliveryId, partner.id);
      if (!original) throw deliveryNotFound();
      if (!partner.webhook_url) {
        throw AppError.conflict('no_webhook_url', 'Set a webhook address before replaying');
      }
      const id = await webhooks.insertDelivery({
        event_id: original.event_id,
        partner_id: partner.id,
        url: partner.webhook_url,
      });
      await startDeliveries([id]);
      const created = await webhooks.findDelivery(id, partner.id);
      return toDelivery(created!);
    },
  };
}
