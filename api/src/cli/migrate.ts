import { runSchemaCommand } from './schema-command.js';

const step = process.argv[2] === 'seed' ? 'seed' : 'migrate';
const code = await runSchemaCommand(step, process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
process.exit(code);
