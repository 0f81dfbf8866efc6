import path from 'node:path';
import { isValidAbn, isValidNzGstNumber } from '@expertbridge/sdk';
import {
  resolveLifecycleConfig,
  resolvePartnerWebhookRetry,
  type LifecycleConfig,
  type PartnerWebhookRetry,
} from '@expertbridge/workflows';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0),
);

const origin = z.url().transform((value) => new URL(value).origin);

const port = z.coerce.number().int().min(1).max(65535);

/**
 * A JSON object of overrides, resolved against its defaults by the workflows package itself (`resolve` fills in
 * the rest and throws on a bad value), so the API and the workflows agree on what is valid.
 */
function jsonOverrides<T extends object>(
  resolve: (overrides?: Partial<T>) => T,
  names: { object: string; key: string },
) {
  return z.string().transform((value, ctx): T => {
    try {
      const overrides: unknown = JSON.parse(value);
      if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) {
        throw new Error(`expected a JSON object of ${names.object}`);
      }
      const known = Object.keys(resolve());
      const unknown = Object.keys(overrides).filter((key) => !known.includes(key));
      if (unknown.length > 0) throw new Error(`unknown ${names.key} ${unknown.join(', ')}`);
      return resolve(overrides as Partial<T>);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });
}

/** Lifecycle durations in milliseconds (a partial LifecycleConfig) over DESIGN's defaults. */
const lifecycleConfigJson = jsonOverrides<LifecycleConfig>(resolveLifecycleConfig, {
  object: 'durations in milliseconds',
  key: 'duration',
});

/** The partner webhooks' retry schedule (a partial PartnerWebhookRetry) over about a day of backoff. */
const partnerWebhookRetryJson = jsonOverrides<PartnerWebhookRetry>(resolvePartnerWebhookRetry, {
  object:
    'retry settings (initialIntervalMs, backoffCoefficient, maximumIntervalMs, maximumAttempts)',
  key: 'setting',
});

/**
 * The marketing figures of the landing, home and About pages: one set, the operator's, each defaulting to the
 * spec's landing figures (part 1 §1), so the pages never disagree.
 */
const marketingFigures = z.strictObject({
  verifiedExperts: z.number().int().min(0).default(200),
  consultations: z.number().int().min(0).default(5000),
  averageRating: z.number().min(0).max(5).default(4.8),
  responseHours: z.number().int().min(1).max(720).default(2),
});
export type MarketingFigures = z.infer<typeof marketingFigures>;

const marketingFiguresJson = z
  .string()
  .transform((value, ctx): unknown => {
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of figures' });
      return z.NEVER;
    }
  })
  .pipe(marketingFigures);

const prefixed = (pattern: RegExp, what: string) =>
  z.string().regex(pattern, `must be ${what}`).optional();

const iceServer = z.strictObject({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

/** WebRTC ICE servers (STUN, TURN) as a JSON array of RTCIceServer. */
const iceServersJson = z.string().transform((value, ctx) => {
  try {
    return z.array(iceServer).max(10).parse(JSON.parse(value));
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a JSON array of { urls, username?, credential? } (RTCIceServer)',
    });
    return z.NEVER;
  }
});

/** Every environment variable the API reads, with its default. The README's configuration table mirrors this. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The origin browsers use to reach the site; defaults to http://localhost:PORT. */
  PUBLIC_URL: origin.optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  CORS_ORIGINS: commaList.pipe(z.array(origin)).default([]),
  ADMIN_EMAILS: commaList
    .pipe(z.array(z.email().transform((email) => email.toLowerCase())))
    .default([]),
  SEED_PASSWORD: z.string().min(8).max(200).default('demo-password'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Failed sign-ins allowed per account (e-mail) per window. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Failed sign-ins allowed per client address per window: many people may share one (an office, a school). */
  LOGIN_IP_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(100),
  LOGIN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Sign-ups allowed per hour for one e-mail address. */
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Sign-ups allowed per hour from one address, which a class or an office may share. */
  SIGNUP_IP_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Bookings one account may make per hour. */
  BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Bookings all the accounts behind one address may make per hour. */
  BOOKING_IP_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(300),
  /** Chat messages one account may send in 10 seconds (all its sockets together), refilled evenly. */
  CHAT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Chat messages all the accounts behind one address may send in 10 seconds. */
  CHAT_IP_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(200),
  /** How long a flooder's account and address are kept out of the room after it was disconnected. */
  CHAT_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** A Temporal frontend (host:port); when unset, the API runs its own dev server. */
  TEMPORAL_ADDRESS: z.string().min(1).optional(),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  /** TLS to TEMPORAL_ADDRESS (server certificate checked against the system's CAs, or TEMPORAL_TLS_CA). */
  TEMPORAL_TLS: booleanFlag.default(false),
  /** PEM files: the CA that signed the server's certificate; the client certificate and key for mutual TLS. */
  TEMPORAL_TLS_CA: z.string().min(1).optional(),
  TEMPORAL_TLS_CERT: z.string().min(1).optional(),
  TEMPORAL_TLS_KEY: z.string().min(1).optional(),
  /** An API key (Temporal Cloud), sent as a bearer token; implies TLS. */
  TEMPORAL_API_KEY: z.string().min(1).optional(),
  /** gRPC and Web UI ports of the embedded dev server. */
  TEMPORAL_PORT: port.default(7233),
  TEMPORAL_UI_PORT: port.default(8233),
  TEMPORAL_CLI_PATH: z.string().min(1).optional(),
  /**
   * Where the worker keeps its workflow bundle (one file per version of the workflow code); DATA_DIR/temporal/bundles
   * unset. Processes may share one: the tests' many workers bundle once.
   */
  TEMPORAL_BUNDLE_DIR: z.string().min(1).max(1000).optional(),
  /** `off` when the lifecycle worker runs as its own process (runWorker in platform/temporal.ts). */
  TEMPORAL_WORKER: z.enum(['in-process', 'off']).default('in-process'),
  /** Open workflows a worker keeps in memory (0: none); unset, LIFECYCLE_WORKER_TUNING's. */
  TEMPORAL_WORKFLOW_CACHE: z.coerce.number().int().min(0).max(100_000).optional(),
  LIFECYCLE_CONFIG_JSON: lifecycleConfigJson.optional(),
  PARTNER_WEBHOOK_RETRY_JSON: partnerWebhookRetryJson.optional(),
  /** How often the worker's sweep looks for charged payments that never reached their consultation. */
  PAYMENT_SWEEP_PERIOD_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(60_000),
  /** How old a payment must be before the sweep takes it over from the card step and the provider's webhook. */
  PAYMENT_SWEEP_GRACE_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** Payments one sweep checks at most. */
  PAYMENT_SWEEP_BATCH: z.coerce.number().int().min(1).max(1_000).default(50),
  /** How often the worker's schedule fetches every imported calendar again (15 minutes). */
  CALENDAR_IMPORT_PERIOD_MS: z.coerce.number().int().min(10_000).max(86_400_000).default(900_000),
  /** Lets imported calendars be fetched from loopback addresses (tests' local servers); never in production. */
  CALENDAR_IMPORT_ALLOW_LOOPBACK: booleanFlag.default(false),
  /** Reads of one private calendar feed allowed per hour (20 times as many per client address). */
  CALENDAR_FEED_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
  /** The marketing figures (verifiedExperts, consultations, averageRating, responseHours) over the defaults. */
  MARKETING_FIGURES_JSON: marketingFiguresJson.optional(),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: prefixed(/^(sk|rk)_\w+$/, 'a Stripe secret key (sk_… or rk_…)'),
  STRIPE_PUBLISHABLE_KEY: prefixed(/^pk_\w+$/, 'a Stripe publishable key (pk_…)'),
  STRIPE_WEBHOOK_SECRET: prefixed(/^whsec_\w+$/, 'a webhook signing secret (whsec_…)'),
  /**
   * The signing secret of the Connect endpoint: Stripe sends events about connected accounts (`account.updated`) to an
   * endpoint of their own, with its own secret, even when it is the same URL.
   */
  STRIPE_CONNECT_WEBHOOK_SECRET: prefixed(/^whsec_\w+$/, 'a webhook signing secret (whsec_…)'),
  /** Another Stripe API origin, e.g. stripe-mock's http://localhost:12111. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  /** How long one request to Stripe may take before it is given up (and retried, with the same idempotency key). */
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
  /** All the attempts of one call to Stripe together (retries included): the longest a caller waits for it. */
  STRIPE_CALL_BUDGET_MS: z.coerce.number().int().min(100).max(300_000).default(18_000),
  /** The sandbox gateway: how long a submitted payout onboarding takes to verify (Stripe's takes minutes to days). */
  SANDBOX_PAYOUT_VERIFY_MS: z.coerce.number().int().min(0).max(86_400_000).default(5_000),
  /** The ICE servers the room's video calls use; a public STUN server by default, TURN for strict networks. */
  ICE_SERVERS_JSON: iceServersJson.default([{ urls: 'stun:stun.l.google.com:19302' }]),
  /** An SMTP server (smtp:// or smtps://, credentials in the URL); without it e-mail stays in the outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The built portal served at / (default: the repository's portal/dist); `off` serves none. */
  PORTAL_DIR: z.string().min(1).optional(),
  /** How long a widget booking's token pays and opens the room, in minutes (it reads its booking until the end). */
  BOOKING_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(120),
  /** Widget bookings allowed per hour from one address, per partner. */
  WIDGET_BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** The built partner widget served at /widget/ (default: the repository's widget/dist); `off` serves none. */
  WIDGET_DIR: z.string().min(1).optional(),
  /**
   * The port of the demo partner site ('Smith & Co Lawyers'); `off` (the default) starts none. `npm start` sets
   * 3001: a fleet's API processes must not each bind it.
   */
  PARTNER_DEMO_PORT: z.union([z.literal('off'), port]).default('off'),
  /**
   * An S3-compatible bucket for uploaded files (profile photos); unset, they live in PostgreSQL. Credentials
   * from UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY, else the AWS SDK's own chain (AWS_* variables,
   * an instance role). UPLOADS_S3_ENDPOINT for a store other than AWS (path-style addresses then).
   */
  UPLOADS_S3_BUCKET: z.string().min(3).max(63).optional(),
  UPLOADS_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  UPLOADS_S3_REGION: z.string().min(1).default('us-east-1'),
  UPLOADS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  UPLOADS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Prepended to each file's key in the bucket. */
  UPLOADS_S3_PREFIX: z.string().max(200).default('uploads/'),
  /** The sender of every e-mail. */
  EMAIL_FROM: z.string().min(3).max(200).default('ExpertBridge <no-reply@expertbridge.co.nz>'),
  /** The platform as the issuer of its commission invoices and the agent on the clients' receipts. */
  PLATFORM_LEGAL_NAME: z.string().min(1).max(200).default('ExpertBridge Limited'),
  /** Its address as printed on documents (`\n` between lines). */
  PLATFORM_ADDRESS: z
    .string()
    .min(1)
    .max(500)
    .default('Level 2, 12 Queen Street\nTāmaki Makaurau Auckland 1010\nNew Zealand'),
  /** Its NZ GST number and its ABN, digits (it is registered in both). */
  PLATFORM_NZ_GST_NUMBER: z
    .string()
    .regex(/^\d{8,9}$/, 'must be 8 or 9 digits')
    .refine(isValidNzGstNumber, 'is not a valid NZ GST number: its check digit does not match')
    .default('123456785'),
  PLATFORM_ABN: z
    .string()
    .regex(/^\d{11}$/, 'must be 11 digits')
    .refine(isValidAbn, 'is not a valid ABN: its check digits do not match')
    .default('51824753556'),
  /**
   * Migrate and seed when an API process starts. Unset: yes, except in production, where `npm run migrate` is a step
   * of its own and a process refuses to start against an older schema. The embedded database always migrates itself.
   */
  MIGRATE_ON_START: booleanFlag.optional(),
  /** A standalone worker's health port (`/live`, `/ready`); unset: none. */
  WORKER_HEALTH_PORT: port.optional(),
  /** Prometheus metrics at `/metrics` on a port of their own; unset: none. */
  METRICS_PORT: port.optional(),
  /** The Temporal SDK's own worker metrics (Prometheus format) on a port of their own; unset: none. */
  TEMPORAL_METRICS_PORT: port.optional(),
  /** An OTLP/HTTP collector (e.g. http://localhost:4318): traces are exported there; unset: no tracing at all. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The service name on exported spans. */
  OTEL_SERVICE_NAME: z.string().min(1).max(100).default('expertbridge'),
});

/** Stripe's settings, present when PAYMENT_GATEWAY=stripe. */
export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The Connect endpoint's signing secret, when it has its own. */
  connectWebhookSecret?: string | undefined;
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  /** One request's time limit, in milliseconds. */
  timeoutMs: number;
  /** One call's, its retries included. */
  budgetMs: number;
}

export type Config = Omit<
  z.infer<typeof configSchema>,
  'PUBLIC_URL' | 'LIFECYCLE_CONFIG_JSON' | 'PARTNER_WEBHOOK_RETRY_JSON' | 'MARKETING_FIGURES_JSON'
> & {
  /** The one set of marketing figures the pages show (MARKETING_FIGURES_JSON over the defaults). */
  marketingFigures: MarketingFigures;
  PUBLIC_URL: string;
  /** The lifecycle durations new consultations are booked under (DESIGN §3 defaults + LIFECYCLE_CONFIG_JSON). */
  lifecycle: LifecycleConfig;
  /** How partner webhook deliveries are retried (about a day of backoff + PARTNER_WEBHOOK_RETRY_JSON). */
  partnerWebhookRetry: PartnerWebhookRetry;
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  isProduction: boolean;
  /** Cookies are Secure in production and whenever the public URL is https. */
  secureCookies: boolean;
  oidc?: { issuer: string; clientId: string; clientSecret: string } | undefined;
  stripe?: StripeConfig | undefined;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the configuration; a bad variable stops start-up with a message that names it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { LIFECYCLE_CONFIG_JSON, PARTNER_WEBHOOK_RETRY_JSON, MARKETING_FIGURES_JSON, ...values } =
    result.data;
  const oidcParts = [values.OIDC_ISSUER, values.OIDC_CLIENT_ID, values.OIDC_CLIENT_SECRET];
  const oidcCount = oidcParts.filter((part) => part !== undefined).length;
  if (oidcCount !== 0 && oidcCount !== 3) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  if (values.CALENDAR_IMPORT_ALLOW_LOOPBACK && values.NODE_ENV === 'production') {
    // A calendar address is typed by a user: loopback would reach the server's own services.
    throw new ConfigError(
      'Invalid configuration:\n  CALENDAR_IMPORT_ALLOW_LOOPBACK is for tests and cannot be set in production',
    );
  }
  return {
    ...values,
    stripe: stripeConfig(values),
    PUBLIC_URL: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    lifecycle: LIFECYCLE_CONFIG_JSON ?? resolveLifecycleConfig(),
    partnerWebhookRetry: PARTNER_WEBHOOK_RETRY_JSON ?? resolvePartnerWebhookRetry(),
    marketingFigures: MARKETING_FIGURES_JSON ?? marketingFigures.parse({}),
    dataDir: path.resolve(values.DATA_DIR),
    isProduction: values.NODE_ENV === 'production',
    secureCookies:
      values.NODE_ENV === 'production' || (values.PUBLIC_URL?.startsWith('https:') ?? false),
    oidc:
      oidcCount === 3
        ? {
            issuer: values.OIDC_ISSUER!,
            clientId: values.OIDC_CLIENT_ID!,
            clientSecret: values.OIDC_CLIENT_SECRET!,
          }
        : undefined,
  };
}

const STRIPE_REQUIRED = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

/** The Stripe settings when Stripe is the gateway; all three keys are needed to take a payment and hear of it. */
function stripeConfig(values: z.infer<typeof configSchema>): StripeConfig | undefined {
  if (values.PAYMENT_GATEWAY !== 'stripe') return undefined;
  const missing = STRIPE_REQUIRED.filter((name) => values[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  PAYMENT_GATEWAY=stripe needs ${missing.join(', ')}`,
    );
  }
  const base = values.STRIPE_API_BASE ? new URL(values.STRIPE_API_BASE) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey: values.STRIPE_SECRET_KEY!,
    publishableKey: values.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: values.STRIPE_WEBHOOK_SECRET!,
    connectWebhookSecret: values.STRIPE_CONNECT_WEBHOOK_SECRET,
    timeoutMs: values.STRIPE_TIMEOUT_MS,
    budgetMs: values.STRIPE_CALL_BUDGET_MS,
    apiBase: base && {
      host: base.hostname,
      port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
      protocol,
    },
  };
}
