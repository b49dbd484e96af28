// The tables the withdrawals module owns, as the module that writes them (decision 056). Only this
// module imports this file; other modules read through its index.ts. Another module's tables.ts
// may import it for a foreign key, and db/schema.ts lists it for drizzle-kit and the client.
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/tables';
import { orders } from '../orders/tables';

/**
 * A shopper's withdrawal from the contract (Directive 2011/83/EU Article 11a, issue 15): the
 * statement as confirmed, kept as the record of when it was received. One per order and request
 * id, so a retried confirmation records one withdrawal.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The shopper's request id (the confirmation's idempotency key). */
    requestId: text('request_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The items withdrawn from ({ orderItemId, title, quantity }); every item when `partial` is false. */
    items: jsonb('items').$type<{ orderItemId: string; title: string; quantity: number }[]>().notNull(),
    partial: boolean('partial').notNull(),
    country: text('country'),
    /** The shopper's language: the acknowledgement is written in it. */
    language: text('language').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('withdrawals_order_request_idx').on(table.orderId, table.requestId),
    index('withdrawals_merchant_idx').on(table.merchantId, table.receivedAt),
  ],
);
