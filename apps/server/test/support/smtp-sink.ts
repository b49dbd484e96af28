// A real SMTP server on loopback that keeps every message it receives, so tests see the e-mail
// exactly as a mail server would (nodemailer's MIME: encoded-word headers, quoted-printable or
// base64 parts), not a mock of the mailer.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), lower case. */
  envelopeTo: string[];
  /** Decoded headers, names in lower case (the last value wins). */
  headers: Record<string, string>;
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** The first message to `to` received after `since` messages (default: any), within `timeoutMs`. */
  waitForMessage(to: string, timeoutMs?: number, since?: number): Promise<ReceivedMail>;
  /** Refuses the next `count` messages with a temporary failure (451), as a mail server that is down would. */
  refuseNext(count: number): void;
  /** Messages refused so far. */
  refused: number;
  stop(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let toRefuse = 0;
  let refused = 0;

  const server = new SMTPServer({
    authOptional: true,
    secure: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse -= 1;
          refused += 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('latin1');
        const envelopeTo = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        messages.push(parseMessage(raw, envelopeTo));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(count) {
      toRefuse = count;
    },
    get refused() {
      return refused;
    },
    waitForMessage(to, timeoutMs = 5000, since = 0) {
      const wanted = to.toLowerCase();
      const find = () =>
        messages.slice(since).find((message) => message.envelopeTo.includes(wanted) || message.to === wanted);
      const found = find();
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const message = find();
          if (!message) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(message);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// --- A small MIME reader: enough for what nodemailer writes. ---

function splitHeaderBlock(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  // Folded lines (starting with white space) continue the previous header.
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: splitHeaderBlock(raw), body: '' };
  return {
    headers: splitHeaderBlock(raw.slice(0, match.index)),
    body: raw.slice(match.index + match[0].length),
  };
}

/** Bytes (as a latin1 string) of a quoted-printable body. */
function decodeQuotedPrintableBytes(value: string): Buffer {
  const softBreaksRemoved = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < softBreaksRemoved.length; index += 1) {
    const char = softBreaksRemoved[index] as string;
    const hex = softBreaksRemoved.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(char.charCodeAt(0) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function charsetOf(contentType: string | undefined): BufferEncoding {
  const charset = /charset="?([\w-]+)"?/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  return charset === 'iso-8859-1' || charset === 'us-ascii' ? 'latin1' : 'utf8';
}

function decodeBody(body: string, headers: Record<string, string>): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintableBytes(body)
        : Buffer.from(body, 'latin1');
  return bytes.toString(charsetOf(headers['content-type'])).replace(/\r\n/g, '\n');
}

/**
 * RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`). Adjacent words are joined
 * without the white space between them, and their bytes are joined before decoding, since a
 * multi-byte character may be split across two words.
 */
export function decodeEncodedWords(value: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  let result = '';
  let pending: Buffer[] = [];
  let pendingCharset: BufferEncoding = 'utf8';
  let last = 0;
  const flush = () => {
    if (pending.length) result += Buffer.concat(pending).toString(pendingCharset);
    pending = [];
  };
  for (const match of value.matchAll(word)) {
    const between = value.slice(last, match.index);
    if (!(pending.length && /^\s*$/.test(between))) {
      flush();
      result += between;
    }
    const [, charset = 'utf-8', kind = 'Q', text = ''] = match;
    pendingCharset = charsetOf(`charset=${charset}`);
    pending.push(
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : decodeQuotedPrintableBytes(text.replace(/_/g, ' ')),
    );
    last = (match.index ?? 0) + match[0].length;
  }
  flush();
  return result + value.slice(last);
}

function collectParts(
  raw: string,
  into: { text: string; html: string },
  headers = splitEntity(raw).headers,
  body = splitEntity(raw).body,
): void {
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const entity = splitEntity(part.replace(/^\r?\n/, ''));
      collectParts(part, into, entity.headers, entity.body);
    }
    return;
  }
  const decoded = decodeBody(body, headers);
  if (/^text\/html/i.test(contentType)) into.html += decoded;
  else if (/^text\/plain/i.test(contentType)) into.text += decoded;
}

function parseMessage(raw: string, envelopeTo: string[]): ReceivedMail {
  const { headers, body } = splitEntity(raw);
  const decodedHeaders = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, decodeEncodedWords(value)]),
  );
  const parts = { text: '', html: '' };
  collectParts(raw, parts, headers, body);
  const to = /<([^>]+)>/.exec(decodedHeaders.to ?? '')?.[1] ?? decodedHeaders.to ?? '';
  return {
    envelopeTo,
    headers: decodedHeaders,
    to: to.trim().toLowerCase(),
    subject: decodedHeaders.subject ?? '',
    text: parts.text,
    html: parts.html,
    raw,
  };
}
