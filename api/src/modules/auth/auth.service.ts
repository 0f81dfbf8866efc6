import type { components } from '@expertbridge/sdk';
import { AppError } from '../../platform/errors.js';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../../platform/password.js';
import type { AuthQueries, AuthRepository, UserRow } from './auth.repository.js';
import { claimNotFound } from './account-claim.js';
import { emailAddress, NAME_MAX } from './auth.schemas.js';
import { newOidcChecks, type OidcClient, type OidcProfile } from './oidc.js';
import type { LoginRateLimiter } from '../../platform/rate-limit.js';

type User = components['schemas']['User'];
type RegisterRequest = components['schemas']['RegisterRequest'];
type LoginRequest = components['schemas']['LoginRequest'];
type UpdateUserRequest = components['schemas']['UpdateUserRequest'];
type SignInMethods = components['schemas']['SignInMethods'];

/** How long a started OpenID Connect sign-in may take before its state is refused. */
export const OIDC_LOGIN_TTL_SECONDS = 600;

export interface AuthServiceDeps {
  repository: AuthRepository;
  rateLimiter: LoginRateLimiter;
  /** Absent when no identity provider is configured. */
  oidc: OidcClient | undefined;
  /** ADMIN_EMAILS, lower-cased. */
  adminEmails: readonly string[];
}

/** The answer to an OpenID Connect request when no provider is configured. */
export function oidcNotConfigured(): AppError {
  return AppError.notFound(
    'Sign-in through an identity provider is not set up here',
    'oidc_not_configured',
  );
}

/** Account rules: e-mail registration and sign-in, the current user, and sign-in through OpenID Connect. */
export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ repository, rateLimiter, oidc, adminEmails }: AuthServiceDeps) {
  const isAdminEmail = (email: string) => adminEmails.includes(email);

  async function userView(userId: string): Promise<User> {
    const row = await repository.findUserView(userId);
    // The session outlived its user (deleted meanwhile): the caller is as good as signed out.
    if (!row) throw AppError.unauthenticated();
    return toUser(row);
  }

  function requireOidc(): OidcClient {
    if (!oidc) throw oidcNotConfigured();
    return oidc;
  }

  return {
    /** Creates an account with a password; an e-mail listed in ADMIN_EMAILS makes it an administrator. */
    async register(input: RegisterRequest): Promise<User> {
      const id = await repository.insertUser({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: await hashPassword(input.password),
        emailVerified: false,
        isAdmin: isAdminEmail(input.email),
      });
      return userView(id);
    },

    /**
     * Checks e-mail and password. Every failure is the same 401 after the same work: an unknown e-mail, a
     * malformed one and an account without a password (OpenID Connect only) are compared against a dummy hash.
     */
    async login(input: LoginRequest, ip: string): Promise<User> {
      const attempt = await rateLimiter.attempt(ip, input.email);
      const credentials = emailAddress.safeParse(input.email).success
        ? await repository.findCredentials(input.email)
        : undefined;
      const hash = credentials?.password_hash ?? (await DUMMY_HASH_PROMISE);
      const matches = await verifyPassword(input.password, hash);
      if (!credentials?.password_hash || !matches) {
        throw new AppError(401, 'invalid_credentials', 'Invalid email or password');
      }
      await rateLimiter.succeeded(attempt);
      return userView(credentials.id);
    },

    /** Sets the password of an account a widget booking made, with the code its confirmation e-mail carried. */
    async claim(
      input: { code: string; password: string },
      claimedUserId: (code: string) => Promise<string>,
    ) {
      const userId = await claimedUserId(input.code);
      if (!(await repository.claimAccount(userId, await hashPassword(input.password)))) {
        throw claimNotFound();
      }
      return userView(userId);
    },

    /** What sign-in offers here: "Continue with …" only leads somewhere when a provider is configured. */
    signInMethods(): SignInMethods {
      return { identityProvider: oidc !== undefined };
    },

    /** The signed-in user as the API shows them. */
    currentUser: userView,

    /** Renames the signed-in user (Settings); a user deleted meanwhile is as good as signed out. */
    async updateUser(userId: string, input: UpdateUserRequest): Promise<User> {
      const updated = await repository.updateNames(userId, input);
      if (!updated) throw AppError.unauthenticated();
      return userView(userId);
    },

    /** Starts an OpenID Connect sign-in: stores its secrets and returns where to send the browser. */
    async startOidcLogin(returnTo: string): Promise<{ url: URL; state: string }> {
      const provider = requireOidc();
      const checks = newOidcChecks();
      const url = await provider.authorizationUrl(checks);
      await repository.insertOidcLogin(
        {
          state: checks.state,
          nonce: checks.nonce,
          code_verifier: checks.codeVerifier,
          return_to: returnTo,
        },
        OIDC_LOGIN_TTL_SECONDS,
      );
      return { url, state: checks.state };
    },

    /** Forgets a started sign-in the provider refused. */
    async abandonOidcLogin(state: string | undefined): Promise<void> {
      if (state) await repository.takeOidcLogin(state);
    },

    /**
     * Completes an OpenID Connect sign-in. The state must be one we issued, unexpired and unused, and the one this
     * browser holds (so nobody can sign a victim into the attacker's account). Returns the user and where to go.
     */
    async completeOidcLogin(callback: {
      query: string;
      state: string;
      browserState: string | undefined;
    }): Promise<{ userId: string; returnTo: string }> {
      const provider = requireOidc();
      const invalidState = AppError.badRequest(
        'invalid_state',
        'This sign-in has expired or was already used. Start again.',
      );
      if (callback.browserState !== callback.state) throw invalidState;
      const login = await repository.takeOidcLogin(callback.state);
      if (!login) throw invalidState;
      const profile = await provider.complete(callback.query, {
        state: login.state,
        nonce: login.nonce,
        codeVerifier: login.code_verifier,
      });
      const userId = await repository.transaction((trx) =>
        resolveOidcUser(trx, profile, isAdminEmail),
      );
      return { userId, returnTo: login.return_to };
    },
  };
}

/**
 * The account for a provider identity: the one already linked; else the account with the same e-mail, linked only
 * when the provider vouches for the e-mail (anyone can claim an unverified address); else a new account.
 */
async function resolveOidcUser(
  repository: AuthQueries,
  profile: OidcProfile,
  isAdminEmail: (email: string) => boolean,
): Promise<string> {
  const linked = await repository.findIdentityUserId(profile.issuer, profile.subject);
  if (linked) return linked;

  const parsedEmail = emailAddress.safeParse(profile.email);
  if (!parsedEmail.success) {
    throw AppError.badRequest(
      'oidc_email_missing',
      'Your identity provider did not share a usable email address',
    );
  }
  const email = parsedEmail.data;
  // Only a literal true counts: a missing claim or a string is not the provider vouching for the address.
  const emailVerified = profile.emailVerified === true;
  const identity = { issuer: profile.issuer, subject: profile.subject, email };

  const existing = await repository.findUserIdByEmail(email);
  if (existing) {
    if (!emailVerified) {
      throw AppError.conflict(
        'email_not_verified',
        'Your identity provider has not verified this email address',
      );
    }
    await repository.insertIdentity({ ...identity, userId: existing });
    await repository.markEmailVerified(existing);
    return existing;
  }

  const names = namesFromClaims(profile, email);
  const userId = await repository.insertUser({
    email,
    ...names,
    passwordHash: null,
    emailVerified,
    // ADMIN_EMAILS grants the role through a provider only for an address the provider has verified.
    isAdmin: emailVerified && isAdminEmail(email),
  });
  await repository.insertIdentity({ ...identity, userId });
  return userId;
}

/** Provider text as a name: no control characters, single spaces, at most NAME_MAX characters. */
function claimText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const cleaned = value
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(cleaned).slice(0, NAME_MAX).join('').trim();
}

/**
 * First and last name from given_name/family_name, else from name (first word, then the rest), else the e-mail's
 * local part. Both are required by the users table, so a missing last name becomes "-" for the user to edit.
 */
function namesFromClaims(profile: OidcProfile, email: string) {
  let firstName = claimText(profile.givenName);
  let lastName = claimText(profile.familyName);
  if (!firstName && !lastName) {
    const [first = '', ...rest] = claimText(profile.name).split(' ');
    firstName = first;
    lastName = claimText(rest.join(' '));
  }
  return {
    firstName: firstName || claimText(email.split('@')[0]) || '-',
    lastName: lastName || '-',
  };
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    profileImageUrl: row.profile_image_url,
    userType: row.is_admin ? 'admin' : row.is_expert ? 'expert' : 'client',
    isAdmin: row.is_admin,
    signedInBefore: row.signed_in_before,
  };
}
