// The shopper's data (issue 15): the shopper downloads what the portal holds about their order; the
// merchant erases it on the shopper's request (anonymised where the law and the money trail need
// it kept) and reads the record of both; and the merchant reads the portal's journey events
// (report-event) of its store, page by page.
import { z } from 'zod';
import { defineApiCall } from '../define-call';
import { MERCHANT_API_ROOT, OrderNameParamSchema } from '../merchant/api';
import { SERVICE_ROOTS } from '../routes';
import { IsoDateTimeSchema, text } from '../shared-schemas';

const merchantCall = { surface: 'merchant', auth: 'merchant' } as const;

export const DataRequestSchema = z
  .object({
    requestId: z.uuid(),
    orderName: z.string(),
    kind: z.enum(['export', 'erasure']),
    actor: z.enum(['shopper', 'merchant', 'admin']).meta({
      description: "Who acted: the shopper's session, the store's API key, or the operator's command.",
    }),
    requestedBy: z
      .string()
      .meta({ description: 'Who asked, as the store recorded it ("shopper" for an export).' }),
    note: z.string().nullable(),
    summary: z
      .record(z.string(), z.number().int())
      .meta({ description: 'What was done: rows changed and files deleted, per part of the portal.' }),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'DataRequest' });

export const exportOrderData = defineApiCall({
  name: 'export-order-data',
  surface: 'shopper',
  method: 'GET',
  path: `${SERVICE_ROOTS.rc}/export-order-data`,
  auth: 'session',
  summary:
    "Everything the portal holds about the signed-in order, as one JSON file (a download): the order, sign-ins, claims with their timelines, evidence (each file's link, served to this session), payouts, returns, package checkpoints, e-mails sent, journey events. Recorded as an export.",
  request: z.strictObject({}),
  response: z.unknown(),
  answer: 'file',
  statuses: { 200: 'The JSON file, as an attachment.' },
});

export const OrderDataSchema = z
  .looseObject({
    format: z.literal('resolution-center-order-data/1'),
    exportedAt: IsoDateTimeSchema,
  })
  .meta({
    id: 'OrderData',
    description:
      'Everything the portal holds about an order, one part per module: order, signIns, claims (with their timelines), evidence (links), payouts, returns, tracking, comments, withdrawals, emails, events, webhooks.',
  });

export const merchantExportPersonalData = defineApiCall({
  ...merchantCall,
  name: 'merchant-export-personal-data',
  method: 'GET',
  path: `${MERCHANT_API_ROOT}/orders/:orderName/personal-data`,
  summary:
    "Everything the portal holds about an order's shopper, for a request the shopper made to the store (access or portability, GDPR articles 15 and 20): the same document as the shopper's own download. Recorded as an export by the store (GET /data-requests).",
  params: z.strictObject({
    orderName: OrderNameParamSchema.meta({
      description: "The order's name, URL-encoded (#1001 is %231001).",
    }),
  }),
  request: z.strictObject({
    requestedBy: text()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .meta({ description: 'Who asked and how, kept in the record ("store" when not given).' }),
  }),
  response: OrderDataSchema,
  errors: [100009],
});

export const merchantErasePersonalData = defineApiCall({
  ...merchantCall,
  name: 'merchant-erase-personal-data',
  method: 'POST',
  path: `${MERCHANT_API_ROOT}/orders/:orderName/erase-personal-data`,
  summary:
    "Erases the shopper's personal data of an order on their request: e-mail, names, phone, sign-ins, evidence files, notes and messages, payout accounts, the package's places. Kept, anonymised: amounts, dates, statuses, claim and return numbers, payout references. The shopper can no longer sign in to it and the order can no longer be replaced. Recorded (who asked, when); told by the order.personal_data_erased webhook. Asking again answers the first record.",
  params: z.strictObject({
    orderName: OrderNameParamSchema.meta({
      description: "The order's name, URL-encoded (#1001 is %231001).",
    }),
  }),
  request: z.strictObject({
    requestedBy: text()
      .trim()
      .min(1)
      .max(200)
      .meta({ description: 'Who asked and how, e.g. "shopper, by e-mail to support on 2026-11-20". Kept.' }),
    note: text().trim().max(500).nullish(),
  }),
  response: DataRequestSchema,
  statuses: { 200: 'Erased now, or before (the first record).' },
  errors: [100009],
});

export const merchantListDataRequests = defineApiCall({
  ...merchantCall,
  name: 'merchant-list-data-requests',
  method: 'GET',
  path: `${MERCHANT_API_ROOT}/data-requests`,
  summary: "The record of the store's exports and erasures, newest first.",
  request: z.strictObject({
    kind: z.enum(['export', 'erasure']).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.object({ requests: z.array(DataRequestSchema) }),
});

export const StoreEventSchema = z
  .object({
    eventId: z.uuid(),
    event: z.string().meta({ description: 'The journey event the web app reported (report-event).' }),
    orderId: z.uuid().nullable(),
    orderName: z.string().nullable(),
    at: IsoDateTimeSchema,
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'StoreEvent' });

export const merchantListEvents = defineApiCall({
  ...merchantCall,
  name: 'merchant-list-events',
  method: 'GET',
  path: `${MERCHANT_API_ROOT}/events`,
  summary:
    "The store's journey events (what shoppers did in the portal, reported by the web app), oldest first. Pass the answer's nextCursor as cursor for the next page; a page shorter than limit is the end for now (ask again later with its nextCursor, which is null only when the store has no events yet).",
  request: z.strictObject({
    cursor: text()
      .max(200)
      .regex(/^[\w-]+$/, 'must be a nextCursor of an earlier answer')
      .optional()
      .meta({ description: "An earlier answer's nextCursor." }),
    since: IsoDateTimeSchema.optional().meta({ description: 'Only events from this time (first page).' }),
    event: text().max(100).optional().meta({ description: 'Only this event.' }),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  }),
  response: z.object({ events: z.array(StoreEventSchema), nextCursor: z.string().nullable() }),
  errors: [100002],
});
