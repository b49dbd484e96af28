// The tables the claim-state module owns, as the module that writes them (decision 056). Only this
// module imports this file; other modules read through its index.ts. Another module's tables.ts
// may import it for a foreign key, and db/schema.ts lists it for drizzle-kit and the client.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { merchants } from '../merchants/tables';
import { fulfillments, orderItems, orders, policies } from '../orders/tables';

/** A protection claim: one issue on one package (or the unshipped items) of one order. */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimNumber: text('claim_number').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    fulfillmentId: uuid('fulfillment_id').references(() => fulfillments.id),
    issueType: text('issue_type').notNull(),
    status: text('status').notNull(),
    /** The rule's reason key or the merchant's words for the latest decision. */
    statusReason: text('status_reason'),
    applicantEmail: text('applicant_email'),
    includeBp: boolean('include_bp').notNull().default(false),
    amountMinor: integer('amount_minor').notNull().default(0),
    /** What the merchant approved, when it differs from what was claimed. */
    approvedMinor: integer('approved_minor'),
    currency: text('currency').notNull(),
    comment: text('comment'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    packInfo: jsonb('pack_info').$type<Record<string, unknown>>().notNull().default({}),
    paymentMethod: text('payment_method'),
    payAccount: text('pay_account'),
    /** The shopper's language when last saved or submitted: the claim's e-mails are written in it. */
    language: text('language').notNull().default('en-US'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (table) => [
    index('claims_order_idx').on(table.orderId, table.createdAt),
    index('claims_merchant_status_idx').on(table.merchantId, table.status),
    // The sweep of abandoned drafts (claims module) reads only these.
    index('claims_draft_updated_idx').on(table.updatedAt).where(sql`${table.status} = 'draft'`),
  ],
);

export const claimItems = pgTable(
  'claim_items',
  {
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.claimId, table.orderItemId] }),
    index('claim_items_order_item_idx').on(table.orderItemId),
  ],
);

/** Every change of a claim, with its time and reason (spec 4; the timeline of issue-details). */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    /** Order of events: several happen in one transaction, where now() is the same for all. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    actor: text('actor').notNull(),
    reason: text('reason'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('claim_events_claim_idx').on(table.claimId, table.seq)],
);
