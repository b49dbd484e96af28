// The tables the evidence module owns, as the module that writes them (decision 056). Only this
// module imports this file; other modules read through its index.ts. Another module's tables.ts
// may import it for a foreign key, and db/schema.ts lists it for drizzle-kit and the client.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { claims } from '../claim-state/tables';
import { orders } from '../orders/tables';
import { returns } from '../return-state/tables';

/** Evidence: stored under a generated name, owned by an order, linked to a claim once used. */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    claimId: uuid('claim_id').references(() => claims.id, { onDelete: 'set null' }),
    /** A return's photo (return items list the ids): kept by the sweep of unused uploads. */
    returnId: uuid('return_id').references(() => returns.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull().unique(),
    kind: text('kind').$type<'image' | 'video'>().notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileName: text('file_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('attachments_order_idx').on(table.orderId),
    index('attachments_claim_idx').on(table.claimId),
    // The sweep of uploads no claim uses (evidence module) reads only these.
    index('attachments_unlinked_created_idx').on(table.createdAt).where(sql`${table.claimId} is null`),
  ],
);
