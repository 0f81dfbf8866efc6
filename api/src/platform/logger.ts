import pino, { type Logger } from 'pino';
import type { Config } from './config.js';
import { activeTraceId } from './trace-context.js';

/**
 * Standard output, written in batches: under load the request lines come hundreds a second, and a write call for each
 * was about 3 % of a directory request's CPU. A batch is written once it holds 4 KB, and whatever is held at least
 * every 200 ms, so a quiet process's line still shows at once to a person tailing it; pino writes what is left when
 * the process exits.
 */
function batchedStdout(): pino.DestinationStream {
  return pino.destination({ dest: 1, minLength: 4096, periodicFlush: 200 });
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
