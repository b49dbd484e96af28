// The tables the auth module owns, as the module that writes them (decision 056). Only this
// module imports this file; other modules read through its index.ts. Another module's tables.ts
// may import it for a foreign key, and db/schema.ts lists it for drizzle-kit and the client.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { merchants } from '../merchants/tables';
import { orders } from '../orders/tables';

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id').notNull().unique(),
    // No foreign keys (decision 048): sign-in reads the order in the same request, orders are
    // never deleted, and every session lookup joins its order, so a session can neither point at a
    // missing order nor be used without one. A key would make each sign-in's INSERT share-lock the
    // order's row (a WAL record and a dirtied page per sign-in: 12% of the two statements on the
    // embedded database; concurrent sign-ins of one store or order build MultiXacts on PostgreSQL).
    merchantId: uuid('merchant_id').notNull(),
    orderId: uuid('order_id').notNull(),
    email: text('email').notNull(),
    method: text('method').notNull(),
    /** The shopper's language at sign-in (Accept-Language): e-mails not tied to a claim or return use the latest. */
    language: text('language'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_order_idx').on(table.orderId)],
);

/**
 * Verification tokens: a 'challenge' lets the client ask for a verification e-mail after sign-in
 * answered 200052/200053; an 'access' token is the e-mail link's, single use, 10 minutes.
 */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<'challenge' | 'access'>().notNull(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('verification_tokens_order_idx').on(table.orderId, table.kind, table.createdAt)],
);
