// The steps tracking's use-cases share: find the order and its package (another order's is not
// found, as one that exists nowhere), the package as the calls show it, telling the listeners, and
// taking checkpoints in for a package or a return's parcel with what follows each.
import type { TrackingDetail } from '@rc/contract/calls/tracking';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { packageStatusOf } from '@rc/domain/tracking-status';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OrderWithItems } from '../orders';
import {
  EMAILED_TRACKING_STATUSES,
  type IngestHooks,
  type IngestInput,
  type IngestTarget,
  ingestCheckpoints,
} from './ingest';
import { delaySettingsOf, detailOf, type PackageRow, summaryOf } from './package-view';
import { createTrackingRepository } from './repository';
import { parcelMoving } from './return-parcels';
import type { MerchantCheckpoint, TrackingChange, TrackingContext } from './tracking-context';

export function notFound(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER, { httpStatus: 404 });
}

export async function orderOf(ctx: TrackingContext, orderId: string): Promise<OrderWithItems> {
  const order = await ctx.orders.findWithItems(orderId);
  if (!order) throw notFound();
  return order;
}

/** The order's package by our id or the store's. */
export function packageOf(order: OrderWithItems, fulfillment: string): PackageRow {
  const pkg = order.fulfillments.find(
    (candidate) => candidate.id === fulfillment || candidate.externalId === fulfillment,
  );
  if (!pkg) throw notFound();
  return pkg;
}

/** The store's delay settings with their defaults. */
export async function settingsOf(ctx: TrackingContext, merchantId: string) {
  return delaySettingsOf((await ctx.merchants.findById(merchantId))?.settings.tracking);
}

/** The order's packages (or the one asked for) as query-package-status shows them. */
export async function summaries(ctx: TrackingContext, order: OrderWithItems, only?: string | null) {
  const rows = new Map((await ctx.repository.forOrder(order.id)).map((row) => [row.fulfillmentId, row]));
  const settings = await settingsOf(ctx, order.merchantId);
  const now = ctx.clock();
  return order.fulfillments
    .filter((pkg) => !only || pkg.id === only)
    .map((pkg) => summaryOf(order, pkg, rows.get(pkg.id), settings, now));
}

/** One package as its tracking page shows it, with the live stream's cursor. */
export async function detail(
  ctx: TrackingContext,
  order: OrderWithItems,
  pkg: PackageRow,
): Promise<TrackingDetail> {
  const { repository } = ctx;
  const row = await repository.forPackage(pkg.id);
  const summary = summaryOf(order, pkg, row, await settingsOf(ctx, order.merchantId), ctx.clock());
  const [events, cursor] = await Promise.all([repository.eventsOf(pkg.id), repository.latestSeq(order.id)]);
  return detailOf(summary, order, pkg, events, cursor);
}

/** Tells the listeners, in the change's transaction. */
export async function tell(
  ctx: TrackingContext,
  tx: Tx,
  change: Omit<TrackingChange, 'orderName' | 'externalFulfillmentId' | 'estimatedDeliveryAt' | 'lastEventAt'>,
) {
  if (!ctx.listeners?.length) return;
  const repository = createTrackingRepository(tx);
  const [names, row] = await Promise.all([
    repository.packageNames(change.fulfillmentId),
    repository.forPackage(change.fulfillmentId),
  ]);
  if (!names) return;
  for (const listener of ctx.listeners) {
    await listener(tx, {
      ...change,
      ...names,
      estimatedDeliveryAt: row?.estimatedDeliveryAt?.toISOString() ?? null,
      lastEventAt: row?.lastEventAt?.toISOString() ?? null,
    });
  }
}

/** The merchant API's checkpoints as the ingest takes them (unknown statuses refused). */
export function merchantInput(
  input: Pick<IngestInput, 'estimatedDeliveryAt' | 'destinationTimeZone'> & {
    checkpoints: MerchantCheckpoint[];
  },
): IngestInput {
  return {
    source: 'merchant',
    unknownStatus: 'refuse',
    estimatedDeliveryAt: input.estimatedDeliveryAt,
    destinationTimeZone: input.destinationTimeZone,
    checkpoints: input.checkpoints.map((checkpoint) => ({
      id: checkpoint.id ?? null,
      status: checkpoint.status,
      occurredAt: checkpoint.occurredAt,
      location: checkpoint.location ?? null,
      message: checkpoint.message ?? null,
    })),
  };
}

/**
 * Stores checkpoints for one package, then brings the order's package status and open pages
 * along. `quiet` (the demo's seeded journeys): history, not news; nobody is e-mailed or told.
 */
export async function ingestPackage(
  ctx: TrackingContext,
  target: IngestTarget & { fulfillmentId: string },
  input: IngestInput,
  quiet = false,
) {
  const outcome = await ingestCheckpoints(ctx.db, target, input, {
    statusChanged: async (tx: Tx, _changed, status, before) => {
      if (quiet) return;
      const kind = EMAILED_TRACKING_STATUSES.find((emailed) => emailed === status);
      if (kind) await ctx.emails.queue(tx, target.fulfillmentId, target.merchantId, kind);
      await tell(ctx, tx, {
        event: 'status_changed',
        merchantId: target.merchantId,
        orderId: target.orderId,
        fulfillmentId: target.fulfillmentId,
        trackingNumber: target.trackingNumber,
        status,
        previousStatus: before,
      });
    },
  });
  if (outcome.after && outcome.after !== outcome.before) {
    await ctx.orders.setPackageStatus(
      target.orderId,
      target.fulfillmentId,
      packageStatusOf(outcome.after),
      outcome.after === 'delivered' ? (outcome.row.lastEventAt ?? ctx.clock()) : null,
    );
    ctx.emails.nudge();
  }
  if (outcome.added > 0 || outcome.after !== outcome.before) ctx.live.publish(target.orderId);
  return outcome;
}

/**
 * Stores checkpoints for a return's parcel under the order's and the return's locks: a scan past
 * "label created" moves the return to return_shipped, and the delivery to the store tells the
 * merchant (once), in the same transaction.
 */
export async function ingestReturnParcel(
  ctx: TrackingContext,
  target: { returnId: string; orderId: string; merchantId: string },
  input: IngestInput,
) {
  let returnStatus: string | undefined;
  const hooks: IngestHooks = {
    begin: async (tx) => {
      returnStatus = await ctx.returns.lock(tx, target.orderId, target.returnId);
    },
    settled: async (tx, _target, outcome) => {
      if (returnStatus === undefined) return;
      if (parcelMoving(outcome.after)) {
        returnStatus = await ctx.returns.shipped(tx, target.orderId, target.returnId);
      }
      if (outcome.after !== 'delivered') return;
      const repository = createTrackingRepository(tx);
      const parcel = await repository.returnParcel(target.returnId);
      if (!parcel || parcel.deliveredToldAt) return;
      const events = await repository.eventsOfReturn(target.returnId);
      const delivery = events.filter((event) => event.status === 'delivered').at(-1);
      await ctx.webhooks.returnParcelDelivered(tx, {
        merchantId: target.merchantId,
        returnId: target.returnId,
        orderId: target.orderId,
        trackingNumber: parcel.trackingNumber,
        carrier: parcel.carrier,
        deliveredAt: (delivery?.occurredAt ?? parcel.lastEventAt ?? ctx.clock()).toISOString(),
        location: delivery?.location ?? null,
      });
      await repository.updateReturnParcel(target.returnId, { deliveredToldAt: ctx.clock() });
    },
  };
  const outcome = await ingestCheckpoints(
    ctx.db,
    { ...target, fulfillmentId: null, trackingNumber: null },
    input,
    hooks,
  );
  if (outcome.added > 0 || outcome.after !== outcome.before) ctx.live.publish(target.orderId);
  return { ...outcome, returnStatus };
}
