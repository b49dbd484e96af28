// The mailer against a real SMTP server on loopback: a stalled server fails the send within the
// timeout (it does not hold a job worker for minutes), and a message sent again keeps its
// Message-ID, by which mailbox providers show one copy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../test/support/smtp-sink';
import { createMailer, messageIdOf } from './mailer';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink?.stop());

const message = { to: 'shopper@example.com', subject: 'Your link', text: 'Hello', html: '<p>Hello</p>' };
const FROM = 'Northwind <no-reply@northwind.example>';

describe('the SMTP mailer', () => {
  it('gives up on a server that takes the message and never answers, within its timeout', async () => {
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: FROM,
      outboxDir: '/nonexistent',
      timeoutSeconds: 1,
    });
    sink.stallNext(1);
    const started = Date.now();
    await expect(mailer.send({ ...message, key: 'job-1' })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(sink.stalled).toBe(1);
    mailer.close();
  });

  it('sends a retried message with the Message-ID of the first try', async () => {
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: FROM,
      outboxDir: '/nonexistent',
      timeoutSeconds: 1,
    });
    const before = sink.messages.length;
    sink.stallNext(1);
    await expect(mailer.send({ ...message, key: 'job-42' })).rejects.toThrow();
    await mailer.send({ ...message, key: 'job-42' });
    const copies = sink.messages.slice(before);
    expect(copies).toHaveLength(2);
    expect(copies[0]?.messageId).toBe('<job-42@northwind.example>');
    expect(copies[1]?.messageId).toBe(copies[0]?.messageId);
    // Messages without a key are told apart.
    await mailer.send(message);
    await mailer.send(message);
    const [third, fourth] = sink.messages.slice(before + 2);
    expect(third?.messageId).not.toBe(fourth?.messageId);
    mailer.close();
  });

  it('makes the Message-ID from the key and the sender’s domain only', () => {
    expect(messageIdOf('claim-update-7f3a', 'no-reply@store.example')).toBe(
      '<claim-update-7f3a@store.example>',
    );
    expect(messageIdOf('a b<c>', 'Name <x@y.example>')).toBe('<abc@y.example>');
    expect(messageIdOf('k', 'nobody')).toBe('<k@resolution-center.invalid>');
  });
});
