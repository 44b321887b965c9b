import { pino, type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

/** Structured JSON logs; secrets in headers never reach them. */
export function createLogger(options: { level: LogLevel; destination?: pino.DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      base: { service: 'seed-bff' },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.apikey', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
    },
    options.destination,
  );
}
