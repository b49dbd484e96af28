// The tables the tracking module owns, as the module that writes them (decision 056). Only this
// module imports this file; other modules read through its index.ts. Another module's tables.ts
// may import it for a foreign key, and db/schema.ts lists it for drizzle-kit and the client.
import { sql } from 'drizzle-orm';
import {
  bigserial,
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
import { createdAt, updatedAt } from '../../db/columns';
import { merchants } from '../merchants/tables';
import { fulfillments, orders } from '../orders/tables';
import { returns } from '../return-state/tables';

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
