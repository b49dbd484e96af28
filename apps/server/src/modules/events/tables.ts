// The tables the events module owns, as the module that writes them (decision 056). Only this
// module imports this file; other modules read through its index.ts. Another module's tables.ts
// may import it for a foreign key, and db/schema.ts lists it for drizzle-kit and the client.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/tables';
import { orders } from '../orders/tables';

/** Journey events the web app reports (report-event), for the merchant's analytics. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id'),
    event: text('event').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analytics_events_merchant_idx').on(table.merchantId, table.at),
    // The app banner's view counts once per session (issue 13): a second insert does nothing.
    uniqueIndex('analytics_events_banner_view_idx')
      .on(table.sessionId)
      .where(sql`${table.event} = 'banner_view'`),
  ],
);
