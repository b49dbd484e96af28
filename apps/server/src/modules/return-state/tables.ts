// The tables the return-state module owns, as the module that writes them (decision 056). Only this
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { merchants } from '../merchants/tables';
import { orderItems, orders, policies } from '../orders/tables';

/**
 * A return (decision 023): written only by modules/return-state. The quote's totals and the
 * policy are fixed at submission; the lines' progress is in return_items.
 */
export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnNumber: text('return_number').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The shopper's request id: the submission's command id, once per order. */
    requestId: text('request_id').notNull(),
    status: text('status').notNull(),
    statusReason: text('status_reason'),
    method: text('method'),
    policy: jsonb('policy').$type<Record<string, unknown>>().notNull(),
    quote: jsonb('quote').$type<Record<string, unknown>>().notNull(),
    currency: text('currency').notNull(),
    balancePaidMinor: integer('balance_paid_minor').notNull().default(0),
    /** The Return Assurance policy charged, and what is reserved on it (released on reject or cancel). */
    assurancePolicyId: uuid('assurance_policy_id').references(() => policies.id),
    assuranceReservedMinor: integer('assurance_reserved_minor').notNull().default(0),
    /** The shopper's language at submission: the return's e-mails are written in it. */
    language: text('language').notNull().default('en-US'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('returns_order_request_idx').on(table.orderId, table.requestId),
    index('returns_order_idx').on(table.orderId, table.createdAt),
    index('returns_merchant_status_idx').on(table.merchantId, table.status, table.createdAt),
  ],
);

/** A line of a return: one order item, its resolution, its quoted amounts and its progress. */
export const returnItems = pgTable(
  'return_items',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    reason: text('reason').notNull(),
    subReason: text('sub_reason'),
    note: text('note'),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    resolution: text('resolution').notNull(),
    kept: boolean('kept').notNull().default(false),
    instantExchange: boolean('instant_exchange').notNull().default(false),
    exchange: jsonb('exchange').$type<{
      productId: string;
      variantId: string | null;
      unitPriceMinor: number;
      quantity: number;
      title: string;
      variantTitle: string | null;
    } | null>(),
    dueRefundMinor: integer('due_refund_minor').notNull().default(0),
    dueCreditMinor: integer('due_credit_minor').notNull().default(0),
    dueBonusMinor: integer('due_bonus_minor').notNull().default(0),
    paidRefundMinor: integer('paid_refund_minor').notNull().default(0),
    paidCreditMinor: integer('paid_credit_minor').notNull().default(0),
    paidBonusMinor: integer('paid_bonus_minor').notNull().default(0),
    received: integer('received').notNull().default(0),
    settled: integer('settled').notNull().default(0),
    conditions: jsonb('conditions').$type<Record<string, number>>().notNull().default({}),
  },
  (table) => [
    primaryKey({ columns: [table.returnId, table.orderItemId] }),
    index('return_items_order_item_idx').on(table.orderItemId),
  ],
);

/**
 * Every change of a return. A command's first event carries its id (unique per return), so a
 * repeated command is found and changes nothing; the events it caused follow without one.
 */
export const returnEvents = pgTable(
  'return_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    actor: text('actor').notNull(),
    commandId: text('command_id'),
    reason: text('reason'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('return_events_return_idx').on(table.returnId, table.seq),
    uniqueIndex('return_events_command_idx').on(table.returnId, table.commandId),
  ],
);

/** A return's shipping label: the carrier's tracking number and the files where uploads live. */
export const returnLabels = pgTable('return_labels', {
  returnId: uuid('return_id')
    .primaryKey()
    .references(() => returns.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  carrier: text('carrier').notNull(),
  trackingNumber: text('tracking_number').notNull(),
  labelKey: text('label_key'),
  qrKey: text('qr_key'),
  postageMinor: integer('postage_minor').notNull().default(0),
  createdAt: createdAt(),
});
