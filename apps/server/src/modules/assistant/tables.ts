// The tables the assistant module owns, as the module that writes them (decision 056). Only this
// module imports this file; other modules read through its index.ts. Another module's tables.ts
// may import it for a foreign key, and db/schema.ts lists it for drizzle-kit and the client.
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { merchants } from '../merchants/tables';
import { orders } from '../orders/tables';

/** The assistant (issue 14): one conversation of one order, resumed on any device after sign-in. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** The client's requestId of create-conversation: the same one again answers this conversation. */
    requestId: uuid('request_id'),
    language: text('language').notNull(),
    status: text('status').$type<'open' | 'handed_over'>().notNull().default('open'),
    /** Where the dialogue stands: flow, step, slots and the flows waiting under it. */
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    expectedReplyBy: timestamp('expected_reply_by', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('conversations_order_idx').on(table.orderId, table.updatedAt),
    // The retention sweep deletes conversations quiet for ASSISTANT_RETENTION_DAYS (decision 039).
    index('conversations_updated_idx').on(table.updatedAt),
    uniqueIndex('conversations_order_request_idx').on(table.orderId, table.requestId),
  ],
);

/** A message of a conversation, in order (`seq`), with its blocks as the contract shows them. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    role: text('role').$type<'shopper' | 'assistant'>().notNull(),
    source: text('source').$type<'shopper' | 'builtin' | 'model'>().notNull(),
    text: text('text').notNull(),
    blocks: jsonb('blocks').$type<unknown[]>().notNull().default([]),
    flow: text('flow').notNull(),
    step: text('step'),
    questionId: uuid('question_id'),
    feedback: text('feedback').$type<'helpful' | 'not_helpful'>(),
    feedbackComment: text('feedback_comment'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('conversation_messages_seq_idx').on(table.conversationId, table.seq)],
);

/** A shopper's turn, once per client questionId: a retry answers the messages it made. */
export const conversationQuestions = pgTable(
  'conversation_questions',
  {
    /** The client's id of the turn: unique within its conversation (another conversation's is another turn). */
    id: uuid('id').notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** A digest of the reply: the same id with another reply is refused (100015). */
    replyHash: text('reply_hash').notNull(),
    status: text('status').$type<'pending' | 'answered'>().notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.id] })],
);

/** An action the assistant proposed: run once, on the shopper's confirmation of its summary. */
export const conversationActions = pgTable(
  'conversation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'submit_claim' | 'start_return' | 'cash_out' | 'hand_over'>().notNull(),
    status: text('status')
      .$type<'proposed' | 'executing' | 'executed' | 'declined' | 'failed' | 'superseded'>()
      .notNull()
      .default('proposed'),
    /** The exact request the use-case runs with (built and checked when proposed). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Title, lines, amount and currency, as shown. */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    errorCode: integer('error_code'),
    /** The messages the decision added (a retried confirmation answers them again). */
    decisionSeqFrom: integer('decision_seq_from'),
    decisionSeqTo: integer('decision_seq_to'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [index('conversation_actions_conversation_idx').on(table.conversationId, table.status)],
);
