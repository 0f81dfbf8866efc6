// Fails a test file whose code sent a statement on a pg connection while another was running on it: a
// transaction's Promise.all, say. pg 8 queues the second statement and warns once a process (pg 9 will throw), so
// the mistake passes unseen on PostgreSQL and cannot show on PGlite at all. The warning's stack names the caller.
import { afterAll } from 'vitest';

const QUEUED = /client\.query\(\) when the client is already executing a query/;

const queued: string[] = [];

// Deep enough to reach the caller past pg's and knex's own frames (Node keeps ten by default).
Error.stackTraceLimit = Math.max(Error.stackTraceLimit, 40);

process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && QUEUED.test(warning.message)) {
    const ours = (warning.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line) && !/node_modules|node:|\(<anonymous>\)/.test(line));
    queued.push([warning.message, ...ours].join('\n'));
  }
});

/** The queued-statement warnings seen so far in this file, taken (a test that provokes one on purpose takes it). */
export function takeQueuedStatements(): string[] {
  return queued.splice(0);
}

afterAll(() => {
  const seen = takeQueuedStatements();
  if (seen.length > 0) {
    throw new Error(
      `A statement was sent on a pg connection while another ran on it (run them one after another):\n${seen.join('\n')}`,
    );
  }
});
