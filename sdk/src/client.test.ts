import { describe, expect, it } from 'vitest';
import { createClient, type Expert } from './index.js';

const expert: Expert = {
  id: '3b1f8f2e-6d2a-4c1e-9a57-8f0f6c2d9b11',
  userId: '7c2d9b11-3b1f-4c1e-9a57-8f0f6c2d8f2e',
  user: { firstName: 'Ethan', lastName: 'Walker', profileImageUrl: null },
  title: 'Chartered Accountant',
  bio: 'Tax advice.',
  experience: '12 years',
  qualifications: 'CA ANZ',
  location: 'Auckland',
  languages: ['English'],
  serviceCountries: ['NZ'],
  consultationMethods: ['chat', 'video'],
  currency: 'NZD',
  hourlyRate: { amount: 18000, currency: 'NZD' },
  responseTime: '2h',
  timeZone: 'Pacific/Auckland',
  isVerified: true,
  averageRating: 4.8,
  totalReviews: 24,
  categoryId: 1,
  category: { id: 1, name: 'Tax & Accounting' },
  createdAt: '2026-01-15T02:00:00.000Z',
  nextAvailableAt: '2026-01-16T20:00:00.000Z',
};

function recordingFetch(status: number, body: unknown) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, requests };
}

describe('createClient', () => {
  it('builds the query string from typed parameters and returns data', async () => {
    const { fetch, requests } = recordingFetch(200, {
      items: [expert],
      page: 2,
      pageSize: 10,
      total: 11,
    });
    const client = createClient({ baseUrl: 'https://api.example/', fetch });
    const { data, error, response } = await client.GET('/api/experts', {
      params: { query: { searchTerm: 'tax', categoryId: 1, page: 2, pageSize: 10 } },
    });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data?.items[0]?.hourlyRate).toEqual({ amount: 18000, currency: 'NZD' });
    const url = new URL(requests[0]!.url);
    expect(url.origin + url.pathname).toBe('https://api.example/api/experts');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      searchTerm: 'tax',
      categoryId: '1',
      page: '2',
      pageSize: '10',
    });
  });

  it('includes credentials and the configured headers, and sends JSON bodies', async () => {
    const { fetch, requests } = recordingFetch(201, {
      id: '9a0e7c52-2f1b-4c8e-b1a4-6d3c2e1f0a99',
      firstName: 'Mere',
      lastName: 'Tane',
      email: 'mere@example.co.nz',
      profileImageUrl: null,
      userType: 'client',
      isAdmin: false,
    });
    const client = createClient({
      baseUrl: 'https://api.example',
      fetch,
      headers: { 'X-Partner': 'acme' },
    });
    const { data } = await client.POST('/api/auth/email/register', {
      body: {
        firstName: 'Mere',
        lastName: 'Tane',
        email: 'mere@example.co.nz',
        password: 'x'.repeat(8),
      },
    });
    expect(data?.userType).toBe('client');
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('X-Partner')).toBe('acme');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toMatchObject({ email: 'mere@example.co.nz' });
  });

  it('returns the contract error body as error', async () => {
    const { fetch } = recordingFetch(401, {
      error: { code: 'invalid_credentials', message: 'Invalid email or password' },
    });
    const client = createClient({ baseUrl: 'https://api.example', fetch });
    const { data, error, response } = await client.POST('/api/auth/email/login', {
      body: { email: 'a@b.co', password: 'wrong-password' },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(error?.error.code).toBe('invalid_credentials');
    expect(error?.error.message).toBe('Invalid email or password');
  });

  it('fills path parameters', async () => {
    const { fetch, requests } = recordingFetch(200, expert);
    const client = createClient({ baseUrl: 'https://api.example', fetch });
    await client.GET('/api/experts/{id}', { params: { path: { id: expert.id } } });
    expect(new URL(requests[0]!.url).pathname).toBe(`/api/experts/${expert.id}`);
  });

  it('rejects calls the contract does not allow, at compile time', () => {
    const client = createClient({
      baseUrl: 'https://api.example',
      fetch: async () => new Response(),
    });
    // These lines only have to type-check as errors; they are never run.
    const neverCalled = () => {
      // @ts-expect-error unknown path
      void client.GET('/api/not-a-path');
      // @ts-expect-error sort accepts rating, price or newest only
      void client.GET('/api/experts', { params: { query: { sort: 'cheapest' } } });
      // @ts-expect-error the password is required
      void client.POST('/api/auth/email/login', { body: { email: 'a@b.co' } });
    };
    expect(typeof neverCalled).toBe('function');
  });
});
