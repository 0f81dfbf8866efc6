// The API suite, each file on the engine it needs. Without TEST_DATABASE_URL every file runs on PGlite, the
// embedded default. With it (CI sets it), the files that touch the database run on PostgreSQL, the production
// engine, and PGlite keeps the files that prove the embedded default works: migrations, the platform's database
// layer, a booking and a whole lifecycle, the room, payments in the sandbox, the served sites, and every test
// beside the code. The browser journeys (e2e) run the whole product on PGlite as well.
import { spawnSync } from 'node:child_process';

/** Run on PGlite even when PostgreSQL is there; the ones that touch no database run only here. */
const EMBEDDED = [
  'src/',
  'test/db/',
  'test/platform/',
  'test/temporal/',
  'test/payments/',
  'test/consultations/booking.test.ts',
  'test/consultations/lifecycle.test.ts',
  'test/room/room.test.ts',
  'test/system/system.test.ts',
  'test/system/portal-site.test.ts',
  'test/system/widget-site.test.ts',
];

/** Touch no database at all (a mock server, a binary, a pure rule): once is enough, on PGlite. */
const NO_DATABASE = [
  'src/**',
  'test/temporal/**',
  'test/payments/stripe-*.test.ts',
  'test/payments/payment-intent-id.test.ts',
  'test/platform/node-flags.test.ts',
  // Starts the API as its own process, on its own embedded database.
  'test/platform/process-signals.test.ts',
  // Opens PGlite data directories of its own, whatever the suite's engine.
  'test/platform/pglite-owner.test.ts',
];

function vitest(args, env = process.env) {
  const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env });
  return result.status ?? 1;
}

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  process.stdout.write(
    'API suite on PGlite only: set TEST_DATABASE_URL (CI does) to run the database tests on PostgreSQL.\n',
  );
  process.exit(vitest([]));
}
process.stdout.write('API suite, part 1 of 2: the embedded default on PGlite\n');
const embedded = vitest(EMBEDDED);
process.stdout.write(
  'API suite, part 2 of 2: the database tests on PostgreSQL (TEST_DATABASE_URL)\n',
);
const onPostgres = vitest(['test/', ...NO_DATABASE.flatMap((glob) => ['--exclude', glob])], {
  ...process.env,
  DATABASE_URL: url,
});
process.exit(embedded || onPostgres);
