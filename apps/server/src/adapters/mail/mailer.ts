// Outgoing e-mail. With SMTP_URL: nodemailer over SMTP. Without: an outbox folder (one .eml file
// per message) and a line on the console, so the demo works with no mail server at all.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
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
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const host = new URL(options.smtpUrl).host;
    return {
      description: `SMTP ${host}`,
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `outbox folder ${options.outboxDir} (set SMTP_URL to send for real)`,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
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
