// Outgoing e-mail. With SMTP_URL: nodemailer over SMTP. Without: an outbox folder (one .eml file
// per message) and a line on the console, so the demo works with no mail server at all.
// SMTP is at-least-once: a server that takes the message and never acknowledges it leaves us not
// knowing whether it went. So every wait has a limit of seconds (a stalled server fails the send
// and the job retries later, instead of holding a worker for minutes), and a message that is sent
// again carries the same Message-ID, by which mailbox providers show the shopper one copy.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

/**
 * The store a shopper's e-mail is from (issue 15 white label). Its own sender name and address go
 * out through its own SMTP server, or through ours when the address's domain is verified for our
 * sending; otherwise the message is from the store's name at our neutral address. Replies go to
 * the store's support address.
 */
export interface StoreSender {
  /** The store's id: its mail waits in a lane of its own (decision 070). */
  storeId?: string | null;
  /** The store's name, the sender's name unless it set its own. */
  storeName: string;
  senderName?: string | null;
  senderAddress?: string | null;
  /** The store's own SMTP server (smtp:// or smtps://). */
  smtpUrl?: string | null;
  /** The store's support address: the Reply-To. */
  replyTo?: string | null;
}

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
  /** The store the message is from; absent: the portal's own sender (MAIL_FROM). */
  store?: StoreSender | undefined;
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
  /** Domains our sending is verified for (SPF, DKIM): a store's own address there goes out through us. */
  verifiedDomains?: readonly string[];
}): Mailer {
  const timeoutMs = (options.timeoutSeconds ?? 15) * 1000;
  const verified = new Set((options.verifiedDomains ?? []).map((domain) => domain.toLowerCase()));
  const fields = (message: MailMessage, from: string) => {
    const { key, store, ...rest } = message;
    return {
      from,
      ...rest,
      ...(store?.replyTo ? { replyTo: store.replyTo } : {}),
      ...(key ? { messageId: messageIdOf(key, from) } : {}),
    };
  };
  const smtpTransport = (url: string) =>
    // Settings in the URL's query (?socketTimeout=…) still win over these.
    nodemailer.createTransport({
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
    });
  // One pooled transport per store SMTP server, made on first use.
  const storeTransports = new Map<string, ReturnType<typeof smtpTransport>>();
  const storeTransport = (url: string) => {
    let transport = storeTransports.get(url);
    if (!transport) {
      transport = smtpTransport(url);
      storeTransports.set(url, transport);
    }
    return transport;
  };
  const closeStores = () => {
    for (const transport of storeTransports.values()) transport.close();
    storeTransports.clear();
  };
  /** Sends through the store's own server when it has one; false when it does not. */
  const sentByStore = async (message: MailMessage): Promise<boolean> => {
    const store = message.store;
    if (!store?.smtpUrl || !store.senderAddress) return false;
    await storeTransport(store.smtpUrl).sendMail(
      fields(message, senderOf(store, options.from, verified, true)),
    );
    return true;
  };
  if (options.smtpUrl) {
    const transport = smtpTransport(options.smtpUrl);
    const host = new URL(options.smtpUrl).host;
    return {
      description: `SMTP ${host}`,
      async send(message) {
        if (await sentByStore(message)) return;
        await transport.sendMail(fields(message, senderOf(message.store, options.from, verified, false)));
      },
      close: () => {
        transport.close();
        closeStores();
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `outbox folder ${options.outboxDir} (set SMTP_URL to send for real)`,
    async send(message) {
      if (await sentByStore(message)) return;
      const info = await transport.sendMail(
        fields(message, senderOf(message.store, options.from, verified, false)),
      );
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
    close: () => {
      transport.close();
      closeStores();
    },
  };
}

/**
 * The From of a message: the store's own name and address through its own server or on a verified
 * domain; else the store's name at the portal's address (never the portal's name); without a
 * store, the portal's MAIL_FROM.
 */
export function senderOf(
  store: StoreSender | undefined,
  portalFrom: string,
  verifiedDomains: ReadonlySet<string>,
  ownServer: boolean,
): string {
  const portalAddress = /<([^>]+)>\s*$/.exec(portalFrom)?.[1] ?? portalFrom.trim();
  if (!store) return portalFrom;
  const name = (store.senderName?.trim() || store.storeName).replace(/["\\\r\n]/g, '');
  const domain = store.senderAddress?.split('@')[1]?.toLowerCase();
  const own = store.senderAddress && (ownServer || (domain && verifiedDomains.has(domain)));
  return `"${name}" <${own ? store.senderAddress : portalAddress}>`;
}

/** `<key@domain of the sender>`: the same key gives the same Message-ID on every send. */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'resolution-center.invalid';
  return `<${key.replace(/[^\w.-]/g, '')}@${domain}>`;
}
