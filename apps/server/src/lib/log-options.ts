// What the server's logs may carry: errors, requests and answers without personal data. A failed
// query's error carries its parameters (Drizzle puts them in the message, node-postgres's `detail`
// repeats the row: `Key (email)=(…)`), and pino's standard serializer copies every property of
// an error; so errors are logged from an allow-list of fields, with values scrubbed from the text,
// and request URLs without their query values (sign-in links carry e-mails, signatures, tokens).
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** Fields of an error (node-postgres, PGlite, Fastify) that name what failed, never a value. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
] as const;

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Session tokens, their hashes, API keys and signatures: long runs of token characters. */
const TOKEN = /[A-Za-z0-9_-]{40,}/g;

/** Removes values from an error's text: a failed query's parameters, quoted values, e-mails, tokens. */
export function scrubLogText(text: string): string {
  return (
    text
      // Drizzle: `Failed query: <sql>\nparams: <every parameter>` (the parameters end the message).
      .replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]')
      // PostgreSQL: `invalid input syntax for type uuid: "<value>"`, `value "<value>" is out of range`.
      .replace(/: "(?:[^"]|"")*"$/gm, ': [redacted]')
      .replace(/\bvalue "(?:[^"]|"")*"/g, 'value [redacted]')
      // `Key (email)=(<value>)`, `Failing row contains (<values>)`.
      .replace(/=\([\s\S]*?\)(?= already exists| is not present|$)/gm, '=([redacted])')
      .replace(/Failing row contains \([\s\S]*\)/g, 'Failing row contains ([redacted])')
      .replace(EMAIL, '[email]')
      .replace(TOKEN, '[token]')
  );
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** An error as the logs keep it: its kind, scrubbed message and stack frames, and what failed. */
export function serializeError(value: unknown, depth = 0): LoggedError {
  if (!(value instanceof Error)) {
    const message = scrubLogText(typeof value === 'string' ? value : String(value));
    return { type: typeof value, message, stack: '' };
  }
  const type = value.constructor?.name || value.name || 'Error';
  const message = scrubLogText(String(value.message));
  const rawStack = typeof value.stack === 'string' ? value.stack : '';
  const header = `${value.name}: ${value.message}`;
  // The stack starts with the raw message; keep only the frames after it.
  const frames = (rawStack.startsWith(header) ? rawStack.slice(header.length) : rawStack)
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map(scrubLogText);
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const fields = value as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const fieldValue = fields[field];
    if (typeof fieldValue === 'string' || typeof fieldValue === 'number') logged[field] = fieldValue;
  }
  // A failed query's statement: placeholders ($1), not values.
  if (typeof fields.query === 'string' && 'params' in fields) logged.query = scrubLogText(fields.query);
  if (depth < 5) {
    if (value.cause !== undefined) logged.cause = serializeError(value.cause, depth + 1);
    if (value instanceof AggregateError) {
      logged.errors = value.errors.slice(0, 5).map((inner: unknown) => serializeError(inner, depth + 1));
    }
  }
  return logged;
}

/** `/path?accessToken=…&email=…` → `/path?accessToken=[redacted]&email=[redacted]`. */
export function urlWithoutQueryValues(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const keys = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${scrubLogText(pair.split('=')[0] ?? '')}=[redacted]`);
  return `${url.slice(0, at)}?${keys.join('&')}`;
}

/** Keys that hold personal data or secrets wherever a log line puts them. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  ...['email', 'contactInfo', 'applicantEmail', 'payAccount', 'to'].flatMap((key) => [key, `*.${key}`]),
  ...['token', 'accessToken', 'signature', 'password', 'apiKey', 'secret'].flatMap((key) => [
    key,
    `*.${key}`,
  ]),
  ...['params', 'parameters', 'body', 'payload'].flatMap((key) => [key, `*.${key}`]),
];

/** The server's logger: level from the configuration, serializers and redaction from here. */
export function loggerOptions(level: string, stream?: LoggerOptions['stream']): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      error: serializeError,
      // A page that failed to render is logged with its URL (plugins/rendered-pages.ts).
      url: (url: unknown) => (typeof url === 'string' ? urlWithoutQueryValues(url) : url),
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: urlWithoutQueryValues(request.url),
        host: request.host,
      }),
    },
  };
}
