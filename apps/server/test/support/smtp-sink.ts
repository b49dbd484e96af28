// A real SMTP server on loopback that keeps every message it receives, so tests see the e-mail
// exactly as a mail server would, not a mock of the mailer. Messages are decoded by mailparser
// (encoded-word headers, multipart, quoted-printable or base64 parts). The server tests read them
// from memory; the e-mail journeys' global setup hands each one on to a file (`onMessage`).
import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), lower case. */
  envelopeTo: string[];
  /** The To header's address, lower case. */
  to: string;
  /** The From header as sent (name and address), and its address alone, lower case. */
  from: string;
  fromAddress: string;
  /** The Reply-To header's address, lower case ('' when absent). */
  replyTo: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
  /** The Message-ID header: the same on a resend of one message. */
  messageId: string;
  receivedAt: string;
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
  /**
   * Takes the next `count` messages (they are kept, as a server that delivers them would) and
   * never answers, as a stalled server does: the sender cannot know they went.
   */
  stallNext(count: number): void;
  /** Messages taken without an answer so far. */
  stalled: number;
  stop(): Promise<void>;
}

function firstAddress(to: AddressObject | AddressObject[] | undefined): string {
  const list = Array.isArray(to) ? to : to ? [to] : [];
  return (list[0]?.value[0]?.address ?? '').toLowerCase();
}

export async function startSmtpSink(
  options: { onMessage?: (mail: ReceivedMail) => void } = {},
): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let toRefuse = 0;
  let refused = 0;
  let toStall = 0;
  let stalled = 0;

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
      stream.on('end', async () => {
        if (toRefuse > 0) {
          toRefuse -= 1;
          refused += 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        try {
          const parsed = await simpleParser(Buffer.concat(chunks));
          const mail: ReceivedMail = {
            envelopeTo: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
            to: firstAddress(parsed.to),
            from: parsed.from?.text ?? '',
            fromAddress: firstAddress(parsed.from),
            replyTo: firstAddress(parsed.replyTo),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || '',
            messageId: parsed.messageId ?? '',
            receivedAt: new Date().toISOString(),
          };
          messages.push(mail);
          options.onMessage?.(mail);
          for (const wake of waiters) wake();
          if (toStall > 0) {
            toStall -= 1;
            stalled += 1;
            return; // no answer, ever: the client's timeout has to end the wait
          }
          callback();
        } catch (error) {
          callback(error as Error);
        }
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
    stallNext(count) {
      toStall = count;
    },
    get stalled() {
      return stalled;
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
