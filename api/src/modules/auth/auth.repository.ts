import type { Knex } from 'knex';
import { databaseErrorFields } from '../../platform/database-errors.js';
import { AppError } from '../../platform/errors.js';
import type { SessionUserRow } from '../../platform/session.js';
import { UserModel } from './user.model.js';

/** A user as the API shows them, with what decides their userType. */
export interface UserRow extends SessionUserRow {
  is_expert: boolean;
  signed_in_before: boolean;
}

export interface CredentialsRow {
  id: string;
  password_hash: string | null;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
}

export interface OidcLoginRow {
  state: string;
  code_verifier: string;
  nonce: string;
  return_to: string;
}

/** Constraint violations a client can cause, as the contract's 409/400; anything else stays a server error. */
function translateConstraintError(error: unknown): never {
  const { code, constraint } = databaseErrorFields(error);
  if (code === '23505' && constraint === 'users_email_unique') {
    throw AppError.conflict('email_taken', 'An account with this email already exists');
  }
  if (code === '23505' && constraint === 'identities_issuer_subject_unique') {
    throw AppError.conflict('identity_taken', 'This sign-in is already linked to an account');
  }
  if (code === '23514') {
    throw AppError.badRequest('validation_failed', 'The request is not valid', {
      _: `The value breaks the rule ${constraint ?? 'of the database'}`,
    });
  }
  throw error;
}

export type AuthQueries = ReturnType<typeof authQueries>;
export type AuthRepository = ReturnType<typeof createAuthRepository>;

/** Every query of the auth module, and a way to run several in one transaction. */
export function createAuthRepository(knex: Knex) {
  return {
    ...authQueries(knex),
    /** Runs fn with the queries bound to one transaction. */
    transaction<T>(fn: (queries: AuthQueries) => Promise<T>): Promise<T> {
      return knex.transaction((trx) => fn(authQueries(trx)));
    },
  };
}

/** Users (through UserModel), identities, OpenID Connect logins and sessions. */
function authQueries(knex: Knex) {
  return {
    async findUserView(id: string): Promise<UserRow | undefined> {
      return knex('users as u')
        .where('u.id', id)
        .first(
          'u.id',
          'u.email',
          'u.first_name',
          'u.last_name',
          'u.profile_image_url',
          'u.is_admin',
          knex.raw(
            `exists (select 1 from experts e where e.user_id = u.id and e.status = 'approved') as is_expert`,
          ),
          // Two sessions at least, the latest being the one just started or in use (sessions are never deleted).
          knex.raw(
            `(select count(*) from (select 1 from sessions s where s.user_id = u.id limit 2) two) = 2
               as signed_in_before`,
          ),
        );
    },

    async findCredentials(email: string): Promise<CredentialsRow | undefined> {
      return UserModel.query(knex).findOne({ email }).select('id', 'password_hash');
    },

    async findUserIdByEmail(email: string): Promise<string | undefined> {
      const row = await UserModel.query(knex).findOne({ email }).select('id');
      return row?.id;
    },

    /** The account with this e-mail and whether it is an administrator, or undefined. */
    async findRole(email: string): Promise<{ id: string; is_admin: boolean } | undefined> {
      return UserModel.query(knex).findOne({ email }).select('id', 'is_admin');
    },

    /** Makes administrators of the accounts with these (normalised) e-mails; returns how many changed. */
    async grantAdmin(emails: readonly string[]): Promise<number> {
      return UserModel.query(knex)
        .whereIn('email', [...emails])
        .where('is_admin', false)
        .patch({ is_admin: true, updated_at: knex.fn.now() });
    },

    async insertUser(user: NewUser): Promise<string> {
      try {
        const row = await UserModel.query(knex).insert({
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
          password_hash: user.passwordHash,
          email_verified: user.emailVerified,
          is_admin: user.isAdmin,
        });
        return row.id;
      } catch (error) {
        return translateConstraintError(error);
      }
    },

    /** Sets first and last name; false when there is no such user. */
    async updateNames(
      userId: string,
      names: { firstName: string; lastName: string },
    ): Promise<boolean> {
      try {
        const changed = await UserModel.query(knex).findById(userId).patch({
          first_name: names.firstName,
          last_name: names.lastName,
          updated_at: knex.fn.now(),
        });
        return changed > 0;
      } catch (error) {
        return translateConstraintError(error);
      }
    },

    async markEmailVerified(userId: string): Promise<void> {
      await UserModel.query(knex)
        .where({ id: userId, email_verified: false })
        .patch({ email_verified: true, updated_at: knex.fn.now() });
    },

    async findIdentityUserId(issuer: string, subject: string): Promise<string | undefined> {
      const row = await knex('identities').where({ issuer, subject }).first('user_id');
      return row?.user_id;
    },

    async insertIdentity(identity: {
      userId: string;
      issuer: string;
      subject: string;
      email: string;
    }): Promise<void> {
      try {
        await knex('identities').insert({
          user_id: identity.userId,
          issuer: identity.issuer,
          subject: identity.subject,
          email: identity.email,
        });
      } catch (error) {
        translateConstraintError(error);
      }
    },

    /** Stores a started sign-in and drops the ones that expired unused. */
    async insertOidcLogin(login: OidcLoginRow, ttlSeconds: number): Promise<void> {
      await knex('oidc_logins').where('expires_at', '<=', knex.fn.now()).delete();
      await knex('oidc_logins').insert({
        ...login,
        expires_at: knex.raw(`now() + make_interval(secs => ?)`, [ttlSeconds]),
      });
    },

    /** Takes a started sign-in by its state, once: a second callback with the same state finds nothing. */
    async takeOidcLogin(state: string): Promise<OidcLoginRow | undefined> {
      const result = await knex.raw(
        `delete from oidc_logins where state = ?
         returning state, code_verifier, nonce, return_to, expires_at > now() as live`,
        [state],
      );
      const rows = result.rows as (OidcLoginRow & { live: boolean })[];
      const row = rows[0];
      if (!row?.live) return undefined;
      return {
        state: row.state,
        code_verifier: row.code_verifier,
        nonce: row.nonce,
        return_to: row.return_to,
      };
    },

    /**
     * Gives an unclaimed account (no password, no identity provider) its password and ends every session it had;
     * false when the account is gone or already claimed. The e-mail is verified: the code came by e-mail.
     */
    async claimAccount(userId: string, passwordHash: string): Promise<boolean> {
      return knex.transaction(async (trx) => {
        const changed = await trx('users')
          .where({ id: userId })
          .whereNull('password_hash')
          .whereNotExists(trx('identities').where('user_id', userId).select('id'))
          .update({ password_hash: passwordHash, email_verified: true, updated_at: trx.fn.now() });
        if (changed !== 1) return false;
        await trx('sessions')
          .where({ user_id: userId })
          .whereNull('revoked_at')
          .update({ revoked_at: trx.fn.now() });
        return true;
      });
    },
  };
}
