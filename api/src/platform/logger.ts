import pino, { type Logger } from 'pino';
import type { Config } from './config.js';
import { activeTraceId } from './trace-context.js';

/**
 * Standard output, written in batches: under load the request lines come hundreds a second, and a write call for each
 * was about 3 % of a directory request's CPU. A batch is written once it holds 4 KB, and whatever is held at least
 * every 200 ms, so a quiet process's line still shows at once to a person tailing it; what is left is written when
 * the process exits.
 *
 * The writes are synchronous (a 4 KB write to a pipe or file takes microseconds). Written asynchronously, a batch
 * could still be on its way when the process exited, and the lines held were then written before it: a log out of
 * order at the very moment someone reads it to learn why the process stopped. One stream for the process, so every
 * logger's lines share one buffer and one order.
 */
let stdout: pino.DestinationStream | undefined;

function batchedStdout(): pino.DestinationStream {
  if (!stdout) {
    const stream = pino.destination({ dest: 1, minLength: 4096, periodicFlush: 200, sync: true });
    // pino flushes an asynchronous stream at exit on its own, not a synchronous one.
    process.on('exit', () => {
      try {
        stream.flushSync();
      } catch {
        // Standard output closed (the reader gone): nothing left to write to.
      }
    });
    stdout = stream;
  }
  return stdout;
}

/** The API's logger; `destination` (standard output, batched, by default) lets a test read every line. */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  destination?: pino.DestinationStream,
): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      base: { service: 'expertbridge-api' },
      redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
      // A line written inside a trace names it, beside the request id: the trace's spans are one search away.
      mixin: () => {
        const traceId = activeTraceId();
        return traceId ? { traceId } : {};
      },
    },
    destination ?? batchedStdout(),
  );
}
