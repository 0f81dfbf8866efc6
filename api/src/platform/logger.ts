import pino, { type Logger } from 'pino';
import type { Config } from './config.js';

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: { service: 'expertbridge-api' },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
  });
}
