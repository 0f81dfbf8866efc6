// The only code of the widget module that touches the database: its booking tokens; the guests' accounts it makes
// and the bookings it reads go through the records the auth and consultations modules publish.
import type { Knex } from 'knex';
import { platformSecret } from '../../platform/secrets.js';
import { createSecretsRepository } from '../../platform/secrets.repository.js';
import {
  deleteGuestAccount,
  endSessionsIfUnclaimed,
  findAccountByEmail,
  insertGuestAccount,
  isUnclaimed,
} from '../auth/account.records.js';
import {
  consultationHasPayment,
  findConsultation,
  findConsultationWithBalances,
} from '../consultations/consultation.records.js';

export interface BookingTokenRow {
  id: string;
  consultation_id: string;
  partner_id: string;
  created_account: boolean;
  expires_at: Date;
  revoked_at: Date | null;
  exchanged_at: Date | null;
}

export type WidgetRepository = ReturnType<typeof createWidgetRepository>;

export function createWidgetRepository(knex: Knex) {
  const secrets = createSecretsRepository(knex);
  return {
    /** The key booking tokens are signed with: made once, kept in the database, so it outlives a restart. */
    tokenSigningKey: () => platformSecret(secrets, 'booking-token-key'),

    async insertToken(token: Omit<BookingTokenRow, 'revoked_at' | 'exchanged_at'>): Promise<void> {
      await knex('booking_tokens').insert(token);
    },

    async findToken(id: string): Promise<BookingTokenRow | undefined> {
      return knex('booking_tokens').where({ id }).first();
    },

    /** Marks the token exchanged for a session; false when it already was. */
    async markTokenExchanged(id: string): Promise<boolean> {
      const changed = await knex('booking_tokens')
        .where({ id })
        .whereNull('exchanged_at')
        .update({ exchanged_at: knex.fn.now() });
      return changed === 1;
    },

    findUserByEmail: (email: string) => findAccountByEmail(knex, email),
    endSessionsIfUnclaimed: (userId: string) => endSessionsIfUnclaimed(knex, userId),
    insertGuest: (guest: { email: string; firstName: string; lastName: string }) =>
      insertGuestAccount(knex, guest),
    deleteGuest: (userId: string) => deleteGuestAccount(knex, userId),

    /** Whether the account can only be reached through links we send. */
    isUnclaimed: (userId: string) => isUnclaimed(knex, userId),

    findBooking: (id: string) => findConsultation(knex, id),

    findBookingWithBalances: (id: string) => findConsultationWithBalances(knex, id),

    /** Whether the payment intent was made for this booking (a token pays its own booking's intents only). */
    bookingHasPayment: (consultationId: string, paymentIntentId: string) =>
      consultationHasPayment(knex, consultationId, paymentIntentId),
  };
}
