// A booking as the widget (WidgetBooking) and the partner's server and webhooks (PartnerBooking) see it: what the
// guest booked, its price, where the money is, and the room on our own site. Never the expert's or client's ids.
import type { components } from '@expertbridge/sdk';
import type { Balances } from '../ledger/ledger.js';
import { cancellationOf, moneyOf, responseDueOf } from '../consultations/consultation-view.js';
import type { ConsultationRow } from '../consultations/consultation-row.js';
import { resolveLifecycleConfig } from '@expertbridge/workflows';

type Schemas = components['schemas'];

/** The reference people quote on the phone: short, from the id, unambiguous in upper case. */
export function bookingReference(id: string): string {
  return `EB-${id.slice(0, 8).toUpperCase()}`;
}

export function toWidgetBooking(
  row: ConsultationRow,
  balances: Balances,
  publicUrl: string,
  now: Date,
): Schemas['WidgetBooking'] {
  const money = (amount: number) => ({ amount, currency: row.currency });
  const config = resolveLifecycleConfig(row.lifecycle_config);
  return {
    id: row.id,
    reference: bookingReference(row.id),
    status: row.status,
    title: row.title,
    duration: row.duration_minutes as Schemas['WidgetBooking']['duration'],
    scheduledAt: row.scheduled_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    consultationType: row.consultation_type,
    expert: {
      id: row.expert_id,
      name: `${row.expert_first_name} ${row.expert_last_name}`.trim(),
      title: row.expert_title,
      timeZone: row.expert_time_zone,
    },
    price: {
      total: money(row.total_amount),
      platformFee: money(row.platform_fee),
      expertShare: money(row.expert_amount),
    },
    money: withoutPayoutReadiness(moneyOf(row, balances, now)),
    paymentDueAt:
      row.status === 'pending_payment'
        ? new Date(row.created_at.getTime() + config.paymentWindowMs).toISOString()
        : null,
    responseDueAt: responseDueOf(row),
    roomUrl: `${publicUrl}/consultation/${row.id}`,
    metadata: row.partner_metadata ?? {},
    createdAt: row.created_at.toISOString(),
  };
}

export function toPartnerBooking(
  row: ConsultationRow,
  balances: Balances,
  publicUrl: string,
  now: Date,
): Schemas['PartnerBooking'] {
  return {
    ...toWidgetBooking(row, balances, publicUrl, now),
    guest: {
      name: `${row.client_first_name} ${row.client_last_name}`.trim(),
      email: row.client_email,
    },
    cancellation: cancellationOf(row),
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}

/** The money as a partner sees it: the expert's payout readiness is the expert's own business. */
function withoutPayoutReadiness<M extends { payoutWaitsForDetails?: boolean }>(
  money: M,
): Omit<M, 'payoutWaitsForDetails'> {
  const { payoutWaitsForDetails: _expertsOwn, ...shared } = money;
  return shared;
}
