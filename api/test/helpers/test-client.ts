import { assertMatchesContract } from './openapi-validator.js';

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, with the content type given in headers (for non-JSON and malformed bodies). */
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
  /** Skip the contract check (only for requests the contract cannot describe, like unknown paths). */
  unchecked?: boolean;
}

/**
 * An HTTP client for tests with its own cookie jar (one per simulated user). Every response is checked against
 * the OpenAPI document, so a test fails when the API breaks its contract.
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /**
   * A fetch that keeps this client's cookies and checks every response against the contract: hand it to the
   * SDK's createClient.
   */
  readonly fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    // Read method and URL before sending: a sent Request's body is used up and it cannot be copied again.
    const { method, url: requestUrl } = input instanceof Request ? input : new Request(input, init);
    const response = await this.send(input, init);
    const url = new URL(response.url || requestUrl);
    const text = await response.clone().text();
    const contentType = response.headers.get('Content-Type');
    assertMatchesContract({
      method,
      path: url.pathname,
      status: response.status,
      contentType,
      body:
        contentType?.includes('application/json') && text ? JSON.parse(text) : text || undefined,
    });
    return response;
  };

  private async send(input: Request | string | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    const cookie = this.cookieHeader();
    if (cookie) request.headers.set('Cookie', cookie);
    const response = await fetch(request, { redirect: 'manual' });
    this.store(response.headers);
    return response;
  }

  get sessionCookie(): string | undefined {
    return this.cookies.get('eb_session');
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async request<T = any>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers = new Headers(options.headers);
    let body: string | Uint8Array | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
    const response = await this.send(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body as RequestInit['body'],
    });
    const text = await response.text();
    const contentType = response.headers.get('Content-Type');
    const parsed = contentType?.includes('application/json') && text ? JSON.parse(text) : text;
    if (!options.unchecked) {
      assertMatchesContract({
        method,
        path,
        status: response.status,
        contentType,
        body: parsed === '' ? undefined : parsed,
      });
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  patch<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private store(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const separator = pair!.indexOf('=');
      const name = pair!.slice(0, separator).trim();
      const value = pair!.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, raw] = attribute.split('=').map((part) => part.trim());
        if (key?.toLowerCase() === 'max-age') return Number(raw) <= 0;
        if (key?.toLowerCase() === 'expires') return new Date(raw ?? '').getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
