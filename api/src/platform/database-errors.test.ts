import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.js';
import { toAppError } from './errors.js';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a dropped or refused connection, from the server, the socket or the pool', () => {
    expect(
      isDatabaseUnavailable(pgError('57P01', 'terminating due to administrator command')),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('ECONNREFUSED', 'connect ECONNREFUSED'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('Knex: Timeout acquiring a connection.'), {
          name: 'KnexTimeoutError',
        }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('query failed', { cause: pgError('08006', 'gone') })),
    ).toBe(true);
    // Objection's wrapper around what a model's query met keeps the driver's error as nativeError.
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('terminating'), { nativeError: pgError('57P01', 'terminating') }),
      ),
    ).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('makes a dropped connection a 503 database_unavailable, and a bug still a 500', () => {
    expect(toAppError(pgError('57P01', 'terminating'))).toMatchObject({
      status: 503,
      code: 'database_unavailable',
    });
    expect(toAppError(new TypeError('x is undefined'))).toMatchObject({ status: 500 });
  });
});
