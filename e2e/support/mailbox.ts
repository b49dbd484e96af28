// The e-mails the server under test sent during the run, as the SMTP sink of global setup
// received them (support/smtp-sink.ts). Journeys run in worker processes, so they read the
// sink's mailbox file rather than its memory.
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { ReceivedMail } from './smtp-sink';

export type { ReceivedMail };

/** Every message received so far, oldest first. */
export function receivedMail(): ReceivedMail[] {
  const file = inject('mailboxFile');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ReceivedMail);
}

/**
 * Waits for the first message after the first `since` ones that `matches`; fails listing what did
 * arrive. The server's job worker polls every 100 ms in the e2e run, so delivery takes well
 * under a second on a quiet machine.
 */
export async function waitForMail(
  matches: (mail: ReceivedMail) => boolean,
  { since = 0, timeoutMs = 15_000 }: { since?: number; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = receivedMail();
    const found = mail.slice(since).find(matches);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = mail.map((message) => `  - to ${message.to}: ${message.subject}`).join('\n');
      throw new Error(`No matching e-mail within ${timeoutMs} ms. Received so far:\n${seen || '  (none)'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
