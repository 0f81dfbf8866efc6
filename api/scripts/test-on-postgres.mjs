// Runs the API suite a second time on a real PostgreSQL server when TEST_DATABASE_URL names one.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  process.stdout.write(
    'PostgreSQL run skipped: set TEST_DATABASE_URL (CI does) to run the suite on PostgreSQL too.\n',
  );
  process.exit(0);
}
process.stdout.write('Running the API suite on PostgreSQL (TEST_DATABASE_URL)\n');
const result = spawnSync('npx', ['vitest', 'run'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(result.status ?? 1);
