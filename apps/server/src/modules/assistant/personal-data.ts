// The assistant's part of the shopper's data rights (issue 15, decision 039): the order's
// conversations with every message, the proposals and what became of them in the export. At an
// erasure what the shopper wrote and what was said about them goes (message texts and blocks,
// feedback comments, the dialogue's state, the proposals' requests and summaries, which hold
// e-mail addresses, payout accounts and notes); that a conversation took place, its messages'
// order, roles, times and ratings, and the actions' kinds, statuses and results (claim, return
// and payout ids: the money trail) stay.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PersonalDataSection } from '../data-rights';
import { conversationActions, conversationMessages, conversations } from './tables';

export const conversationPersonalData: PersonalDataSection = {
  name: 'conversations',
  async export(db, order) {
    const rows = await db
      .select()
      .from(conversations)
      .where(eq(conversations.orderId, order.id))
      .orderBy(asc(conversations.createdAt));
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const [messages, actions] = await Promise.all([
      db
        .select()
        .from(conversationMessages)
        .where(inArray(conversationMessages.conversationId, ids))
        .orderBy(asc(conversationMessages.seq)),
      db
        .select()
        .from(conversationActions)
        .where(inArray(conversationActions.conversationId, ids))
        .orderBy(asc(conversationActions.createdAt)),
    ]);
    return rows.map((row) => ({
      conversationId: row.id,
      language: row.language,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      handedOverAt: row.handedOverAt?.toISOString() ?? null,
      messages: messages
        .filter((message) => message.conversationId === row.id)
        .map((message) => ({
          seq: message.seq,
          role: message.role,
          source: message.source,
          text: message.text,
          feedback: message.feedback,
          feedbackComment: message.feedbackComment,
          createdAt: message.createdAt.toISOString(),
        })),
      actions: actions
        .filter((action) => action.conversationId === row.id)
        .map((action) => ({
          kind: action.kind,
          status: action.status,
          summary: action.summary,
          result: action.result,
          proposedAt: action.createdAt.toISOString(),
          decidedAt: action.decidedAt?.toISOString() ?? null,
        })),
    }));
  },
  async erase(tx, order) {
    const owned = await tx
      .update(conversations)
      .set({ state: {} })
      .where(eq(conversations.orderId, order.id))
      .returning({ id: conversations.id });
    if (!owned.length) return { rows: 0 };
    const ids = owned.map((row) => row.id);
    const messages = await tx
      .update(conversationMessages)
      .set({ text: '', blocks: [], feedbackComment: null })
      .where(inArray(conversationMessages.conversationId, ids))
      .returning({ id: conversationMessages.id });
    const actions = await tx
      .update(conversationActions)
      .set({
        payload: {},
        // The amount and its currency stay (the money trail); the lines name accounts and items.
        summary: sql`jsonb_build_object('title', '', 'lines', '[]'::jsonb, 'amount', ${conversationActions.summary} -> 'amount', 'currency', ${conversationActions.summary} -> 'currency')`,
      })
      .where(inArray(conversationActions.conversationId, ids))
      .returning({ id: conversationActions.id });
    return { rows: owned.length + messages.length + actions.length };
  },
};
