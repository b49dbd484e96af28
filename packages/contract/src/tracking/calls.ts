// Package tracking (issue 12): the shopper's calls (a package's status and its tracking page),
// the live stream of an order's tracking changes, and the webhook tracking aggregators call.
import { TRACKING_STATUSES } from '@rc/domain/tracking-status';
import { z } from 'zod';
import { defineApiCall, defineCall } from '../define-call';
import { SERVICE_ROOTS } from '../routes';
import { IsoDateTimeSchema, OrderItemSchema, text } from '../shared-schemas';

export const TrackingStatusSchema = z
  .enum(TRACKING_STATUSES)
  .meta({ id: 'TrackingStatus', description: 'The fuller status aggregators use.' });

export const PackageStatusSchema = z
  .enum(['pre_transit', 'shipped', 'in_transit', 'delivered', 'un_delivered', 'exception'])
  .meta({ description: "The spec's package status (section 4), which decides the title and colour." });

export const CarrierSchema = z
  .object({
    code: z.string().meta({ description: 'e.g. ups, fedex, usps, dhl, s10.' }),
    name: z.string(),
    trackingUrl: z.string().nullable().meta({ description: "The carrier's own page for this number." }),
  })
  .meta({ id: 'Carrier' });

export const DelaySchema = z
  .object({
    delayed: z.boolean(),
    reason: z.enum(['late', 'stuck']).nullable(),
    days: z.number().int().nullable(),
    /** The order's protection covers delay for this package: a delay claim may be filed. */
    claimable: z.boolean(),
  })
  .meta({ id: 'PackageDelay' });

export const PackageStatusSummarySchema = z
  .object({
    fulfillmentId: z.uuid(),
    status: TrackingStatusSchema,
    packageStatus: PackageStatusSchema,
    carrier: CarrierSchema.nullable(),
    trackingNumber: z.string().nullable(),
    estimatedDeliveryAt: IsoDateTimeSchema.nullable(),
    destinationTimeZone: z.string().nullable(),
    lastEventAt: IsoDateTimeSchema.nullable(),
    delay: DelaySchema,
  })
  .meta({ id: 'PackageStatusSummary' });

export const CheckpointSchema = z
  .object({
    status: TrackingStatusSchema,
    occurredAt: IsoDateTimeSchema,
    localTime: z
      .string()
      .meta({ description: "Wall-clock time of the scan where it happened, 'YYYY-MM-DDTHH:mm'." }),
    location: z.string().nullable(),
    message: z.string().nullable(),
  })
  .meta({ id: 'Checkpoint' });

export const TrackingDetailSchema = PackageStatusSummarySchema.extend({
  fulfillmentId: z.uuid().nullable().meta({ description: 'The package; null for a return parcel.' }),
  returnId: z.uuid().nullable().meta({
    description: 'The return whose parcel this is (on its way back to the store); null for a package.',
  }),
  items: z.array(OrderItemSchema).meta({ description: "The package's items (none for a return parcel)." }),
  checkpoints: z.array(CheckpointSchema).meta({ description: 'Newest first, each event once.' }),
  cursor: z
    .number()
    .int()
    .meta({ description: "The order's latest change, for the live stream's Last-Event-ID." }),
}).meta({ id: 'TrackingDetail' });
export type TrackingDetail = z.infer<typeof TrackingDetailSchema>;

export const queryPackageStatus = defineCall('query-package-status', {
  summary: "The tracking status of the signed-in order's packages (or of one), with delay and carrier.",
  request: z.strictObject({ fulfillmentId: z.uuid().nullish() }),
  response: z.object({ packages: z.array(PackageStatusSummarySchema) }),
  errors: [100008, 100009],
});

export const getTrackingDetail = defineCall('user/get-tracking-detail', {
  summary:
    "One package's tracking page, or a return's parcel on its way back (`returnId`, which wins when both are given): carrier and link, number, status, estimate and the timeline.",
  request: z
    .strictObject({
      fulfillmentId: z.uuid().optional().meta({ description: 'A package of the signed-in order.' }),
      returnId: z
        .uuid()
        .optional()
        .meta({ description: "A return of the signed-in order: its parcel's tracking." }),
    })
    .refine((input) => Boolean(input.fulfillmentId || input.returnId), {
      message: 'fulfillmentId or returnId is required',
      path: ['fulfillmentId'],
    }),
  response: TrackingDetailSchema,
  errors: [100008, 100009],
});

/** The live stream of tracking changes (server-sent events; not a named call of the spec). */
export const TRACKING_STREAM_PATH = `${SERVICE_ROOTS.rc}/tracking-stream`;

export const trackingStream = defineApiCall({
  name: 'tracking-stream',
  surface: 'shopper',
  method: 'GET',
  path: TRACKING_STREAM_PATH,
  auth: 'session',
  summary:
    "Server-sent events (text/event-stream) of the signed-in order's changes only, each with the change's id: `tracking` `{ fulfillmentId, returnId, status }` (a package, or a return's parcel), `claim` `{ claimId, status }` (a claim's new status), `return` `{ returnId, status }` (a return's new status or step); reconnect with Last-Event-ID (or `?since=`) to get what was missed.",
  request: z.strictObject({
    since: text()
      .regex(/^\d{1,15}$/, 'must be a change id')
      .transform(Number)
      .optional()
      .meta({ description: 'Replay the changes after this id (as Last-Event-ID does).' }),
  }),
  response: z.unknown(),
  answer: 'file',
  statuses: { 200: 'The event stream; it stays open.' },
});

/** A checkpoint as a merchant or an aggregator sends it. */
export const CheckpointInputSchema = z
  .strictObject({
    id: text().trim().min(1).max(200).nullish().meta({
      description: "The event's id at its source: the same id again changes nothing.",
    }),
    status: text().trim().min(1).max(64).meta({
      description: 'One of ours (in_transit…) or an aggregator tag (OutForDelivery, AttemptFail…).',
    }),
    occurredAt: z.iso.datetime({ offset: true, local: false }).meta({
      description: 'When it happened, with the local offset of the scan (2026-11-20T09:14:00-05:00).',
    }),
    location: text().trim().max(200).nullish(),
    message: text().trim().max(500).nullish(),
  })
  .meta({ id: 'CheckpointInput' });

export const TrackingWebhookResultSchema = z.object({
  accepted: z.boolean(),
  added: z.number().int().meta({ description: 'Checkpoints stored (0 for an event seen before).' }),
});

export const trackingWebhook = defineApiCall({
  name: 'tracking-webhook',
  surface: 'merchant',
  tag: 'provider-webhooks',
  method: 'POST',
  path: '/api/tracking/v1/webhooks/:provider',
  auth: 'public',
  summary:
    'Tracking updates pushed by an aggregator, signed with the webhook secret: `builtin` in `X-Tracking-Signature: t={unix seconds},v1={hex HMAC-SHA-256 of "{t}.{raw body}"}`, `aftership` in `aftership-hmac-sha256` (base64 HMAC-SHA-256 of the raw body, time from `ts`). A bad signature answers 401; a time outside the tolerance is refused as a replay (401); an event id seen before answers 200 and changes nothing.',
  params: z.strictObject({
    provider: text().meta({ description: 'The configured aggregator, e.g. aftership.' }),
  }),
  request: z.looseObject({}).meta({
    description:
      "The provider's own payload: `builtin` takes `{ id, trackingNumber, carrier?, estimatedDeliveryAt?, checkpoints: CheckpointInput[] }`; `aftership` takes AfterShip's tracking webhook (`event_id`, `ts`, `msg` with `tracking_number`, `slug`, `expected_delivery`, `checkpoints`).",
  }),
  body: 'signed-json',
  response: TrackingWebhookResultSchema,
  statuses: { 200: 'Taken (or a duplicate of an event already taken).' },
  errors: [100010, 100002],
});
