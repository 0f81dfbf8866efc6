// The only code that reads and writes partner events and webhook deliveries: the delivery model for the log and
// the attempts, knex for the conditional updates that must not race a concurrent attempt.
import type { Knex } from 'knex';
import type { components } from '@expertbridge/sdk';
import type { Page } from '../../../platform/page.js';
import {
  createPartnerBookingRepository,
  type PartnerBooking,
} from './partner-booking.repository.js';
import { WebhookDeliveryModel } from './webhook-delivery.model.js';

export type PartnerEventType = components['schemas']['PartnerWebhookEventType'];

/** The transaction a caller has open (a lifecycle step's), in which an event is recorded with what caused it. */
export type CallerTransaction = Knex.Transaction;

/** A delivery with its event's type and booking, as the delivery log shows it. */
export interface DeliveryRow {
  id: string;
  event_id: string;
  partner_id: string;
  type: PartnerEventType;
  consultation_id: string;
  url: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Date;
  delivered_at: Date | null;
}

/** What one attempt needs: the bytes to send, where, and the partner's current signing secret. */
export interface DeliveryAttemptRow {
  status: DeliveryRow['status'];
  url: string;
  payload: string;
  webhook_secret: string;
  partner_status: 'active' | 'disabled';
}

/** An event as it is stored: its id, when it happened, and the exact JSON every delivery of it sends. */
export interface NewEvent {
  id: string;
  createdAt: Date;
  payload: string;
}

const MAX_ERROR_LENGTH = 500;

export type PartnerWebhooksRepository = ReturnType<typeof createPartnerWebhooksRepository>;

export function createPartnerWebhooksRepository(knex: Knex) {
  const deliveryLog = (on: Knex = knex) =>
    WebhookDeliveryModel.query(on)
      .joinRelated('event')
      .select('partner_webhook_deliveries.*', 'event.type', 'event.consultation_id')
      .castTo<DeliveryRow[]>();

  /** A new pending delivery of an event; answers its id. */
  async function insertDelivery(
    on: Knex,
    delivery: { event_id: string; partner_id: string; url: string },
  ): Promise<string> {
    const row = await WebhookDeliveryModel.query(on).insert(delivery).returning('id');
    return row.id;
  }

  /** The event for the consultation, within `trx`; see recordEvent. */
  async function recordEventWithin(
    trx: CallerTransaction,
    input: { consultationId: string; type: PartnerEventType; occurrence?: number },
    eventOf: (booking: PartnerBooking) => NewEvent,
  ): Promise<string | undefined> {
    // The partner that should hear of the consultation's events: an active one with a webhook address.
    const partner: { id: string; webhook_url: string } | undefined = await trx('consultations as c')
      .join('partners as p', 'p.id', 'c.partner_id')
      .where('c.id', input.consultationId)
      .where('p.status', 'active')
      .whereNotNull('p.webhook_url')
      .first('p.id', 'p.webhook_url');
    if (!partner) return undefined;
    const booking = await createPartnerBookingRepository(trx).find(
      input.consultationId,
      partner.id,
    );
    if (!booking) return undefined;
    const event = eventOf(booking);
    // Once per consultation, type and occurrence: an insert the conflict ignores returns nothing.
    const inserted = await trx('partner_events')
      .insert({
        id: event.id,
        partner_id: partner.id,
        consultation_id: input.consultationId,
        type: input.type,
        occurrence: input.occurrence ?? 0,
        payload: event.payload,
        created_at: event.createdAt,
      })
      .onConflict(['consultation_id', 'type', 'occurrence'])
      .ignore()
      .returning('id');
    if (inserted.length === 0) return undefined;
    return insertDelivery(trx, {
      event_id: event.id,
      partner_id: partner.id,
      url: partner.webhook_url,
    });
  }

  return {
    /**
     * Records a `type` event of the consultation for its partner, when the consultation was booked through an
     * active partner with a webhook address; once per consultation and type. `eventOf` writes the event from the
     * booking as it stands in the same transaction: the caller's `trx` when given (the event commits with what
     * caused it), else one of its own. Answers the new delivery's id, else undefined.
     */
    recordEvent(
      input: { consultationId: string; type: PartnerEventType; occurrence?: number },
      eventOf: (booking: PartnerBooking) => NewEvent,
      trx?: CallerTransaction,
    ): Promise<string | undefined> {
      if (trx) return recordEventWithin(trx, input, eventOf);
      return knex.transaction((own) => recordEventWithin(own, input, eventOf));
    },

    /** A new pending delivery of an event; answers its id. */
    insertDelivery: (delivery: { event_id: string; partner_id: string; url: string }) =>
      insertDelivery(knex, delivery),

    /** The delivery, when it is this partner's. */
    async findDelivery(id: string, partnerId: string): Promise<DeliveryRow | undefined> {
      const [row] = await deliveryLog().where({
        'partner_webhook_deliveries.id': id,
        'partner_webhook_deliveries.partner_id': partnerId,
      });
      return row;
    },

    /** One page of the partner's deliveries, newest first. */
    async listDeliveries(
      partnerId: string,
      page: { page: number; pageSize: number },
    ): Promise<Page<DeliveryRow>> {
      const [rows, total] = await Promise.all([
        deliveryLog()
          .where('partner_webhook_deliveries.partner_id', partnerId)
          .orderBy([
            { column: 'partner_webhook_deliveries.created_at', order: 'desc' },
            { column: 'partner_webhook_deliveries.id', order: 'desc' },
          ])
          .limit(page.pageSize)
          .offset((page.page - 1) * page.pageSize),
        WebhookDeliveryModel.query(knex).where('partner_id', partnerId).resultSize(),
      ]);
      return { rows, total };
    },

    /** The delivery with its event's payload and its partner's secret and status, for one attempt. */
    async findDeliveryAttempt(id: string): Promise<DeliveryAttemptRow | undefined> {
      const delivery = await WebhookDeliveryModel.query(knex)
        .findById(id)
        .withGraphJoined('[event, partner]');
      if (!delivery?.event || !delivery.partner) return undefined;
      return {
        status: delivery.status,
        url: delivery.url,
        payload: delivery.event.payload,
        webhook_secret: delivery.partner.webhook_secret,
        partner_status: delivery.partner.status,
      };
    },

    /** Records one attempt on a pending delivery: its status code or error, and whether it got through. */
    async recordAttempt(
      id: string,
      attempt: { statusCode: number | null; error: string | null; delivered: boolean },
    ): Promise<void> {
      await knex('partner_webhook_deliveries')
        .where({ id, status: 'pending' })
        .update({
          attempts: knex.raw('attempts + 1'),
          last_status_code: attempt.statusCode,
          last_error: attempt.error?.slice(0, MAX_ERROR_LENGTH) ?? null,
          ...(attempt.delivered ? { status: 'delivered', delivered_at: knex.fn.now() } : {}),
        });
    },

    /** Marks a pending delivery failed; a refusal that sent nothing leaves its reason as the last error. */
    async markFailed(id: string, reason: string): Promise<void> {
      await knex('partner_webhook_deliveries')
        .where({ id, status: 'pending' })
        .update({
          status: 'failed',
          last_error: knex.raw('coalesce(last_error, ?)', [reason.slice(0, MAX_ERROR_LENGTH)]),
        });
    },

    /** The deliveries whose workflow was never started, oldest first (all of them, or one consultation's). */
    async undispatchedDeliveries(options: {
      consultationId?: string;
      limit: number;
    }): Promise<string[]> {
      const query = knex('partner_webhook_deliveries as d')
        .whereNull('d.dispatched_at')
        .where('d.status', 'pending')
        .orderBy('d.created_at')
        .limit(options.limit)
        .select('d.id');
      if (options.consultationId) {
        query
          .join('partner_events as e', 'e.id', 'd.event_id')
          .where('e.consultation_id', options.consultationId);
      }
      return (await query).map((row: { id: string }) => row.id);
    },

    async markDispatched(id: string): Promise<void> {
      await knex('partner_webhook_deliveries')
        .where({ id })
        .whereNull('dispatched_at')
        .update({ dispatched_at: knex.fn.now() });
    },
  };
}
