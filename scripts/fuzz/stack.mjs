// The stack the contract fuzzer runs against: the API as `npm start` runs it (PGlite, the embedded Temporal dev
// server, the in-process worker, sandbox payments) on its own ports and a throw-away DATA_DIR, and the sessions and
// partner credentials the fuzzer's four passes send. Node built-ins only.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from '../ensure-deps.mjs';
import { API_NODE_FLAGS } from '../node-flags.mjs';
import { resolveTemporalCli } from '../temporal-cli.mjs';

/** The demo accounts `npm start` seeds in development (README), with its default SEED_PASSWORD. */
export const DEMO_ACCOUNTS = {
  client: 'client@demo.expertbridge.test',
  expert: 'expert@demo.expertbridge.test',
  admin: 'admin@demo.expertbridge.test',
};
const DEMO_PASSWORD = 'demo-password';

/**
 * The secret the sandbox gateway signs and verifies its webhook deliveries with during a run (STRIPE_WEBHOOK_SECRET),
 * so that the fuzzer can sign the Stripe webhook's requests as Stripe would.
 */
export const WEBHOOK_SECRET = 'whsec_contractfuzzing';

function canListen(port) {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Three consecutive free loopback ports from `base`, else three free ones below the ephemeral range. */
async function freePorts(base) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const first = base && attempt === 0 ? base : 20_000 + Math.floor(Math.random() * 12_000);
    const ports = [first, first + 1, first + 2];
    if ((await Promise.all(ports.map(canListen))).every(Boolean)) return ports;
    if (base && attempt === 0) throw new Error(`ports ${ports.join(', ')} are not all free`);
  }
  throw new Error('no free ports found');
}

/**
 * Starts the API. `basePort` fixes its port (and the Temporal server's, the next two); `logFile` receives its
 * output. Bookings and sign-ups are allowed far more often than by default, so that generated requests reach the
 * pricing and time rules instead of the hourly limit (the limits themselves have their own tests).
 */
export async function startStack({ basePort, logFile } = {}) {
  const [port, temporalPort, temporalUiPort] = await freePorts(basePort);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eb-fuzz-'));
  const url = `http://127.0.0.1:${port}`;
  const output = logFile ? openSync(logFile, 'a') : 'ignore';
  const child = spawn(process.execPath, [...API_NODE_FLAGS, '--import', 'tsx', 'api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      TEMPORAL_ADDRESS: '',
      TEMPORAL_CLI_PATH: resolveTemporalCli(),
      TEMPORAL_PORT: String(temporalPort),
      TEMPORAL_UI_PORT: String(temporalUiPort),
      // The contract is the API's: the portal, the widget's files and the demo partner site are not in it.
      PORTAL_DIR: 'off',
      WIDGET_DIR: 'off',
      PARTNER_DEMO_PORT: 'off',
      SIGNUP_RATE_LIMIT: '100000',
      SIGNUP_IP_RATE_LIMIT: '100000',
      BOOKING_RATE_LIMIT: '100000',
      BOOKING_IP_RATE_LIMIT: '100000',
      WIDGET_BOOKING_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
      PAYMENT_GATEWAY: 'sandbox',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    stdio: ['ignore', output, output],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(
        `the API exited with ${child.exitCode} while starting${logFile ? ` (see ${logFile})` : ''}`,
      );
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the API did not become healthy within 4 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop };
}

async function call(url, method, pathname, { body, headers = {} } = {}) {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: {
      Origin: url,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${text}`);
  return { response, json: text ? JSON.parse(text) : undefined };
}

/** Signs a demo account in and returns its session token (the `eb_session` cookie's value) and user id. */
async function signIn(url, email) {
  const { response, json } = await call(url, 'POST', '/api/auth/email/login', {
    body: { email, password: DEMO_PASSWORD },
  });
  const match = /eb_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
  if (!match) throw new Error(`signing ${email} in set no session cookie`);
  return { session: match[1], userId: json.id ?? json.user?.id };
}

/**
 * What the fuzzer's passes send: a session per role, and the credentials of a partner made for the run (allowed
 * from the API's own origin, which is the Origin every request carries) with a booking token for one of its
 * bookings; and what the hooks fill valid requests with: each role's user id, the approved experts (id and user
 * id) and the categories.
 */
export async function prepareCredentials(url) {
  const sessions = {};
  const userIds = {};
  for (const [role, email] of Object.entries(DEMO_ACCOUNTS)) {
    ({ session: sessions[role], userId: userIds[role] } = await signIn(url, email));
  }
  const admin = { Cookie: `eb_session=${sessions.admin}` };
  const { json: partner } = await call(url, 'POST', '/api/admin/partners', {
    headers: admin,
    body: { name: 'Contract fuzzing', allowedOrigins: [url] },
  });
  const { json: experts } = await call(url, 'GET', '/api/experts?pageSize=20');
  const { json: categories } = await call(url, 'GET', '/api/categories');
  const expertId = experts.items[0].id;
  const { json: availability } = await call(url, 'GET', `/api/experts/${expertId}/availability`);
  const { json: booking } = await call(url, 'POST', '/api/widget/bookings', {
    headers: { 'X-Partner-Key': partner.partner.publishableKey },
    body: {
      expertId,
      scheduledAt: availability.slots.at(-1).startsAt,
      title: 'Contract fuzzing booking',
      guest: { name: 'Fuzz Guest', email: 'fuzz.guest@example.com' },
    },
  });
  return {
    sessions,
    userIds,
    experts: experts.items.map((expert) => ({ id: expert.id, userId: expert.userId })),
    categories: (Array.isArray(categories) ? categories : categories.items).map(
      (category) => category.id,
    ),
    webhookSecret: WEBHOOK_SECRET,
    partnerKey: partner.partner.publishableKey,
    partnerSecret: partner.secretKey,
    bookingToken: booking.bookingToken,
  };
}
