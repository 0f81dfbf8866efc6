// The only code of the widget module that touches the database: its booking tokens, the guests' accounts it makes,
// and the reads of a booking (the consultations module's published records) and of its account (the auth module's).
import type { Knex } from 'knex';
import { platformSecret } from '../../platform/secrets.js';
import { createSecretsRepository } from '../../platform/secrets.repository.js';
import type { SessionUserRow } from '../../platform/session.js';
import { isUnclaimed } from '../auth/account.records.js';
import {
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

const GUEST_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'profile_image_url',
  'is_admin',
] as const;

interface PgError {
  code?: string;
}

export type WidgetRepository = ReturnType<typeof createWidgetRepository>;

export function createWidgetRepository(knex: Knex) {
  return {
    /** The key booking tokens are signed with: made once, kept in the database, so it outlives a restart. */
    tokenSigningKey: () => platformSecret(createSecretsRepository(knex), 'booking-token-key'),

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

    async findUserByEmail(email: string): Promise<SessionUserRow | undefined> {
      return knex('users')
        .where({ email })
        .first(...GUEST_COLUMNS);
    },

    /** Ends every session of the account when it is unclaimed (no password, no identity provider). */
    async endSessionsIfUnclaimed(userId: string): Promise<void> {
      if (!(await isUnclaimed(knex, userId))) return;
      await knex('sessions')
        .where({ user_id: userId })
        .whereNull('revoked_at')
        .update({ revoked_at: knex.fn.now() });
    },

    /** A new client without a password; undefined when the e-mail was taken meanwhile (a booking at the same time). */
    async insertGuest(guest: {
      email: string;
      firstName: string;
      lastName: string;
    }): Promise<SessionUserRow | undefined> {
      try {
        const [row] = (await knex('users')
          .insert({
            email: guest.email,
            first_name: guest.firstName,
            last_name: guest.lastName,
            password_hash: null,
            email_verified: false,
            is_admin: false,
          })
          .returning([...GUEST_COLUMNS])) as [SessionUserRow];
        return row;
      } catch (error) {
        if ((error as PgError).code === '23505') return undefined;
        throw error;
      }
    },

    /**
     * Removes an account a refused booking had just made (one without a password). Should another booking with the
     * same e-mail have taken the account meanwhile, it stays: the database refuses to delete a user with a
     * consultation.
     */
    async deleteGuest(userId: string): Promise<void> {
      try {
        await knex('users').where({ id: userId }).whereNull('password_hash').del();
      } catch (error) {
        if ((error as PgError).code !== '23503') throw error;
      }
    },

    /** Whether the account can only be reached through links we send. */
    isUnclaimed: (userId: string) => isUnclaimed(knex, userId),

    findBooking: (id: string) => findConsultation(knex, id),

    findBookingWithBalances: (id: string) => findConsultationWithBalances(knex, id),

    /** Whether the payment intent was made for this booking (a token pays its own booking's intents only). */
    async bookingHasPayment(consultationId: string, paymentIntentId: string): Promise<boolean> {
      const payment = await knex('consultation_payments')
        .where({ payment_intent_id: paymentIntentId, consultation_id: consultationId })
        .first('payment_intent_id');
      return payment !== undefined;
    },
  };
}
