import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account } from 'oidc-provider';

export interface TestAccount {
  email?: unknown;
  email_verified?: unknown;
  given_name?: string;
  family_name?: string;
  name?: string;
  /** Put no e-mail or profile in the ID token (as strict providers do): the app must ask UserInfo. */
  claimsOnlyInUserInfo?: boolean;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by subject; the provider's login form signs in whichever subject the test names. */
  accounts: Map<string, TestAccount>;
  /** How many times the discovery document was fetched. */
  discoveryRequests(): number;
  close(): Promise<void>;
}

/** A real OpenID Connect provider (oidc-provider) on 127.0.0.1 (a random port by default) with one client. */
export async function startTestProvider(redirectUri: string, port = 0): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'expertbridge';
  const clientSecret = 'test-client-secret';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Put the scope's claims in the ID token too, as most providers (Google, Entra ID) do.
    conformIdTokenClaims: false,
    cookies: { keys: ['test-provider-cookie-key'] },
    findAccount: (_ctx: unknown, subject: string): Account | undefined => {
      const account = accounts.get(subject);
      if (!account) return undefined;
      const { claimsOnlyInUserInfo, ...claims } = account;
      return {
        accountId: subject,
        claims: (use) =>
          use === 'id_token' && claimsOnlyInUserInfo
            ? { sub: subject }
            : { sub: subject, ...claims },
      };
    },
  });
  const handle = provider.callback();
  let discoveries = 0;
  server.on('request', (request, response) => {
    if (request.url?.startsWith('/.well-known/openid-configuration')) discoveries++;
    handle(request, response);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    discoveryRequests: () => discoveries,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Plays the browser at the provider: follows its redirects with its own cookie jar, fills in the development login
 * form with the subject and accepts the consent form, until the provider sends the browser back to redirectUri.
 * Returns that callback URL.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  subject: string,
  redirectUri: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const separator = pair!.indexOf('=');
      cookies.set(pair!.slice(0, separator), pair!.slice(separator + 1));
    }
    return response;
  };

  let url = authorizationUrl;
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(redirectUri)) return new URL(url);
    let response = await send(url);
    if (response.status === 200) {
      const page = await response.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
      if (prompt === 'login') response = await send(url, { prompt, login: subject, password: 'x' });
      else if (prompt === 'consent') response = await send(url, { prompt });
      else throw new Error(`Unexpected page at the provider: ${page.slice(0, 300)}`);
    }
    const location = response.headers.get('Location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`The provider answered ${response.status}: ${await response.text()}`);
    }
    url = new URL(location, url).href;
  }
  throw new Error('The provider never redirected back');
}
