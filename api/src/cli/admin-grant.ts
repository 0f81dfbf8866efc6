import { runAdminGrant } from './admin-grant-command.js';

const code = await runAdminGrant(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
process.exit(code);
