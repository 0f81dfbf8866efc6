// Recording what happened to a partner's booking, in the transaction that made it happen: the event (its payload
// fixed now, as the exact JSON every delivery of it sends) and its first delivery. The delivery's workflow is
// started only after that transaction commits (partner-webhook-dispatch.ts).
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { components } from '@expertbridge/sdk';
import { consultationBalances } from '../../ledger/ledger.records.js';
import { toPartnerBooking } from '../partner-booking-view.js';
import { findPartnerBooking } from './partner-booking.repository.js';
import {
  insertDelivery,
  insertEventOnce,
  webhookPartnerOf,
  type PartnerEventType,
} from './partner-webhooks.repository.js';

type PartnerWebhookEvent = components['schemas']['PartnerWebhookEvent'];

/**
 * Records a `type` event of the consultation for its partner, inside the caller's transaction `trx`, when the
 * consultation was booked through an active partner with a webhook address; once per consultation and type.
 * Answers the new delivery's id (start it after the commit with deliveryStarter(deps)), else undefined.
 */
export async function recordPartnerEvent(
  trx: Knex.Transaction,
  input: { consultationId: string; type: PartnerEventType; publicUrl: string },
): Promise<string | undefined> {
  const partner = await webhookPartnerOf(trx, input.consultationId);
  if (!partner) return undefined;
  const booking = await findPartnerBooking(trx, input.consultationId, partner.id);
  if (!booking) return undefined;
  const balances = await consultationBalances(trx, input.consultationId);
  const createdAt = new Date();
  const event: PartnerWebhookEvent = {
    id: `evt_${randomBytes(12).toString('hex')}`,
    type: input.type,
    createdAt: createdAt.toISOString(),
    data: { booking: toPartnerBooking(booking, balances, input.publicUrl, new Date()) },
  };
  const recorded = await insertEventOnce(trx, {
    id: event.id,
    partner_id: partner.id,
    consultation_id: input.consultationId,
    type: input.type,
    payload: JSON.stringify(event),
    created_at: createdAt,
  });
  if (!recorded) return undefined;
  return insertDelivery(trx, {
    event_id: event.id,
    partner_id: partner.id,
    url: partner.webhook_url,
  });
}
