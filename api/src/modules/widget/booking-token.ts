// The booking token: the capability a widget holds for the one booking it made, since a widget on a partner's page
// cannot count on our cookie (browsers may block third-party cookies). It is signed (HMAC-SHA256
// with a key the server keeps in platform_secrets), carries its booking, partner and expiry, and names a row in
// booking_tokens that can revoke it. It goes in `Authorization: Bearer`, never in a cookie. It pays and opens the room
// until it expires (two hours by default); past that it only reads its booking, until the booking ends, so a widget
// on the page can follow its booking, moves included, to the end.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/errors.js';
import type { BookingTokenRow, WidgetRepository } from './widget.repository.js';

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

export function createBookingTokens(
  repository: WidgetRepository,
  options: { ttlMs: number; now?: () => Date },
) {
  const clock = options.now ?? (() => new Date());
  let key: Promise<Buffer> | undefined;
  const signingKey = () => (key ??= repository.tokenSigningKey());

  const sign = async (body: string) =>
    createHmac('sha256', await signingKey())
      .update(body)
      .digest();

  /** Signed by us, unrevoked and for what `expect` names, else a 401; and whether either expiry has passed. */
  async function check(
    token: string,
    expect: { consultationId?: string; partnerId?: string },
  ): Promise<{ row: BookingTokenRow; expired: boolean }> {
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
    if (
      !UUID.test(String(claims.jti)) ||
      typeof claims.exp !== 'number' ||
      (expect.consultationId !== undefined && claims.bid !== expect.consultationId) ||
      (expect.partnerId !== undefined && claims.pid !== expect.partnerId)
    ) {
      throw invalidBookingToken();
    }
    const row = await repository.findToken(claims.jti);
    if (
      !row ||
      row.revoked_at !== null ||
      row.consultation_id !== claims.bid ||
      row.partner_id !== claims.pid
    ) {
      throw invalidBookingToken();
    }
    const now = clock().getTime();
    return { row, expired: claims.exp * 1000 <= now || row.expires_at.getTime() <= now };
  }

  return {
    /** A new token for a booking just made through a partner. */
    async issue(input: {
      consultationId: string;
      partnerId: string;
      createdAccount: boolean;
    }): Promise<{ token: string; expiresAt: Date }> {
      const id = randomUUID();
      const expiresAt = new Date(clock().getTime() + options.ttlMs);
      await repository.insertToken({
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
      const { row, expired } = await check(token, expect);
      if (expired) throw invalidBookingToken();
      return row;
    },

    /**
     * The token's row as `verify` checks it, except that an expired token is let through with `expired` true: it
     * still reads its booking until the booking ends, which the caller checks (the token knows no end).
     */
    async verifyForReading(
      token: string,
      expect: { consultationId: string; partnerId: string },
    ): Promise<{ row: BookingTokenRow; expired: boolean }> {
      return check(token, expect);
    },

    /** Marks the token exchanged for a session; false when it already was (a token is exchanged once). */
    async markExchanged(id: string): Promise<boolean> {
      return repository.markTokenExchanged(id);
    },
  };
}

export type BookingTokens = ReturnType<typeof createBookingTokens>;
