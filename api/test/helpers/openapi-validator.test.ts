import { describe, expect, it } from 'vitest';
import { assertMatchesContract } from './openapi-validator.js';

const json = 'application/json; charset=utf-8';

describe('assertMatchesContract', () => {
  it('accepts a body that matches the documented schema', () => {
    expect(() =>
      assertMatchesContract({
        method: 'GET',
        path: '/api/health',
        status: 200,
        contentType: json,
        body: { status: 'ok', database: 'ok' },
      }),
    ).not.toThrow();
  });

  it('refuses a body that breaks the schema, naming the field', () => {
    expect(() =>
      assertMatchesContract({
        method: 'GET',
        path: '/api/health',
        status: 200,
        contentType: json,
        body: { status: 'fine', database: 'ok' },
      }),
    ).toThrow(/\/status/);
  });

  it('refuses an undocumented status and an undocumented media type', () => {
    expect(() =>
      assertMatchesContract({
        method: 'GET',
        path: '/api/health',
        status: 418,
        contentType: json,
        body: {},
      }),
    ).toThrow(/status is not documented/);
    expect(() =>
      assertMatchesContract({
        method: 'GET',
        path: '/api/health',
        status: 200,
        contentType: 'text/plain',
        body: 'ok',
      }),
    ).toThrow(/media type/);
  });

  it('resolves shared responses and path templates', () => {
    const notFound = { error: { code: 'expert_not_found', message: 'Expert not found' } };
    expect(() =>
      assertMatchesContract({
        method: 'GET',
        path: '/api/experts/3b1f8f2e-6d2a-4c1e-9a57-8f0f6c2d9b11',
        status: 404,
        contentType: json,
        body: notFound,
      }),
    ).not.toThrow();
    expect(() =>
      assertMatchesContract({
        method: 'GET',
        path: '/api/experts/3b1f8f2e-6d2a-4c1e-9a57-8f0f6c2d9b11',
        status: 404,
        contentType: json,
        body: { message: 'missing' },
      }),
    ).toThrow(/error/);
  });
});
