// A real SMTP server on loopback for the e2e run (global setup starts it): the server under test
// sends its verification e-mails here through nodemailer, exactly as to a mail provider. Each
// message is decoded (headers, multipart, quoted-printable or base64) and appended as one JSON
// line to the run's mailbox file, which the journeys read from their worker processes
// (support/mailbox.ts).
import { appendFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One received e-mail, as a line of the mailbox file. */
export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), lower case. */
  envelopeTo: string[];
  /** The To header's address, lower case. */
  to: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
  receivedAt: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for the server's SMTP_URL. */
  url: string;
  stop(): Promise<void>;
}

export async function startSmtpSink(mailboxFile: string): Promise<SmtpSink> {
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
        const envelopeTo = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        const mail = parseMessage(Buffer.concat(chunks).toString('latin1'), envelopeTo);
        // One write of one line: a reader never sees half a message.
        appendFileSync(mailboxFile, `${JSON.stringify(mail)}\n`);
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
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A small MIME reader: enough for what nodemailer writes.

function splitHeaderBlock(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  // Folded lines (starting with white space) continue the previous header.
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
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

/** The bytes of a quoted-printable text (soft line breaks removed, =XX decoded). */
export function decodeQuotedPrintable(value: string): Buffer {
  const joined = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(joined.charCodeAt(index) & 0xff);
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
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'latin1');
  return bytes.toString(charsetOf(headers['content-type'])).replace(/\r\n/g, '\n');
}

/**
 * RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`). Adjacent words join without the
 * space between them, and their bytes join before decoding: a character may straddle two words.
 */
function decodeEncodedWords(value: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  let result = '';
  let pending: Buffer[] = [];
  let charset: BufferEncoding = 'utf8';
  let last = 0;
  const flush = () => {
    if (pending.length) result += Buffer.concat(pending).toString(charset);
    pending = [];
  };
  for (const match of value.matchAll(word)) {
    const between = value.slice(last, match.index);
    if (!(pending.length && /^\s*$/.test(between))) {
      flush();
      result += between;
    }
    const [, name = 'utf-8', kind = 'Q', text = ''] = match;
    charset = charsetOf(`charset=${name}`);
    pending.push(
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
    last = match.index + match[0].length;
  }
  flush();
  return result + value.slice(last);
}

function collectParts(
  headers: Record<string, string>,
  body: string,
  into: { text: string; html: string },
): void {
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const entity = splitEntity(part.replace(/^\r?\n/, ''));
      collectParts(entity.headers, entity.body, into);
    }
    return;
  }
  const decoded = decodeBody(body, headers);
  if (/^text\/html/i.test(contentType)) into.html += decoded;
  else if (/^text\/plain/i.test(contentType)) into.text += decoded;
}

function parseMessage(raw: string, envelopeTo: string[]): ReceivedMail {
  const { headers, body } = splitEntity(raw);
  const parts = { text: '', html: '' };
  collectParts(headers, body, parts);
  const toHeader = decodeEncodedWords(headers.to ?? '');
  const to = /<([^>]+)>/.exec(toHeader)?.[1] ?? toHeader;
  return {
    envelopeTo,
    to: to.trim().toLowerCase(),
    subject: decodeEncodedWords(headers.subject ?? ''),
    text: parts.text,
    html: parts.html,
    receivedAt: new Date().toISOString(),
  };
}
