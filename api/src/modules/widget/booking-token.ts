// The booking token: the capability a widget holds for the one booking it made, since a widget on a partner's page
// cannot count on our cookie (browsers may block third-party cookies). It is signed (HMAC-SHA256
// with a key the server keeps in platform_secrets), carries its booking, partner and expiry, and names a row in
// booking_tokens that can revoke it. It goes in `Authorization: Bearer`, never in a cookie.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { AppError } from '../../platform/errors.js';
import { platformSecret } from '../../platform/secrets.js';
import { createSecretsRepository } from '../../platform/secrets.repository.js';

const PREFIX = 'ebt_';
const MAX_TOKEN_LENGTH = 600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Claims {
  /** The token's row in booking_tokens. */
  jti: string;
  /** The consultation it is for. */
  bid: string;
  /** The partner whose widget made the booking. */
  pid: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

export interface BookingTokenRow {
  id: string;
  consultation_id: string;
  partner_id: string;
  created_account: boolean;
  expires_at: Date;
  revoked_at: Date | null;
  exchanged_at: Date | null;
}

export function invalidBookingToken(
  message = 'This booking link is not valid or has expired. Please book again.',
): AppError {
  return new AppError(401, 'invalid_booking_token', message);
}

/** The token from `Authorization: Bearer …`, or a 401. */
export function bearerToken(header: string): string {
  const match = /^Bearer ([A-Za-z0-9_.-]{1,600})$/.exec(header);
  if (!match) throw invalidBookingToken('Send the booking token as Authorization: Bearer');
  return match[1]!;
}

export function bookingTokens(knex: Knex, options: { ttlMs: number; now?: () => Date }) {
  const clock = options.now ?? (() => new Date());
  let key: Promise<Buffer> | undefined;
  const signingKey = () =>
    (key ??= platformSecret(createSecretsRepository(knex), 'booking-token-key'));

  const sign = async (body: string) =>
    createHmac('sha256', await signingKey())
      .update(body)
      .digest();

  return {
    /** A new token for a booking just made through a partner. */
    async issue(input: {
      consultationId: string;
      partnerId: string;
      createdAccount: boolean;
    }): Promise<{ token: string; expiresAt: Date }> {
      const id = randomUUID();
      const expiresAt = new Date(clock().getTime() + options.ttlMs);
      await knex('booking_tokens').insert({
        id,
        consultation_id: input.consultationId,
        partner_id: input.partnerId,
        created_account: input.createdAccount,
        expires_at: expiresAt,
      });
      const claims: Claims = {
        jti: id,
        bid: input.consultationId,
        pid: input.partnerId,
        exp: Math.floor(expiresAt.getTime() / 1000),
      };
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { token: `${PREFIX}${body}.${(await sign(body)).toString('base64url')}`, expiresAt };
    },

    /**
     * The live token's row: signed by us, unexpired, unrevoked, and (when given) for this booking and this partner.
     * Everything else is the same 401, so a caller learns nothing about which check failed.
     */
    async verify(
      token: string,
      expect: { consultationId?: string; partnerId?: string } = {},
    ): Promise<BookingTokenRow> {
      if (!token.startsWith(PREFIX) || token.length > MAX_TOKEN_LENGTH) throw invalidBookingToken();
      const [body, signature, extra] = token.slice(PREFIX.length).split('.');
      if (!body || !signature || extra !== undefined) throw invalidBookingToken();
      const expected = await sign(body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw invalidBookingToken();
      }
      let claims: Claims;
      try {
        claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims;
      } catch {
        throw invalidBookingToken();
      }
      const now = clock();
      if (
        !UUID.test(String(claims.jti)) ||
        typeof claims.exp !== 'number' ||
        claims.exp * 1000 <= now.getTime() ||
        (expect.consultationId !== undefined && claims.bid !== expect.consultationId) ||
        (expect.partnerId !== undefined && claims.pid !== expect.partnerId)
      ) {
        throw invalidBookingToken();
      }
      const row: BookingTokenRow | undefined = await knex('booking_tokens')
        .where({ id: claims.jti })
        .first();
      if (
        !row ||
        row.revoked_at !== null ||
        row.expires_at.getTime() <= now.getTime() ||
        row.consultation_id !== claims.bid ||
        row.partner_id !== claims.pid
      ) {
        throw invalidBookingToken();
      }
      return row;
    },

    /** Marks the token exchanged for a session; false when it already was (a token is exchanged once). */
    async markExchanged(id: string): Promise<boolean> {
      const changed = await knex('booking_tokens')
        .where({ id })
        .whereNull('exchanged_at')
        .update({ exchanged_at: knex.fn.now() });
      return changed === 1;
    },
  };
}

export type BookingTokens = ReturnType<typeof bookingTokens>;
