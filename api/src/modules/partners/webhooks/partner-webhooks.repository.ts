// The only code that reads and writes partner events and webhook deliveries.
import type { Knex } from 'knex';
import type { components } from '@expertbridge/sdk';
import type { Page } from '../../../platform/page.js';

export type PartnerEventType = components['schemas']['PartnerWebhookEventType'];

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

/** The partner that should hear of a consultation's events: an active one with a webhook address. */
export async function webhookPartnerOf(
  trx: Knex,
  consultationId: string,
): Promise<{ id: string; webhook_url: string } | undefined> {
  return trx('consultations as c')
    .join('partners as p', 'p.id', 'c.partner_id')
    .where('c.id', consultationId)
    .where('p.status', 'active')
    .whereNotNull('p.webhook_url')
    .first('p.id', 'p.webhook_url');
}

/** Inserts the event unless the consultation already has one of this type; true when it was inserted. */
export async function insertEventOnce(
  trx: Knex,
  event: {
    id: string;
    partner_id: string;
    consultation_id: string;
    type: string;
    payload: string;
    created_at: Date;
  },
): Promise<boolean> {
  const inserted = await trx('partner_events')
    .insert(event)
    .onConflict(['consultation_id', 'type'])
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

/** A new pending delivery of an event; answers its id. */
export async function insertDelivery(
  trx: Knex,
  delivery: { event_id: string; partner_id: string; url: string },
): Promise<string> {
  const [row] = await trx('partner_webhook_deliveries').insert(delivery).returning('id');
  return row.id as string;
}

function selectDeliveries(knex: Knex) {
  return knex('partner_webhook_deliveries as d')
    .join('partner_events as e', 'e.id', 'd.event_id')
    .select('d.*', 'e.type', 'e.consultation_id');
}

/** The delivery, when it is this partner's. */
export function findDelivery(
  knex: Knex,
  id: string,
  partnerId: string,
): Promise<DeliveryRow | undefined> {
  return selectDeliveries(knex).where({ 'd.id': id, 'd.partner_id': partnerId }).first();
}

/** One page of the partner's deliveries, newest first. */
export async function listDeliveries(
  knex: Knex,
  partnerId: string,
  page: { page: number; pageSize: number },
): Promise<Page<DeliveryRow>> {
  const [rows, counted] = await Promise.all([
    selectDeliveries(knex)
      .where('d.partner_id', partnerId)
      .orderBy([
        { column: 'd.created_at', order: 'desc' },
        { column: 'd.id', order: 'desc' },
      ])
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    knex('partner_webhook_deliveries')
      .where('partner_id', partnerId)
      .count<{ total: number }[]>({ total: '*' }),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

export function findDeliveryAttempt(
  knex: Knex,
  id: string,
): Promise<DeliveryAttemptRow | undefined> {
  return knex('partner_webhook_deliveries as d')
    .join('partner_events as e', 'e.id', 'd.event_id')
    .join('partners as p', 'p.id', 'd.partner_id')
    .where('d.id', id)
    .first('d.status', 'd.url', 'e.payload', 'p.webhook_secret', 'p.status as partner_status');
}

const MAX_ERROR_LENGTH = 500;

/** Records one attempt on a pending delivery: its status code or error, and whether it got through. */
export async function recordAttempt(
  knex: Knex,
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
}

/** Marks a pending delivery failed; a refusal that sent nothing leaves its reason as the last error. */
export async function markFailed(knex: Knex, id: string, reason: string): Promise<void> {
  await knex('partner_webhook_deliveries')
    .where({ id, status: 'pending' })
    .update({
      status: 'failed',
      last_error: knex.raw('coalesce(last_error, ?)', [reason.slice(0, MAX_ERROR_LENGTH)]),
    });
}

/** The deliveries whose workflow was never started, oldest first (all of them, or one consultation's). */
export async function undispatchedDeliveries(
  knex: Knex,
  options: { consultationId?: string; limit: number },
): Promise<string[]> {
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
}

export async function markDispatched(knex: Knex, id: string): Promise<void> {
  await knex('partner_webhook_deliveries')
    .where({ id })
    .whereNull('dispatched_at')
    .update({ dispatched_at: knex.fn.now() });
}
