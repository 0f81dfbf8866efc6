import * as client from 'openid-client';
import { AppError } from '../../platform/errors.js';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** `${PUBLIC_URL}/api/auth/oidc/callback`, registered at the provider. */
  redirectUri: string;
  /** Plain-http issuers are allowed only outside production (a local provider in tests and development). */
  allowHttp: boolean;
}

/** The per-sign-in secrets that tie the provider's answer to the request we sent. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** What the provider says about the person, claims as sent (validated by the service). */
export interface OidcProfile {
  issuer: string;
  subject: string;
  email: unknown;
  emailVerified: unknown;
  givenName: unknown;
  familyName: unknown;
  name: unknown;
}

export type OidcClient = ReturnType<typeof createOidcClient>;

/** Fresh state, nonce and PKCE verifier for one sign-in. */
export function newOidcChecks(): OidcChecks {
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
}

const SCOPE = 'openid email profile';

// Discovery happens once per process and issuer: every sign-in reuses the Configuration (keys, endpoints).
const configurations = new Map<string, Promise<client.Configuration>>();

function configurationFor(settings: OidcSettings): Promise<client.Configuration> {
  const key = [settings.issuer, settings.clientId, settings.clientSecret].join('\n');
  let pending = configurations.get(key);
  if (!pending) {
    pending = client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      // client_secret_basic is OpenID Connect's default token endpoint authentication; every provider has it.
      client.ClientSecretBasic(settings.clientSecret),
      { execute: settings.allowHttp ? [client.allowInsecureRequests] : [], timeout: 10 },
    );
    configurations.set(key, pending);
    // A failed discovery is not cached: the next sign-in tries again.
    pending.catch(() => configurations.delete(key));
  }
  return pending;
}

/** The OpenID Connect relying party: authorization code flow with PKCE, state and nonce. */
export function createOidcClient(settings: OidcSettings) {
  return {
    /** The provider's authorization URL for one sign-in. */
    async authorizationUrl(checks: OidcChecks): Promise<URL> {
      try {
        const configuration = await configurationFor(settings);
        return client.buildAuthorizationUrl(configuration, {
          redirect_uri: settings.redirectUri,
          scope: SCOPE,
          state: checks.state,
          nonce: checks.nonce,
          code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
          code_challenge_method: 'S256',
        });
      } catch (error) {
        throw providerError(error);
      }
    },

    /**
     * Exchanges the code of a callback (its raw query string) for tokens, verifies the ID token against state,
     * nonce and PKCE, and reads the person's claims (from the UserInfo endpoint when the ID token carries no e-mail).
     */
    async complete(callbackQuery: string, checks: OidcChecks): Promise<OidcProfile> {
      try {
        const configuration = await configurationFor(settings);
        const callbackUrl = new URL(settings.redirectUri);
        callbackUrl.search = callbackQuery;
        const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
        });
        const idToken = tokens.claims()!;
        let claims: Record<string, unknown> = idToken;
        // Providers that follow the spec strictly put profile claims only in UserInfo for the code flow.
        if (typeof idToken.email !== 'string' && configuration.serverMetadata().userinfo_endpoint) {
          const userInfo = await client.fetchUserInfo(
            configuration,
            tokens.access_token,
            idToken.sub,
          );
          claims = { ...userInfo, iss: idToken.iss, sub: idToken.sub };
        }
        return {
          issuer: idToken.iss,
          subject: idToken.sub,
          email: claims.email,
          emailVerified: claims.email_verified,
          givenName: claims.given_name,
          familyName: claims.family_name,
          name: claims.name,
        };
      } catch (error) {
        throw providerError(error);
      }
    },
  };
}

const UNREACHABLE_CODES = new Set([
  'OAUTH_TIMEOUT',
  'OAUTH_ABORT',
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
]);

/** A provider that cannot be reached is a 503; an answer that fails verification ends this sign-in with a 400. */
function providerError(error: unknown): unknown {
  const unavailable = new AppError(
    503,
    'oidc_unavailable',
    'The identity provider cannot be reached. Try again later.',
  );
  if (error instanceof client.ResponseBodyError && error.status >= 500) return unavailable;
  if (
    error instanceof client.ResponseBodyError ||
    error instanceof client.AuthorizationResponseError
  ) {
    // The provider's error code is echoed for support, reduced to the characters an OAuth error code may use.
    const code = error.error.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 100);
    return AppError.badRequest(
      'oidc_failed',
      `The identity provider did not complete the sign-in (${code}). Start again.`,
    );
  }
  // fetch() reports an unreachable host as a TypeError.
  if (error instanceof TypeError) return unavailable;
  if (error instanceof client.ClientError) {
    if (UNREACHABLE_CODES.has(error.code ?? '')) return unavailable;
    return AppError.badRequest(
      'oidc_failed',
      "The identity provider's answer could not be verified. Start again.",
    );
  }
  return error;
}
