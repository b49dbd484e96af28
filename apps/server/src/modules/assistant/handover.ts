// Talk to a person: the conversation's transcript goes to the store's support address by a durable
// job (queued in the hand-over's transaction, once per action), so a crash or a stalled mail server
// loses nothing and a retry sends one e-mail (the job id keeps one Message-ID).
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { escapeHtml } from '../../lib/escape-html';
import type { AssistantPorts } from './ports';
import { createAssistantRepository } from './repository';

export const HANDOVER_EMAIL_JOB = 'assistant-handover-email';

export function registerHandoverEmails(deps: {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  ports: Pick<AssistantPorts, 'order'>;
  log: FastifyBaseLogger;
}): void {
  deps.jobs.register(HANDOVER_EMAIL_JOB, async (payload, job) => {
    const repository = createAssistantRepository(deps.db);
    const conversationId = String(payload.conversationId);
    const [conversation] = await deps.db.query.conversations.findMany({
      where: (table, { eq }) => eq(table.id, conversationId),
      limit: 1,
    });
    if (!conversation) return;
    const facts = await deps.ports.order(conversation);
    const to = facts.merchant.supportEmail;
    if (!to) {
      deps.log.warn(
        { conversationId, merchantId: conversation.merchantId },
        'hand-over: the store has no support address',
      );
      return;
    }
    const messages = await repository.messages(conversation.id, 0, 1000);
    const transcript = messages.map(
      (message) =>
        `[${message.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC] ${
          message.role === 'shopper' ? `Shopper (${facts.email})` : 'Assistant'
        }: ${message.text}`,
    );
    const expected = conversation.expectedReplyBy?.toISOString() ?? '';
    const intro = [
      `A shopper asked to talk to a person about order ${facts.orderName}.`,
      `Shopper: ${facts.email}`,
      `Language: ${conversation.language}`,
      `The shopper was told to expect an answer by e-mail by ${expected}.`,
      `Conversation: ${conversation.id}`,
    ];
    const text = [...intro, '', 'Transcript:', ...transcript].join('\n');
    await deps.mailer.send({
      to,
      subject: `${facts.merchant.name}: order ${facts.orderName} needs a person (assistant hand-over)`,
      text,
      html: `<p>${intro.map(escapeHtml).join('<br>')}</p><h3>Transcript</h3><pre>${escapeHtml(transcript.join('\n'))}</pre>`,
      key: `assistant-handover-${job.id}`,
    });
    deps.log.info({ jobId: job.id, conversationId }, 'assistant hand-over e-mail sent');
  });
}
