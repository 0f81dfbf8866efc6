// The consultation as other modules' repositories may read it: published by the consultations module, read-only.
// Only repositories import a records file (dependency-cruiser holds it); services ask their own repository.
import type { Knex } from 'knex';
import { prepared } from '../../platform/db.js';
import type { ConsultationRow, ConsultationWithBalances } from './consultation-row.js';

export function selectConsultationRows(knex: Knex) {
  return knex('consultations as c')
    .join('users as cu', 'cu.id', 'c.client_id')
    .join('experts as e', 'e.id', 'c.expert_id')
    .join('users as eu', 'eu.id', 'e.user_id')
    .join('categories as cat', 'cat.id', 'e.category_id')
    .leftJoin('reviews as r', 'r.consultation_id', 'c.id')
    .select(
      'c.*',
      'cu.first_name as client_first_name',
      'cu.last_name as client_last_name',
      'cu.email as client_email',
      'cu.profile_image_url as client_profile_image_url',
      'e.title as expert_title',
      'e.time_zone as expert_time_zone',
      'eu.first_name as expert_first_name',
      'eu.last_name as expert_last_name',
      'eu.profile_image_url as expert_profile_image_url',
      'cat.id as category_id',
      'cat.name as category_name',
      'r.id as review_id',
      'r.rating as review_rating',
      'r.comment as review_comment',
      'r.expert_response as review_expert_response',
      'r.responded_at as review_responded_at',
      'r.created_at as review_created_at',
    );
}

/** A consultation by id with everything its view needs, or undefined. */
export function findConsultation(knex: Knex, id: string): Promise<ConsultationRow | undefined> {
  return selectConsultationRows(knex)
    .where('c.id', id)
    .first()
    .options(prepared('consultation_view'));
}

/** A consultation by id with its ledger balances: the view's whole data in one round trip. */
export function findConsultationWithBalances(
  knex: Knex,
  id: string,
): Promise<ConsultationWithBalances | undefined> {
  return selectConsultationRows(knex)
    .select(
      knex.raw(
        `(SELECT coalesce(jsonb_object_agg(b.account, b.total), '{}'::jsonb)
            FROM (SELECT account, sum(amount)::bigint AS total FROM ledger_entries
                   WHERE consultation_id = c.id GROUP BY account) b) AS ledger_balances`,
      ),
    )
    .where('c.id', id)
    .first()
    .options(prepared('consultation_view_balances'));
}

/** Whether the payment intent was taken for this consultation. */
export async function consultationHasPayment(
  knex: Knex,
  consultationId: string,
  paymentIntentId: string,
): Promise<boolean> {
  const payment = await knex('consultation_payments')
    .where({ payment_intent_id: paymentIntentId, consultation_id: consultationId })
    .first('payment_intent_id');
  return payment !== undefined;
}
