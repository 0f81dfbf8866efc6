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

  it('refuses platform tax numbers whose check digits do not match, printed on every invoice', () => {
    expect(loadConfig({}).PLATFORM_NZ_GST_NUMBER).toBe('123456785');
    expect(() => loadConfig({ PLATFORM_NZ_GST_NUMBER: '123456788' })).toThrow(
      /PLATFORM_NZ_GST_NUMBER.*check digit/,
    );
    expect(() => loadConfig({ PLATFORM_ABN: '51824753557' })).toThrow(/PLATFORM_ABN.*check digits/);
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

  it('runs an embedded Temporal server with an in-process worker unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.TEMPORAL_ADDRESS).toBeUndefined();
    expect(config.TEMPORAL_NAMESPACE).toBe('default');
    expect(config.TEMPORAL_PORT).toBe(7233);
    expect(config.TEMPORAL_UI_PORT).toBe(8233);
    expect(config.TEMPORAL_WORKER).toBe('in-process');
    expect(config.TEMPORAL_TLS).toBe(false);
    expect(loadConfig({ TEMPORAL_TLS: 'true' }).TEMPORAL_TLS).toBe(true);
    expect(() => loadConfig({ TEMPORAL_TLS: 'sometimes' })).toThrow(/TEMPORAL_TLS/);
    expect(() => loadConfig({ TEMPORAL_WORKER: 'elsewhere' })).toThrow(/TEMPORAL_WORKER/);
    expect(() => loadConfig({ TEMPORAL_UI_PORT: '70000' })).toThrow(/TEMPORAL_UI_PORT/);
    // Unset, the worker's own default (LIFECYCLE_WORKER_TUNING); 0 turns the cache off.
    expect(config.TEMPORAL_WORKFLOW_CACHE).toBeUndefined();
    expect(loadConfig({ TEMPORAL_WORKFLOW_CACHE: '0' }).TEMPORAL_WORKFLOW_CACHE).toBe(0);
    expect(() => loadConfig({ TEMPORAL_WORKFLOW_CACHE: '-1' })).toThrow(/TEMPORAL_WORKFLOW_CACHE/);
  });

  it('overrides lifecycle durations from LIFECYCLE_CONFIG_JSON, keeping the other defaults', () => {
    expect(loadConfig({}).lifecycle.paymentWindowMs).toBe(30 * 60_000);
    const config = loadConfig({ LIFECYCLE_CONFIG_JSON: '{"paymentWindowMs": 120000}' });
    expect(config.lifecycle.paymentWindowMs).toBe(120_000);
    expect(config.lifecycle.escrowHoldMs).toBe(48 * 3_600_000);
  });

  it('rejects a bad LIFECYCLE_CONFIG_JSON with a message naming it', () => {
    for (const bad of [
      'not json',
      '[1000]',
      '{"paymentWindowMs": -5}',
      '{"paymentWindowMinutes": 30}',
      '{"overdueReminderAfterMs": 9000000000, "autoCompleteAfterMs": 1000}',
    ]) {
      expect(() => loadConfig({ LIFECYCLE_CONFIG_JSON: bad })).toThrow(/LIFECYCLE_CONFIG_JSON: /);
    }
    expect(() => loadConfig({ LIFECYCLE_CONFIG_JSON: '{"paymentWindowMs": -5}' })).toThrow(
      /paymentWindowMs must be a non-negative integer/,
    );
    expect(() => loadConfig({ LIFECYCLE_CONFIG_JSON: '{"paymentWindowMinutes": 30}' })).toThrow(
      /unknown duration paymentWindowMinutes/,
    );
  });

  it('keeps one set of marketing figures: the spec’s landing figures unless MARKETING_FIGURES_JSON says', () => {
    expect(loadConfig({}).marketingFigures).toEqual({
      verifiedExperts: 200,
      consultations: 5000,
      averageRating: 4.8,
      responseHours: 2,
    });
    expect(
      loadConfig({ MARKETING_FIGURES_JSON: '{"consultations": 12000}' }).marketingFigures,
    ).toMatchObject({ verifiedExperts: 200, consultations: 12000 });
    for (const bad of ['not json', '[1]', '{"averageRating": 7}', '{"experts": 5}']) {
      expect(() => loadConfig({ MARKETING_FIGURES_JSON: bad })).toThrow(/MARKETING_FIGURES_JSON/);
    }
  });

  it('retries partner webhooks for about a day unless PARTNER_WEBHOOK_RETRY_JSON says otherwise', () => {
    expect(loadConfig({}).partnerWebhookRetry).toMatchObject({
      initialIntervalMs: 60_000,
      backoffCoefficient: 2,
      maximumAttempts: 14,
    });
    const config = loadConfig({
      PARTNER_WEBHOOK_RETRY_JSON: '{"initialIntervalMs": 100, "maximumAttempts": 3}',
    });
    expect(config.partnerWebhookRetry).toMatchObject({
      initialIntervalMs: 100,
      backoffCoefficient: 2,
      maximumAttempts: 3,
    });
    for (const bad of ['[]', '{"maximumAttempts": 0}', '{"attempts": 3}']) {
      expect(() => loadConfig({ PARTNER_WEBHOOK_RETRY_JSON: bad })).toThrow(
        /PARTNER_WEBHOOK_RETRY_JSON: /,
      );
    }
    expect(() => loadConfig({ PARTNER_WEBHOOK_RETRY_JSON: '{"attempts": 3}' })).toThrow(
      /unknown setting attempts/,
    );
  });

  it('sweeps for charged payments every minute, a minute after they were made, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      PAYMENT_SWEEP_PERIOD_MS: 60_000,
      PAYMENT_SWEEP_GRACE_MS: 60_000,
      PAYMENT_SWEEP_BATCH: 50,
    });
    expect(loadConfig({ PAYMENT_SWEEP_PERIOD_MS: '2000' }).PAYMENT_SWEEP_PERIOD_MS).toBe(2_000);
    // Temporal's schedules count in whole seconds.
    expect(() => loadConfig({ PAYMENT_SWEEP_PERIOD_MS: '10' })).toThrow(/PAYMENT_SWEEP_PERIOD_MS/);
    expect(() => loadConfig({ PAYMENT_SWEEP_BATCH: '0' })).toThrow(/PAYMENT_SWEEP_BATCH/);
  });

  it('refreshes imported calendars every 15 minutes, from public addresses only in production', () => {
    const config = loadConfig({});
    expect(config.CALENDAR_IMPORT_PERIOD_MS).toBe(900_000);
    expect(config.CALENDAR_IMPORT_ALLOW_LOOPBACK).toBe(false);
    expect(
      loadConfig({ CALENDAR_IMPORT_ALLOW_LOOPBACK: 'true' }).CALENDAR_IMPORT_ALLOW_LOOPBACK,
    ).toBe(true);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', CALENDAR_IMPORT_ALLOW_LOOPBACK: 'true' }),
    ).toThrow(/CALENDAR_IMPORT_ALLOW_LOOPBACK is for tests/);
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
      STRIPE_TIMEOUT_MS: '5000',
      STRIPE_CALL_BUDGET_MS: '12000',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
      timeoutMs: 5000,
      budgetMs: 12000,
      apiBase: { host: 'localhost', port: 12111, protocol: 'http' },
    });
    expect(() => loadConfig({ STRIPE_API_BASE: 'ftp://mock' })).toThrow(/STRIPE_API_BASE/);
  });

  it('takes ICE servers as a JSON array of RTCIceServer and names a bad one', () => {
    const turn = [{ urls: ['turn:turn.example:3478'], username: 'eb', credential: 's3cret' }];
    expect(loadConfig({ ICE_SERVERS_JSON: JSON.stringify(turn) }).ICE_SERVERS_JSON).toEqual(turn);
    expect(loadConfig({}).ICE_SERVERS_JSON).toEqual([{ urls: 'stun:stun.l.google.com:19302' }]);
    expect(() => loadConfig({ ICE_SERVERS_JSON: '{"urls":"stun:x"}' })).toThrow(/ICE_SERVERS_JSON/);
    expect(() => loadConfig({ ICE_SERVERS_JSON: '[{"url":"stun:x"}]' })).toThrow(
      /ICE_SERVERS_JSON/,
    );
  });
});
