import type { Knex } from 'knex';
import { prepared } from './db.js';

/** The users columns a SessionUser is made of. */
export interface SessionUserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
  is_admin: boolean;
}

/** A live session's row with its user's columns. */
export interface LiveSessionRow extends SessionUserRow {
  session_id: string;
  last_seen_at: Date | string;
}

/** The sessions table: a row per sign-in, keyed by the hash of the cookie's token. */
export function createSessionRepository(knex: Knex) {
  return {
    async insert(session: {
      userId: string;
      tokenHash: string;
      expiresAt: Date;
      userAgent: string | null;
      ip: string | null;
    }): Promise<void> {
      await knex('sessions').insert({
        user_id: session.userId,
        token_hash: session.tokenHash,
        expires_at: session.expiresAt,
        user_agent: session.userAgent,
        ip: session.ip,
      });
    },

    async revoke(sessionId: string): Promise<void> {
      await knex('sessions').where({ id: sessionId }).update({ revoked_at: knex.fn.now() });
    },

    /** The unrevoked, unexpired session with this token hash, with its user; read on every request. */
    findLive(tokenHash: string): Promise<LiveSessionRow | undefined> {
      return knex('sessions as s')
        .join('users as u', 'u.id', 's.user_id')
        .where('s.token_hash', tokenHash)
        .whereNull('s.revoked_at')
        .where('s.expires_at', '>', knex.fn.now())
        .first(
          's.id as session_id',
          's.last_seen_at',
          'u.id',
          'u.email',
          'u.first_name',
          'u.last_name',
          'u.profile_image_url',
          'u.is_admin',
        )
        .options(prepared('session_user'));
    },

    /** Marks the session seen now and moves its expiry. */
    async slide(sessionId: string, expiresAt: Date): Promise<void> {
      await knex('sessions')
        .where({ id: sessionId })
        .update({ last_seen_at: knex.fn.now(), expires_at: expiresAt });
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
