// `npm test`: every check CI runs — contract lint, ESLint, Prettier, type checks, then each package's tests.
import { spawnSync } from 'node:child_process';
import { ensureDependencies, root } from './ensure-deps.mjs';

ensureDependencies();
const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['tests', ['run', 'test', '--workspaces', '--if-present']],
];
for (const [name, args] of steps) {
  process.stdout.write(`\n== ${name} ==\n`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`\n${name} failed.\n`);
    process.exit(result.status ?? 1);
  }
}
