// The contract's PartnerBooking for a row, until the partners module's own view (partner-booking-view.ts) lands
// on main; then this file goes and its callers use that one.
import type { components } from '@expertbridge/sdk';
import { resolveLifecycleConfig } from '@expertbridge/workflows';
import type { Balances } from '../../ledger/ledger.js';
import { cancellationOf, moneyOf } from '../../consultations/consultation-view.js';
import type { PartnerBookingRow } from './partner-booking.repository.js';

type Schemas = components['schemas'];

/** A partner's booking as its server API and webhooks show it. */
export function toPartnerBooking(
  row: PartnerBookingRow,
  balances: Balances,
  publicUrl: string,
): Schemas['PartnerBooking'] {
  const money = (amount: number) => ({ amount, currency: row.currency });
  const paymentWindowMs = resolveLifecycleConfig(row.lifecycle_config).paymentWindowMs;
  return {
    id: row.id,
    reference: `EB-${row.id.slice(0, 8).toUpperCase()}`,
    status: row.status,
    title: row.title,
    duration: row.duration_minutes as Schemas['ConsultationDuration'],
    scheduledAt: row.scheduled_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    consultationType: row.consultation_type,
    expert: {
      id: row.expert_id,
      name: `${row.expert_first_name} ${row.expert_last_name}`,
      title: row.expert_title,
      timeZone: row.expert_time_zone,
    },
    price: {
      total: money(row.total_amount),
      platformFee: money(row.platform_fee),
      expertShare: money(row.expert_amount),
    },
    money: moneyOf(row, balances, new Date()),
    paymentDueAt:
      row.status === 'pending_payment'
        ? new Date(row.created_at.getTime() + paymentWindowMs).toISOString()
        : null,
    roomUrl: `${publicUrl}/consultation/${row.id}`,
    metadata: row.partner_metadata ?? {},
    createdAt: row.created_at.toISOString(),
    guest: { name: `${row.client_first_name} ${row.client_last_name}`, email: row.client_email },
    cancellation: cancellationOf(row),
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}
