import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives the embedded development defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.NODE_ENV).toBe('development');
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.isProduction).toBe(false);
    expect(config.oidc).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and normalises configured origins', () => {
    const config = loadConfig({
      PORT: '4100',
      CORS_ORIGINS: 'https://partner.example/, https://b.example/path',
      ADMIN_EMAILS: ' Boss@Example.CO.NZ ,ops@example.com',
    });
    expect(config.PUBLIC_URL).toBe('http://localhost:4100');
    expect(config.CORS_ORIGINS).toEqual(['https://partner.example', 'https://b.example']);
    expect(config.ADMIN_EMAILS).toEqual(['boss@example.co.nz', 'ops@example.com']);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ CORS_ORIGINS: 'partner.example' })).toThrow(/CORS_ORIGINS/);
  });

  it('wants the three OpenID Connect variables together', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example' })).toThrow(/OIDC_ISSUER/);
    const config = loadConfig({
      OIDC_ISSUER: 'https://id.example',
      OIDC_CLIENT_ID: 'expertbridge',
      OIDC_CLIENT_SECRET: 'secret',
    });
    expect(config.oidc).toEqual({
      issuer: 'https://id.example',
      clientId: 'expertbridge',
      clientSecret: 'secret',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('uses the sandbox payment gateway unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.PAYMENT_GATEWAY).toBe('sandbox');
    expect(config.stripe).toBeUndefined();
  });

  it('names every Stripe variable that PAYMENT_GATEWAY=stripe still needs', () => {
    expect(() =>
      loadConfig({ PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc' }),
    ).toThrow(/PAYMENT_GATEWAY=stripe needs STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('reads the Stripe keys and an alternative API base such as stripe-mock', () => {
    const config = loadConfig({
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_BASE: 'http://localhost:12111',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
      apiBase: { host: 'localhost', port: 12111, protocol: 'http' },
    });
    expect(() => loadConfig({ STRIPE_API_BASE: 'ftp://mock' })).toThrow(/STRIPE_API_BASE/);
  });
});
