// The tables the orders module owns, as the module that writes them (decision 056). Only this
// module imports this file; other modules read through its index.ts. Another module's tables.ts
// may import it for a foreign key, and db/schema.ts lists it for drizzle-kit and the client.
import type { PostalAddress } from '@rc/domain/postal-address';
import { sql } from 'drizzle-orm';
import {
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
import { channels } from '../../db/platform-tables';
import { merchants } from '../merchants/tables';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    orderName: text('order_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    currency: text('currency').notNull(),
    country: text('country'),
    /** Where the order went (decision 053): the sender on a return label; null when the store sent none. */
    shippingAddress: jsonb('shipping_address').$type<PostalAddress>(),
    totalMinor: integer('total_minor').notNull().default(0),
    shippingMinor: integer('shipping_minor').notNull().default(0),
    channel: text('channel').references(() => channels.alias),
    platform: text('platform'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    contentHash: text('content_hash').notNull(),
    /**
     * A read model of the order with its items, packages and policies, written with every change
     * to them, so sign-in and item lists read one row instead of six tables (docs/performance.md).
     * Remaining sums are read live from policies; null until first written.
     */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    /** The shopper's personal data was erased on request (modules/data-rights): kept anonymised. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('orders_merchant_order_name_idx').on(table.merchantId, table.orderName),
    // The orders hub (issue 13): a shopper's other orders at the same store, by e-mail.
    index('orders_merchant_email_idx').on(table.merchantId, sql`lower(${table.email})`, table.placedAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    productId: text('product_id'),
    variantId: text('variant_id'),
    title: text('title').notNull(),
    variantTitle: text('variant_title'),
    sku: text('sku'),
    imageUrl: text('image_url'),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('order_items_order_external_idx').on(table.orderId, table.externalId)],
);

export const fulfillments = pgTable(
  'fulfillments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    status: text('status').notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The merchant canceled this package's coverage (code 200020). */
    coverageCanceled: boolean('coverage_canceled').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('fulfillments_order_external_idx').on(table.orderId, table.externalId)],
);

export const fulfillmentItems = pgTable(
  'fulfillment_items',
  {
    fulfillmentId: uuid('fulfillment_id')
      .notNull()
      .references(() => fulfillments.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fulfillmentId, table.orderItemId] }),
    index('fulfillment_items_order_item_idx').on(table.orderItemId),
  ],
);

export const policies = pgTable(
  'policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    productCode: text('product_code').notNull(),
    status: text('status').notNull(),
    sumInsuredMinor: integer('sum_insured_minor').notNull(),
    remainingMinor: integer('remaining_minor').notNull(),
    currency: text('currency').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('policies_order_external_idx').on(table.orderId, table.externalId)],
);

export const policyItems = pgTable(
  'policy_items',
  {
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.policyId, table.orderItemId] }),
    index('policy_items_order_item_idx').on(table.orderItemId),
  ],
);
