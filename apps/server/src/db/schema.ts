// The relational model (DESIGN.md section 5). Money is integer minor units plus an ISO currency.

import { relations, sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
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
  /** A web font (https .woff2/.woff) the merchant hosts, used before its font list. */
  fontUrl?: string | null;
  customStyleConfig?: Record<string, string>;
}

/** How a store's e-mails go out and what its claim e-mails say (issue 15 white label). */
export interface EmailSettings {
  senderName?: string | null;
  senderAddress?: string | null;
  /** smtp:// or smtps:// with credentials: the store's own server. Never answered back in full. */
  smtpUrl?: string | null;
  /** A PNG (or other raster) logo for e-mails; unset: the store's logo rendered to PNG. */
  logoPngUrl?: string | null;
  /** Claim e-mails per status: off, and the store's own subject and message per language. */
  claimEmails?: {
    disabled?: string[];
    texts?: Record<string, Record<string, { subject?: string; body?: string }>>;
  };
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
  /** An example of the store's own order numbers for the sign-in field (issue 13), e.g. LA-2001. */
  orderNumberHint?: string | null;
  /** The store's iOS app, advertised by the home screen's banner (issue 13); none: no banner. */
  iosApp?: { name: string; url: string; iconUrl?: string | null; subtitle?: string | null } | null;
  /** Decision rules at claim submission (domain DEFAULT_CLAIM_RULES when unset). */
  claimRules?: { autoApproveDelay: boolean; autoApproveDamageUpToMinor: number };
  /** Days after a refusal in which a shopper may appeal it (domain DEFAULT_APPEAL_WINDOW_DAYS when unset; 0: off). */
  appealWindowDays?: number;
  /** The return policy over the domain's DEFAULT_RETURN_POLICY (decision 023); the merchant API checks it. */
  returnPolicy?: Record<string, unknown>;
  /** Products a shopper may exchange for (merchant-put-exchange-catalog). */
  /** Package tracking (issue 12): when a package counts as delayed, and which e-mails go out. */
  tracking?: {
    delayThresholdDays?: number;
    stuckAfterDays?: number;
    emails?: Partial<Record<'out_for_delivery' | 'delivered' | 'exception' | 'delayed', boolean>>;
  };
  /** E-mails to shoppers (issue 15 white label): the store's sender, its SMTP server, claim e-mails. */
  emails?: EmailSettings;
  /** The EU withdrawal function (issue 15): off unless enabled; the period and the markets. */
  withdrawal?: { enabled?: boolean; periodDays?: number; countries?: string[] };
  exchangeCatalog?: {
    currency: string;
    products: {
      productId: string;
      title: string;
      imageUrl?: string | null;
      description?: string | null;
      tags: string[];
      variants: { variantId: string; title: string; priceMinor: number; available: boolean }[];
    }[];
  };
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

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id').notNull().unique(),
    // No foreign keys (decision 048): sign-in reads the order in the same request, orders are
    // never deleted, and every session lookup joins its order, so a session can neither point at a
    // missing order nor be used without one. A key would make each sign-in's INSERT share-lock the
    // order's row (a WAL record and a dirtied page per sign-in: 12% of the two statements on the
    // embedded database; concurrent sign-ins of one store or order build MultiXacts on PostgreSQL).
    merchantId: uuid('merchant_id').notNull(),
    orderId: uuid('order_id').notNull(),
    email: text('email').notNull(),
    method: text('method').notNull(),
    /** The shopper's language at sign-in (Accept-Language): e-mails not tied to a claim or return use the latest. */
    language: text('language'),
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

/** One payout per claim (unique): our id is the provider's idempotency key, so nothing pays twice. */
export const payouts = pgTable('payouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  claimId: uuid('claim_id')
    .notNull()
    .unique()
    .references(() => claims.id),
  status: text('status').$type<'sending_payout' | 'payout_sent' | 'payout_failed'>().notNull(),
  method: text('method').notNull(),
  account: text('account').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  provider: text('provider').notNull(),
  providerReference: text('provider_reference'),
  card: jsonb('card').$type<{ maskedNumber: string; expiry: string; redemptionUrl: string } | null>(),
  failureReason: text('failure_reason'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** The built-in gift-card issuer's own ledger: one card per idempotency key, like a real provider. */
export const sandboxCards = pgTable('sandbox_cards', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  token: text('token').notNull().unique(),
  cardNumber: text('card_number').notNull(),
  cvv: text('cvv').notNull(),
  expiry: text('expiry').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  recipient: text('recipient').notNull(),
  createdAt: createdAt(),
});

/** Answers of idempotent writes: the same key again returns the first answer (DESIGN.md 3). */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  response: jsonb('response').$type<unknown>(),
  createdAt: createdAt(),
});

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

/** Fixed-window counters shared by every server instance (DESIGN.md section 9). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

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

/**
 * A payment of a return's balance (an exchange for something dearer), written by modules/returns:
 * one row per checkout round at the payment provider, at most one open per return. Paid, it is
 * recorded on the return as its `payBalance` command (command id `payment:<id>`).
 */
export const returnPayments = pgTable(
  'return_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    provider: text('provider').notNull(),
    /** open, paid, expired, failed, refund_due, refunded. */
    status: text('status').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The provider's checkout (its id and where the shopper pays), and its payment once paid. */
    providerReference: text('provider_reference'),
    checkoutUrl: text('checkout_url'),
    paymentReference: text('payment_reference'),
    refundReference: text('refund_reference'),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('return_payments_round_idx').on(table.returnId, table.round)],
);

/**
 * A refund, store credit or exchange order carried out on the merchant's store platform for a
 * return, written by modules/returns with its job in the transaction of the event that caused it.
 */
export const storePlatformActions = pgTable(
  'store_platform_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    /** refund, store_credit, exchange_order. */
    kind: text('kind').notNull(),
    amountMinor: integer('amount_minor').notNull().default(0),
    bonusMinor: integer('bonus_minor').notNull().default(0),
    quantity: integer('quantity'),
    platform: text('platform').notNull(),
    /** pending, done, retrying, failed. */
    status: text('status').notNull(),
    reference: text('reference'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [index('store_platform_actions_return_idx').on(table.returnId, table.createdAt)],
);

/** The built-in sandbox checkout's own ledger: one checkout per idempotency key, like a real provider. */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  reference: text('reference').notNull().unique(),
  token: text('token').notNull().unique(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status').$type<'open' | 'paid'>().notNull().default('open'),
  paymentReference: text('payment_reference').unique(),
  cardLast4: text('card_last4'),
  refunds: jsonb('refunds').$type<Record<string, number>>().notNull().default({}),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: createdAt(),
});

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

/**
 * A package's tracking (issue 12), written by the tracking module: the detected carrier, the
 * aggregator's fuller status, the estimate and the e-mails already sent for it.
 */
export const packageTracking = pgTable(
  'package_tracking',
  {
    fulfillmentId: uuid('fulfillment_id')
      .primaryKey()
      .references(() => fulfillments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    carrierCode: text('carrier_code'),
    trackingNumber: text('tracking_number'),
    /** The fuller status (domain TRACKING_STATUSES). */
    status: text('status').notNull().default('info_received'),
    estimatedDeliveryAt: timestamp('estimated_delivery_at', { withTimezone: true }),
    /** IANA zone of the destination: the estimate is shown as a date there. */
    destinationTimeZone: text('destination_time_zone'),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    /** E-mail kinds already queued for this package (each at most once). */
    notified: jsonb('notified').$type<string[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('package_tracking_order_idx').on(table.orderId),
    index('package_tracking_number_idx').on(table.trackingNumber),
  ],
);

/**
 * A package's checkpoints. `eventKey` is the event's identity (the source's id, or a digest of
 * status, time, place and message), unique per package, so the same event twice is stored once;
 * `seq` orders an order's changes for live updates (Last-Event-ID).
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    /** The parcel: a package of the order, or a return's parcel on its way back (exactly one). */
    fulfillmentId: uuid('fulfillment_id').references(() => fulfillments.id, { onDelete: 'cascade' }),
    returnId: uuid('return_id').references(() => returns.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    source: text('source').notNull(),
    status: text('status').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The scan's local offset from UTC, so the timeline shows the time where it happened. */
    utcOffsetMinutes: integer('utc_offset_minutes'),
    location: text('location'),
    message: text('message'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tracking_events_key_idx').on(table.fulfillmentId, table.eventKey),
    uniqueIndex('tracking_events_return_key_idx').on(table.returnId, table.eventKey),
    index('tracking_events_order_idx').on(table.orderId, table.seq),
    check('tracking_events_one_parcel', sql`num_nonnulls(${table.fulfillmentId}, ${table.returnId}) = 1`),
  ],
);

/**
 * A return's parcel on its way back to the store (issue 12), written by the tracking module: the
 * number the shopper gave or the label's, its carrier, the fuller status from its checkpoints
 * (`tracking_events.return_id`), and when the merchant was told it arrived (once).
 */
export const returnParcelTracking = pgTable(
  'return_parcel_tracking',
  {
    returnId: uuid('return_id')
      .primaryKey()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** The carrier as the shopper or the label named it; `carrierCode` as detected from the number. */
    carrier: text('carrier'),
    carrierCode: text('carrier_code'),
    trackingNumber: text('tracking_number').notNull(),
    status: text('status').notNull().default('info_received'),
    estimatedDeliveryAt: timestamp('estimated_delivery_at', { withTimezone: true }),
    destinationTimeZone: text('destination_time_zone'),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    deliveredToldAt: timestamp('delivered_told_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('return_parcel_tracking_number_idx').on(table.trackingNumber),
    index('return_parcel_tracking_order_idx').on(table.orderId),
  ],
);

/**
 * What changed on an order, for the shopper's open pages (issue 12, live updates): a package's or
 * a return parcel's tracking, a claim's status, a return's events. Written in the transaction of
 * the change; the live stream reads only its session's order's rows after its cursor.
 */
export const orderChanges = pgTable(
  'order_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** package, return_parcel, claim or return. */
    kind: text('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_changes_order_idx').on(table.orderId, table.seq),
    index('order_changes_created_idx').on(table.createdAt),
  ],
);

/** Webhook deliveries from tracking aggregators already taken: a replayed event id is refused. */
export const trackingWebhookReceipts = pgTable(
  'tracking_webhook_receipts',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * A merchant's webhook endpoint (decision 027). While a rotated secret's overlap lasts, the
 * previous secret signs beside the new one.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    /** The event types sent; empty: every type. */
    eventTypes: jsonb('event_types').$type<string[]>().notNull().default([]),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    /** The first failure since the last success: an endpoint failing for days is disabled. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('webhook_endpoints_merchant_idx').on(table.merchantId)],
);

/** An event for a merchant, written in the transaction of the change it tells (the outbox). */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    /** The `webhook-id` header: the same on every retry and replay. */
    id: text('id').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_messages_merchant_idx').on(table.merchantId, table.createdAt)],
);

/** One message to one endpoint: its retries, and the log of its attempts in `webhook_attempts`. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: text('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_message_endpoint_idx').on(table.messageId, table.endpointId),
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
);

/** Every attempt of a delivery, for the merchant's delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    status: integer('status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId)],
);

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

export const claimsRelations = relations(claims, ({ one, many }) => ({
  order: one(orders, { fields: [claims.orderId], references: [orders.id] }),
  policy: one(policies, { fields: [claims.policyId], references: [policies.id] }),
  items: many(claimItems),
  events: many(claimEvents),
  attachments: many(attachments),
  payout: one(payouts, { fields: [claims.id], references: [payouts.claimId] }),
}));

export const claimItemsRelations = relations(claimItems, ({ one }) => ({
  claim: one(claims, { fields: [claimItems.claimId], references: [claims.id] }),
  orderItem: one(orderItems, { fields: [claimItems.orderItemId], references: [orderItems.id] }),
}));

export const claimEventsRelations = relations(claimEvents, ({ one }) => ({
  claim: one(claims, { fields: [claimEvents.claimId], references: [claims.id] }),
}));

export const attachmentsRelations = relations(attachments, ({ one }) => ({
  claim: one(claims, { fields: [attachments.claimId], references: [claims.id] }),
}));

export const payoutsRelations = relations(payouts, ({ one }) => ({
  claim: one(claims, { fields: [payouts.claimId], references: [claims.id] }),
}));

export const returnsRelations = relations(returns, ({ one, many }) => ({
  order: one(orders, { fields: [returns.orderId], references: [orders.id] }),
  items: many(returnItems),
  events: many(returnEvents),
  label: one(returnLabels, { fields: [returns.id], references: [returnLabels.returnId] }),
}));

export const returnItemsRelations = relations(returnItems, ({ one }) => ({
  return: one(returns, { fields: [returnItems.returnId], references: [returns.id] }),
}));

export const returnEventsRelations = relations(returnEvents, ({ one }) => ({
  return: one(returns, { fields: [returnEvents.returnId], references: [returns.id] }),
}));

/** The assistant (issue 14): one conversation of one order, resumed on any device after sign-in. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** The client's requestId of create-conversation: the same one again answers this conversation. */
    requestId: uuid('request_id'),
    language: text('language').notNull(),
    status: text('status').$type<'open' | 'handed_over'>().notNull().default('open'),
    /** Where the dialogue stands: flow, step, slots and the flows waiting under it. */
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    expectedReplyBy: timestamp('expected_reply_by', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('conversations_order_idx').on(table.orderId, table.updatedAt),
    // The retention sweep deletes conversations quiet for ASSISTANT_RETENTION_DAYS (decision 039).
    index('conversations_updated_idx').on(table.updatedAt),
    uniqueIndex('conversations_order_request_idx').on(table.orderId, table.requestId),
  ],
);

/** A message of a conversation, in order (`seq`), with its blocks as the contract shows them. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    role: text('role').$type<'shopper' | 'assistant'>().notNull(),
    source: text('source').$type<'shopper' | 'builtin' | 'model'>().notNull(),
    text: text('text').notNull(),
    blocks: jsonb('blocks').$type<unknown[]>().notNull().default([]),
    flow: text('flow').notNull(),
    step: text('step'),
    questionId: uuid('question_id'),
    feedback: text('feedback').$type<'helpful' | 'not_helpful'>(),
    feedbackComment: text('feedback_comment'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('conversation_messages_seq_idx').on(table.conversationId, table.seq)],
);

/** A shopper's turn, once per client questionId: a retry answers the messages it made. */
export const conversationQuestions = pgTable(
  'conversation_questions',
  {
    /** The client's id of the turn: unique within its conversation (another conversation's is another turn). */
    id: uuid('id').notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** A digest of the reply: the same id with another reply is refused (100015). */
    replyHash: text('reply_hash').notNull(),
    status: text('status').$type<'pending' | 'answered'>().notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.id] })],
);

/** An action the assistant proposed: run once, on the shopper's confirmation of its summary. */
export const conversationActions = pgTable(
  'conversation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'submit_claim' | 'start_return' | 'cash_out' | 'hand_over'>().notNull(),
    status: text('status')
      .$type<'proposed' | 'executing' | 'executed' | 'declined' | 'failed' | 'superseded'>()
      .notNull()
      .default('proposed'),
    /** The exact request the use-case runs with (built and checked when proposed). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Title, lines, amount and currency, as shown. */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    errorCode: integer('error_code'),
    /** The messages the decision added (a retried confirmation answers them again). */
    decisionSeqFrom: integer('decision_seq_from'),
    decisionSeqTo: integer('decision_seq_to'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [index('conversation_actions_conversation_idx').on(table.conversationId, table.status)],
);

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
  claims,
  claimItems,
  claimEvents,
  attachments,
  payouts,
  sandboxCards,
  idempotencyKeys,
  analyticsEvents,
  merchantsRelations,
  ordersRelations,
  orderItemsRelations,
  fulfillmentsRelations,
  fulfillmentItemsRelations,
  policiesRelations,
  policyItemsRelations,
  claimsRelations,
  claimItemsRelations,
  claimEventsRelations,
  attachmentsRelations,
  payoutsRelations,
  returns,
  returnItems,
  returnEvents,
  returnLabels,
  returnsRelations,
  returnItemsRelations,
  returnEventsRelations,
  packageTracking,
  trackingEvents,
  trackingWebhookReceipts,
  returnParcelTracking,
  orderChanges,
  webhookEndpoints,
  webhookMessages,
  webhookDeliveries,
  webhookAttempts,
  withdrawals,
  dataRequests,
  conversations,
  conversationMessages,
  conversationQuestions,
  conversationActions,
};

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
