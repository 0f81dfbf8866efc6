import pino, { type Logger } from 'pino';
import type { Config } from './config.js';
import { activeTraceId } from './trace-context.js';

/** The API's logger; `destination` (stdout by default) lets a test read every line. */
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
    destination,
  );
}
