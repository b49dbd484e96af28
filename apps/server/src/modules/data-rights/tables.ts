// The tables the data-rights module owns, as the module that writes them (decision 056). Only this
// module imports this file; other modules read through its index.ts. Another module's tables.ts
// may import it for a foreign key, and db/schema.ts lists it for drizzle-kit and the client.
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { merchants } from '../merchants/tables';
import { orders } from '../orders/tables';

/**
 * The record of each request about a shopper's personal data (issue 15): who asked, when, what was
 * done. An export by the shopper, an erasure by the merchant; kept after the erasure it records.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'export' | 'erasure'>().notNull(),
    /** Who acted: the shopper's session, the merchant's API key, or the operator's command. */
    actor: text('actor').$type<'shopper' | 'merchant' | 'admin'>().notNull(),
    /** Who asked, in the merchant's words for an erasure (never the shopper's address). */
    requestedBy: text('requested_by').notNull(),
    note: text('note'),
    /** What each module did: rows changed and files deleted per section. */
    summary: jsonb('summary').$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('data_requests_merchant_idx').on(table.merchantId, table.createdAt),
    index('data_requests_order_idx').on(table.orderId),
  ],
);
