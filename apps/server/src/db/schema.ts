// The relational model (DESIGN.md section 5). Money is integer minor units plus an ISO currency.

import { relations } from 'drizzle-orm';
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Branding a merchant shows on every page (the spec's return configuration). */
export interface ReturnConfig {
  logo?: string | null;
  favicon?: string | null;
  background?: string | null;
  loginAlignment?: 'left' | 'right';
  removePoweredBy?: boolean;
  fontFamily?: string | null;
  customStyleConfig?: Record<string, string>;
}

/** Per-merchant switches that change the shopper journey. */
export interface MerchantSettings {
  enableNewRc?: boolean;
  fromUS?: boolean;
  loginType?: 'rc3' | 'rc4';
  emailVerification?: 'off' | 'always';
  chatMode?: boolean;
}

export const merchants = pgTable('merchants', {
  id: uuid('id').primaryKey().defaultRandom(),
  shop: text('shop').notNull().unique(),
  name: text('name').notNull(),
  platform: text('platform').notNull().default('shopify'),
  shopDomain: text('shop_domain'),
  supportEmail: text('support_email'),
  helpCenterUrl: text('help_center_url'),
  returnConfig: jsonb('return_config').$type<ReturnConfig>().notNull().default({}),
  settings: jsonb('settings').$type<MerchantSettings>().notNull().default({}),
  signingSecret: text('signing_secret').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const merchantApiKeys = pgTable(
  'merchant_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    keyPrefix: text('key_prefix').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('merchant_api_keys_merchant_idx').on(table.merchantId)],
);

export const channels = pgTable('channels', {
  alias: text('alias').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo'),
  orderIdLabel: text('order_id_label').notNull(),
  supportEmail: text('support_email'),
  legacySite: boolean('legacy_site').notNull().default(false),
});

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
    totalMinor: integer('total_minor').notNull().default(0),
    channel: text('channel').references(() => channels.alias),
    platform: text('platform'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    contentHash: text('content_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('orders_merchant_order_name_idx').on(table.merchantId, table.orderName)],
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

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    method: text('method').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_order_idx').on(table.orderId)],
);

/** Fixed-window counters shared by every server instance (DESIGN.md section 9). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

export const merchantsRelations = relations(merchants, ({ many }) => ({ orders: many(orders) }));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  merchant: one(merchants, { fields: [orders.merchantId], references: [merchants.id] }),
  items: many(orderItems),
  fulfillments: many(fulfillments),
  policies: many(policies),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
}));

export const fulfillmentsRelations = relations(fulfillments, ({ one, many }) => ({
  order: one(orders, { fields: [fulfillments.orderId], references: [orders.id] }),
  items: many(fulfillmentItems),
}));

export const fulfillmentItemsRelations = relations(fulfillmentItems, ({ one }) => ({
  fulfillment: one(fulfillments, { fields: [fulfillmentItems.fulfillmentId], references: [fulfillments.id] }),
  orderItem: one(orderItems, { fields: [fulfillmentItems.orderItemId], references: [orderItems.id] }),
}));

export const policiesRelations = relations(policies, ({ one, many }) => ({
  order: one(orders, { fields: [policies.orderId], references: [orders.id] }),
  items: many(policyItems),
}));

export const policyItemsRelations = relations(policyItems, ({ one }) => ({
  policy: one(policies, { fields: [policyItems.policyId], references: [policies.id] }),
  orderItem: one(orderItems, { fields: [policyItems.orderItemId], references: [orderItems.id] }),
}));

export const schema = {
  merchants,
  merchantApiKeys,
  channels,
  orders,
  orderItems,
  fulfillments,
  fulfillmentItems,
  policies,
  policyItems,
  sessions,
  rateLimits,
  merchantsRelations,
  ordersRelations,
  orderItemsRelations,
  fulfillmentsRelations,
  fulfillmentItemsRelations,
  policiesRelations,
  policyItemsRelations,
};
