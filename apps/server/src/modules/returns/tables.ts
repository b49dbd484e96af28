// The tables the returns module owns, as the module that writes them (decision 056). Only this
// module imports this file; other modules read through its index.ts. Another module's tables.ts
// may import it for a foreign key, and db/schema.ts lists it for drizzle-kit and the client.
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { merchants } from '../merchants/tables';
import { orderItems } from '../orders/tables';
import { returns } from '../return-state/tables';

/**
 * A payment of a return's balance (an exchange for something dearer), written by modules/returns:
 * one row per checkout round at the payment provider, at most one open per return. Paid, it is
 * recorded on the return as its `payBalance` command (command id `payment:<id>`).
 */
export const returnPayments = pgTable(
  'return_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    provider: text('provider').notNull(),
    /** open, paid, expired, failed, refund_due, refunded. */
    status: text('status').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The provider's checkout (its id and where the shopper pays), and its payment once paid. */
    providerReference: text('provider_reference'),
    checkoutUrl: text('checkout_url'),
    paymentReference: text('payment_reference'),
    refundReference: text('refund_reference'),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('return_payments_round_idx').on(table.returnId, table.round)],
);

/**
 * A refund, store credit or exchange order carried out on the merchant's store platform for a
 * return, written by modules/returns with its job in the transaction of the event that caused it.
 */
export const storePlatformActions = pgTable(
  'store_platform_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    /** refund, store_credit, exchange_order. */
    kind: text('kind').notNull(),
    amountMinor: integer('amount_minor').notNull().default(0),
    bonusMinor: integer('bonus_minor').notNull().default(0),
    quantity: integer('quantity'),
    platform: text('platform').notNull(),
    /** pending, done, retrying, failed. */
    status: text('status').notNull(),
    reference: text('reference'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [index('store_platform_actions_return_idx').on(table.returnId, table.createdAt)],
);

/** The built-in sandbox checkout's own ledger: one checkout per idempotency key, like a real provider. */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  reference: text('reference').notNull().unique(),
  token: text('token').notNull().unique(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status').$type<'open' | 'paid'>().notNull().default('open'),
  paymentReference: text('payment_reference').unique(),
  cardLast4: text('card_last4'),
  refunds: jsonb('refunds').$type<Record<string, number>>().notNull().default({}),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: createdAt(),
});
