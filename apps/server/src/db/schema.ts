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
  /** Page frame of the version 4 layout. */
  theme?: 'black' | 'blue';
  /** Sign-in by order number and e-mail needs a link from a verification e-mail: never, always, or above a total. */
  emailVerification?: 'off' | 'always' | 'high-value';
  verificationThresholdMinor?: number;
  /** 17track merchants still migrating: sv_router answers 'old' for their orders. */
  legacyRouter?: boolean;
  chatMode?: boolean;
}

/** Per-merchant translation overrides: language → flat key → text. */
export type MerchantTranslations = Record<string, Record<string, string>>;

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
  translations: jsonb('translations').$type<MerchantTranslations>().notNull().default({}),
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

/**
 * Verification tokens: a 'challenge' lets the client ask for a verification e-mail after sign-in
 * answered 200052/200053; an 'access' token is the e-mail link's, single use, 10 minutes.
 */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<'challenge' | 'access'>().notNull(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('verification_tokens_order_idx').on(table.orderId, table.kind, table.createdAt)],
);

/**
 * Durable work (e-mails now; payouts and webhooks later), written in the same transaction as the
 * change that caused it and run by a worker in every server instance (DESIGN.md section 3 jobs/).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'done' | 'dead'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('jobs_due_idx').on(table.status, table.runAt)],
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
  verificationTokens,
  jobs,
  rateLimits,
  merchantsRelations,
  ordersRelations,
  orderItemsRelations,
  fulfillmentsRelations,
  fulfillmentItemsRelations,
  policiesRelations,
  policyItemsRelations,
};
