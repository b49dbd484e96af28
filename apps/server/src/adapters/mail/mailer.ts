// Outgoing e-mail. With SMTP_URL: nodemailer over SMTP. Without: an outbox folder (one .eml file
// per message) and a line on the console, so the demo works with no mail server at all.
// SMTP is at-least-once: a server that takes the message and never acknowledges it leaves us not
// knowing whether it went. So every wait has a limit of seconds (a stalled server fails the send
// and the job retries later, instead of holding a worker for minutes), and a message that is sent
// again carries the same Message-ID, by which mailbox providers show the shopper one copy.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * What makes this message this message (a job's id): sent again, it keeps one Message-ID.
   * Without it each send gets a new one.
   */
  key?: string;
}

export interface Mailer {
  /** Where mail goes, for the start-up log. */
  readonly description: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  /** Also print each outbox message on the console (default true). */
  announce?: boolean;
  /** The longest wait for the SMTP server at each step (connect, greeting, any reply), default 15 s. */
  timeoutSeconds?: number;
}): Mailer {
  const timeoutMs = (options.timeoutSeconds ?? 15) * 1000;
  const fields = (message: MailMessage) => {
    const { key, ...rest } = message;
    return { from: options.from, ...rest, ...(key ? { messageId: messageIdOf(key, options.from) } : {}) };
  };
  if (options.smtpUrl) {
    // Settings in the URL's query (?socketTimeout=…) still win over these.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
    });
    const host = new URL(options.smtpUrl).host;
    return {
      description: `SMTP ${host}`,
      async send(message) {
        await transport.sendMail(fields(message));
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `outbox folder ${options.outboxDir} (set SMTP_URL to send for real)`,
    async send(message) {
      const info = await transport.sendMail(fields(message));
      mkdirSync(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replaceAll(':', '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      if (options.announce === false) return;
      process.stdout.write(
        `\n\u2709  E-mail (outbox, no SMTP_URL) to ${message.to}: ${message.subject}\n${message.text}\n   saved as ${file}\n\n`,
      );
    },
    close: () => transport.close(),
  };
}

/** `<key@domain of the sender>`: the same key gives the same Message-ID on every send. */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'resolution-center.invalid';
  return `<${key.replace(/[^\w.-]/g, '')}@${domain}>`;
}
