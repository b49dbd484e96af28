import { describe, expect, it } from 'vitest';
import { loggerOptions, scrubLogText, serializeError, urlWithoutQueryValues } from './log-options';

/** node-postgres's DatabaseError, as far as the logs are concerned. */
function databaseError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

/** Drizzle's DrizzleQueryError: the parameters in the message and in a property. */
function failedQuery(query: string, params: unknown[], cause: Error): Error {
  const error = new Error(`Failed query: ${query}\nparams: ${params}`, { cause });
  return Object.assign(error, { query, params });
}

describe('serializeError', () => {
  it('keeps what failed and drops the values of a failed query', () => {
    const cause = databaseError('duplicate key value violates unique constraint "orders_email_key"', {
      code: '23505',
      severity: 'ERROR',
      table: 'orders',
      constraint: 'orders_email_key',
      detail: 'Key (email)=(kim@example.com) already exists.',
      where: 'SQL statement "insert into orders values (\'kim@example.com\')"',
    });
    const error = failedQuery(
      'insert into "orders" ("email", "name") values ($1, $2)',
      ['kim@example.com', 'Kim\nLee'],
      cause,
    );
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('kim@example.com');
    expect(text).not.toContain('Lee');
    expect(logged.message).toBe(
      'Failed query: insert into "orders" ("email", "name") values ($1, $2)\nparams: [redacted]',
    );
    expect(logged.query).toBe('insert into "orders" ("email", "name") values ($1, $2)');
    expect(logged.stack).toMatch(/^Error: Failed query: [^\n]+\nparams: \[redacted\]\n\s+at /);
    expect(logged.cause).toMatchObject({
      code: '23505',
      table: 'orders',
      constraint: 'orders_email_key',
      message: 'duplicate key value violates unique constraint "orders_email_key"',
    });
    expect(logged.cause).not.toHaveProperty('detail');
    expect(logged.cause).not.toHaveProperty('where');
    expect(logged).not.toHaveProperty('params');
  });

  it('drops the property values a library error carries besides its message', () => {
    const error = Object.assign(new Error('send failed'), {
      response: { to: 'kim@example.com' },
      config: { headers: { authorization: 'Bearer secret' } },
      statusCode: 502,
    });
    const logged = serializeError(error);
    expect(logged).toEqual({
      type: 'Error',
      message: 'send failed',
      stack: expect.any(String),
      statusCode: 502,
    });
  });

  it('scrubs an error given as its message', () => {
    expect(serializeError('Failed query: select 1\nparams: kim@example.com').message).toBe(
      'Failed query: select 1\nparams: [redacted]',
    );
  });
});

describe('scrubLogText', () => {
  it.each([
    [
      'invalid input syntax for type uuid: "kim@example.com"',
      'invalid input syntax for type uuid: [redacted]',
    ],
    [
      'value "99999999999" is out of range for type integer',
      'value [redacted] is out of range for type integer',
    ],
    ['Key (email)=(kim@example.com) already exists.', 'Key (email)=([redacted]) already exists.'],
    ['Failing row contains (abc, kim@example.com, 1).', 'Failing row contains ([redacted]).'],
    ['mail to kim.lee+rc@example.co.uk failed', 'mail to [email] failed'],
    [`token ${'a'.repeat(43)} expired`, 'token [token] expired'],
    ['invalid byte sequence for encoding "UTF8": 0x00', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['relation "claims" does not exist', 'relation "claims" does not exist'],
  ])('%s', (text, scrubbed) => {
    expect(scrubLogText(text)).toBe(scrubbed);
  });
});

describe('urlWithoutQueryValues', () => {
  it('keeps the path and the keys', () => {
    expect(urlWithoutQueryValues('/demo/login?email=kim%40example.com&accessToken=abc')).toBe(
      '/demo/login?email=[redacted]&accessToken=[redacted]',
    );
    expect(urlWithoutQueryValues('/healthz')).toBe('/healthz');
  });
});

describe('loggerOptions', () => {
  it('scrubs a URL logged beside an error, as the page renderer does', () => {
    const serializers = loggerOptions('info').serializers as Record<string, (value: unknown) => unknown>;
    expect(serializers.url?.('/demo/login?accessToken=abc')).toBe('/demo/login?accessToken=[redacted]');
  });
});
