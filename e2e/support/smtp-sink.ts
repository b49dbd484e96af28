// The e2e run's SMTP server (global setup starts it): the server tests' sink, with each message
// appended as one JSON line to the run's mailbox file, which the journeys read from their worker
// processes (support/mailbox.ts).
import { appendFileSync } from 'node:fs';
import {
  type ReceivedMail,
  type SmtpSink,
  startSmtpSink as startSink,
} from '../../apps/server/test/support/smtp-sink';

export type { ReceivedMail };

export function startSmtpSink(mailboxFile: string): Promise<SmtpSink> {
  // One write of one line: a reader never sees half a message.
  return startSink({ onMessage: (mail) => appendFileSync(mailboxFile, `${JSON.stringify(mail)}\n`) });
}
