// The SQL of the assistant: conversations of an order, their messages in order, the shopper's
// questions (once per client id) and the actions proposed (run once on confirmation).
import { and, asc, desc, eq, gt, gte, inArray, lt, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { conversationActions, conversationMessages, conversationQuestions, conversations } from './tables';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;
export type ActionRow = typeof conversationActions.$inferSelect;
export type QuestionRow = typeof conversationQuestions.$inferSelect;
export type NewMessage = Omit<typeof conversationMessages.$inferInsert, 'conversationId' | 'seq'>;

export function createAssistantRepository(db: Queryable) {
  return {
    async insertConversation(
      values: typeof conversations.$inferInsert,
    ): Promise<ConversationRow | undefined> {
      const [row] = await db
        .insert(conversations)
        .values(values)
        .onConflictDoNothing({ target: [conversations.orderId, conversations.requestId] })
        .returning();
      return row;
    },

    /** A conversation of this order (another order's answers nothing). */
    async conversationOfOrder(orderId: string, conversationId: string, lock = false) {
      const query = db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, conversationId), eq(conversations.orderId, orderId)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async conversationByRequest(orderId: string, requestId: string) {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.orderId, orderId), eq(conversations.requestId, requestId)))
        .limit(1);
      return row;
    },

    async latestOfOrder(orderId: string) {
      const [row] = await db
        .select()
        .from(conversations)
        .where(eq(conversations.orderId, orderId))
        .orderBy(desc(conversations.updatedAt), desc(conversations.createdAt))
        .limit(1);
      return row;
    },

    /** Conversations last written before `before`; their messages, questions and actions go with them. */
    async pruneBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(conversations)
        .where(lt(conversations.updatedAt, before))
        .returning({ id: conversations.id });
      return rows.length;
    },

    async updateConversation(id: string, values: Partial<typeof conversations.$inferInsert>) {
      await db
        .update(conversations)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(conversations.id, id));
    },

    /** Appends messages after `lastSeq` (the caller holds the conversation's lock). */
    async appendMessages(conversation: ConversationRow, messages: NewMessage[]): Promise<MessageRow[]> {
      if (!messages.length) return [];
      const rows = await db
        .insert(conversationMessages)
        .values(
          messages.map((message, index) => ({
            ...message,
            conversationId: conversation.id,
            seq: conversation.lastSeq + index + 1,
          })),
        )
        .returning();
      return rows.sort((a, b) => a.seq - b.seq);
    },

    async messages(conversationId: string, afterSeq = 0, limit = 500): Promise<MessageRow[]> {
      return db
        .select()
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, conversationId),
            gt(conversationMessages.seq, afterSeq),
          ),
        )
        .orderBy(asc(conversationMessages.seq))
        .limit(limit);
    },

    async messagesBetween(conversationId: string, from: number, to: number): Promise<MessageRow[]> {
      return db
        .select()
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, conversationId),
            gte(conversationMessages.seq, from),
            lte(conversationMessages.seq, to),
          ),
        )
        .orderBy(asc(conversationMessages.seq));
    },

    async messagesOfQuestion(conversationId: string, questionId: string): Promise<MessageRow[]> {
      return db
        .select()
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.conversationId, conversationId),
            eq(conversationMessages.questionId, questionId),
          ),
        )
        .orderBy(asc(conversationMessages.seq));
    },

    async setFeedback(
      conversationId: string,
      messageId: string,
      feedback: 'helpful' | 'not_helpful' | null,
      comment: string | null,
    ): Promise<MessageRow | undefined> {
      const [row] = await db
        .update(conversationMessages)
        .set({ feedback, feedbackComment: comment })
        .where(
          and(
            eq(conversationMessages.id, messageId),
            eq(conversationMessages.conversationId, conversationId),
            eq(conversationMessages.role, 'assistant'),
          ),
        )
        .returning();
      return row;
    },

    /** Takes a question id once; undefined when it was taken before. */
    async insertQuestion(
      values: typeof conversationQuestions.$inferInsert,
    ): Promise<QuestionRow | undefined> {
      const [row] = await db.insert(conversationQuestions).values(values).onConflictDoNothing().returning();
      return row;
    },

    async question(conversationId: string, questionId: string): Promise<QuestionRow | undefined> {
      const [row] = await db
        .select()
        .from(conversationQuestions)
        .where(
          and(
            eq(conversationQuestions.conversationId, conversationId),
            eq(conversationQuestions.id, questionId),
          ),
        )
        .limit(1);
      return row;
    },

    async answerQuestion(conversationId: string, questionId: string) {
      await db
        .update(conversationQuestions)
        .set({ status: 'answered', answeredAt: new Date() })
        .where(
          and(
            eq(conversationQuestions.conversationId, conversationId),
            eq(conversationQuestions.id, questionId),
          ),
        );
    },

    async forgetQuestion(conversationId: string, questionId: string) {
      await db
        .delete(conversationQuestions)
        .where(
          and(
            eq(conversationQuestions.conversationId, conversationId),
            eq(conversationQuestions.id, questionId),
          ),
        );
    },

    async pendingQuestions(conversationId: string): Promise<string[]> {
      const rows = await db
        .select({ id: conversationQuestions.id })
        .from(conversationQuestions)
        .where(
          and(
            eq(conversationQuestions.conversationId, conversationId),
            eq(conversationQuestions.status, 'pending'),
          ),
        );
      return rows.map((row) => row.id);
    },

    async insertAction(values: typeof conversationActions.$inferInsert): Promise<ActionRow> {
      const [row] = await db.insert(conversationActions).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** A newer proposal replaces the ones still waiting. */
    async supersedeProposed(conversationId: string) {
      await db
        .update(conversationActions)
        .set({ status: 'superseded', decidedAt: new Date() })
        .where(
          and(
            eq(conversationActions.conversationId, conversationId),
            eq(conversationActions.status, 'proposed'),
          ),
        );
    },

    async action(conversationId: string, actionId: string, lock = false): Promise<ActionRow | undefined> {
      const query = db
        .select()
        .from(conversationActions)
        .where(
          and(eq(conversationActions.id, actionId), eq(conversationActions.conversationId, conversationId)),
        )
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async pendingAction(conversationId: string): Promise<ActionRow | undefined> {
      const [row] = await db
        .select()
        .from(conversationActions)
        .where(
          and(
            eq(conversationActions.conversationId, conversationId),
            inArray(conversationActions.status, ['proposed', 'executing']),
          ),
        )
        .orderBy(desc(conversationActions.createdAt))
        .limit(1);
      return row;
    },

    async updateAction(id: string, values: Partial<typeof conversationActions.$inferInsert>) {
      await db.update(conversationActions).set(values).where(eq(conversationActions.id, id));
    },
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
