// The fleet test's fleet: `startFleet` (scripts/fleet, what `npm run fleet` runs) on a new, empty database of the
// test's PostgreSQL server, which the fleet migrates and seeds itself; and what the checks need beside it: a database
// connection to set experts up and read the ledger, clients of the balancer and of each API process.
import { randomBytes, randomUUID } from 'node:crypto';
import { startFleet, type Fleet } from '../../../scripts/fleet/index.mjs';
import { createDatabase, type Database } from '../../src/platform/db.js';
import { SESSION_COOKIE } from '../../src/platform/session.js';
import { zoneWhereNoon } from '../helpers/booking.js';
import { insertExpert, type ExpertRow } from '../helpers/consultation-rows.js';
import { adminUrl, withDatabaseName } from '../helpers/postgres-url.js';
import { TestClient } from '../helpers/test-client.js';

export interface FleetFixture {
  fleet: Fleet;
  db: Database;
  close(): Promise<void>;
}

/** Two APIs and two workers, as the smallest fleet; pools kept small for a PostgreSQL the suite shares. */
export async function startTestFleet(serverUrl: string): Promise<FleetFixture> {
  const name = `eb_fleet_${randomBytes(6).toString('hex')}`;
  const admin = await createDatabase({ databaseUrl: adminUrl(serverUrl) });
  await admin.knex.raw(`CREATE DATABASE ${name}`);
  const databaseUrl = withDatabaseName(serverUrl, name);
  const drop = async () => {
    // With a Temporal cluster, its two databases sit beside the application's.
    for (const database of [name, `${name}_temporal`, `${name}_temporal_visibility`]) {
      await admin.knex.raw(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
    await admin.close();
  };
  let fleet: Fleet;
  try {
    fleet = await startFleet({
      apis: 2,
      workers: 2,
      databaseUrl,
      // `cluster` runs the same checks on the Temporal server built from source (docs/fleet.md); CI uses the dev server.
      temporal: process.env.FLEET_TEST_TEMPORAL ?? 'dev',
      demo: false,
      env: {
        DATABASE_POOL_MAX: '4',
        // One address signs up and books for every user of the test; the limits have tests of their own.
        SIGNUP_RATE_LIMIT: '100000',
        SIGNUP_IP_RATE_LIMIT: '100000',
        BOOKING_RATE_LIMIT: '100000',
        BOOKING_IP_RATE_LIMIT: '100000',
      },
      log: (message) => process.stdout.write(`fleet: ${message}`),
    });
  } catch (error) {
    await drop();
    throw error;
  }
  const db = await createDatabase({ databaseUrl, poolMax: 3 });
  return {
    fleet,
    db,
    async close() {
      await fleet.stop();
      await db.close();
      await drop();
    },
  };
}

/** A new user registered (and so signed in) through `base`: the balancer or one API process. */
export async function registerThrough(base: string, label = 'user') {
  const client = new TestClient(base);
  const email = `${label}-${randomUUID()}@fleet.expertbridge.test`;
  const registered = await client.post('/api/auth/email/register', {
    email,
    firstName: 'Fleet',
    lastName: label,
    password: 'fleet-password-1',
  });
  if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  return { client, email, id: registered.body.id as string, session: client.sessionCookie! };
}

/** A client of `base` signed in with an existing session (as a browser whose next request lands elsewhere). */
export function withSession(base: string, session: string): TestClient {
  const client = new TestClient(base);
  client.setCookie(SESSION_COOKIE, session);
  return client;
}

/** An approved expert (NZ$180/h) for a registered user, in a zone where `at` is noon. */
export function expertFor(db: Database, userId: string, at: Date): Promise<ExpertRow> {
  return insertExpert(db.knex, { userId, timeZone: zoneWhereNoon(at), rate: 18_000 });
}
