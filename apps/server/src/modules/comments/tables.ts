// The tables the comments module owns, as the module that writes them (decision 056). Only this
// module imports this file; other modules read through its index.ts. Another module's tables.ts
// may import it for a foreign key, and db/schema.ts lists it for drizzle-kit and the client.
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { merchants } from '../merchants/tables';
import { orderItems, orders } from '../orders/tables';

/**
 * A shopper's comment on an order or on one of its product lines (issue 13), written by the
 * comments module. `requestId` makes a retried add return the first comment.
 */
export const orderComments = pgTable(
  'order_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    /** The signed-in e-mail (normalized) that wrote it: only its sessions may change it. */
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    /** The shopper's language when last written. */
    language: text('language').notNull(),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('order_comments_request_idx').on(table.orderId, table.requestId),
    index('order_comments_order_idx').on(table.orderId, table.createdAt),
    index('order_comments_merchant_updated_idx').on(table.merchantId, table.updatedAt),
  ],
);
