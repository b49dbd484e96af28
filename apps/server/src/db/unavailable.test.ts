import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { describeUnavailable, isDatabaseUnavailable, outageWarning } from './unavailable';

/** A node-postgres server error: a message and a SQLSTATE. */
function serverError(code: string, message: string) {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

function wrapped(cause: unknown) {
  return new DrizzleQueryError(
    'insert into sessions (email) values ($1)',
    ['shopper@example.com'],
    cause as Error,
  );
}

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a restart or pg_terminate_backend (57P01)',
      serverError('57P01', 'terminating connection due to administrator command'),
    ],
    [
      'a crash of another backend (57P02)',
      serverError('57P02', 'terminating connection because of crash of another server process'),
    ],
    [
      'a server starting up or shutting down (57P03)',
      serverError('57P03', 'the database system is starting up'),
    ],
    ['no connection slot left (53300)', serverError('53300', 'sorry, too many clients already')],
    ['a connection exception (08006)', serverError('08006', 'connection failure')],
    [
      'nobody listening',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    [
      'every address refused',
      Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]), {}),
    ],
    ['a connection that died', new Error('Connection terminated unexpectedly')],
    ['a connection that took too long', new Error('Connection terminated due to connection timeout')],
    [
      'a client whose connection had died',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['no pool client in time', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s, bare or wrapped by Drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint')],
    ['a serialization failure', serverError('40001', 'could not serialize access')],
    ['a syntax error', serverError('42601', 'syntax error at or near "selec"')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});

describe('describeUnavailable', () => {
  it("tells the driver's code and words, never the SQL or its parameters", () => {
    const error = wrapped(serverError('57P01', 'terminating connection due to administrator command'));
    const described = describeUnavailable(error);
    expect(described).toEqual({
      code: '57P01',
      reason: 'terminating connection due to administrator command',
    });
    expect(JSON.stringify(described)).not.toMatch(/insert|shopper@example\.com/);
  });
});

describe('outageWarning', () => {
  it('warns once per interval and counts the warnings it left out', () => {
    vi.useFakeTimers();
    try {
      const warn = vi.fn();
      const warnUnavailable = outageWarning('database unavailable', 10_000);
      const error = new Error('Connection terminated unexpectedly');
      for (let call = 0; call < 5; call += 1) warnUnavailable({ warn }, error);
      expect(warn).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(10_000);
      warnUnavailable({ warn }, error);
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn.mock.calls[1]?.[0]).toEqual({
        database: { reason: 'Connection terminated unexpectedly' },
        suppressed: 4,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
