// Package tracking's use-cases (issue 12): the shopper's package statuses and tracking page, the
// merchant's checkpoints and settings, the aggregator's webhooks and lookups, and the delay sweep.
import type { TrackingDetail } from '@rc/contract/calls/tracking';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { delayOf } from '@rc/domain/tracking-delay';
import { isTrackingStatus, packageStatusOf, type TrackingStatus } from '@rc/domain/tracking-status';
import type { TrackingAggregator } from '../../adapters/tracking/tracking-aggregator';
import type { Db, Tx } from '../../db/client';
import type { ShopperSession } from '../../gateway/register-call';
import { AppError } from '../../lib/app-error';
import type { ClaimStatusChange } from '../claim-state';
import type { MerchantRow, MerchantsService } from '../merchants';
import type { OrdersRepository, OrderWithItems } from '../orders';
import type { ReturnChange } from '../return-state';
import {
  EMAILED_TRACKING_STATUSES,
  type IngestHooks,
  type IngestInput,
  type IngestTarget,
  ingestCheckpoints,
} from './ingest';
import type { TrackingLive } from './live';
import { delaySettingsOf, detailOf, type PackageRow, summaryOf } from './package-view';
import { createTrackingRepository } from './repository';
import { parcelMoving, type ReturnParcel, registerReturnParcel, returnParcelDetail } from './return-parcels';
import type { TrackingEmails } from './tracking-emails';

/** What the webhooks are told, in the transaction of the change: a package moved, or became late. */
export interface TrackingChange {
  event: 'status_changed' | 'delayed';
  merchantId: string;
  orderId: string;
  orderName: string;
  fulfillmentId: string;
  externalFulfillmentId: string;
  trackingNumber: string | null;
  status: TrackingStatus;
  previousStatus: TrackingStatus | null;
  estimatedDeliveryAt: string | null;
  lastEventAt: string | null;
}

export type TrackingListener = (tx: Tx, change: TrackingChange) => Promise<void>;

/** What tracking needs of the returns module (services.ts passes its named use-cases in). */
export interface ReturnsPort {
  /** A return of the store by its number or id. */
  find(merchantId: string, reference: string): Promise<{ returnId: string; orderId: string } | undefined>;
  /** Takes the order's lock, then the return's (the server's one lock order); its status, or undefined. */
  lock(tx: Tx, orderId: string, returnId: string): Promise<string | undefined>;
  /** The carrier has the parcel: a return waiting for its items moves to return_shipped (once); its status. */
  shipped(tx: Tx, orderId: string, returnId: string): Promise<string | undefined>;
}

export interface TrackingServiceDeps {
  db: Db;
  orders: Pick<OrdersRepository, 'findWithItems' | 'findByName' | 'setPackageStatus'>;
  merchants: Pick<MerchantsService, 'findById' | 'changeMerchant'>;
  aggregator: TrackingAggregator;
  emails: TrackingEmails;
  live: TrackingLive;
  /** Told of each status change and each package found late (the merchant's webhooks). */
  listeners?: readonly TrackingListener[];
  returns: ReturnsPort;
  /** The merchant's webhook when a return's parcel reaches the store. */
  webhooks: {
    returnParcelDelivered(
      tx: Tx,
      delivered: {
        merchantId: string;
        returnId: string;
        orderId: string;
        trackingNumber: string;
        carrier: string | null;
        deliveredAt: string;
        location: string | null;
      },
    ): Promise<void>;
  };
  clock?: () => Date;
}

function notFound(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER, { httpStatus: 404 });
}

export function createTrackingService(deps: TrackingServiceDeps) {
  const clock = deps.clock ?? (() => new Date());
  const repository = createTrackingRepository(deps.db);

  async function orderOf(orderId: string): Promise<OrderWithItems> {
    const order = await deps.orders.findWithItems(orderId);
    if (!order) throw notFound();
    return order;
  }

  function packageOf(order: OrderWithItems, fulfillment: string): PackageRow {
    const pkg = order.fulfillments.find(
      (candidate) => candidate.id === fulfillment || candidate.externalId === fulfillment,
    );
    if (!pkg) throw notFound();
    return pkg;
  }

  /** Tells the listeners, in the change's transaction. */
  async function tell(
    tx: Tx,
    change: Omit<
      TrackingChange,
      'orderName' | 'externalFulfillmentId' | 'estimatedDeliveryAt' | 'lastEventAt'
    >,
  ) {
    if (!deps.listeners?.length) return;
    const repository = createTrackingRepository(tx);
    const [names, row] = await Promise.all([
      repository.packageNames(change.fulfillmentId),
      repository.forPackage(change.fulfillmentId),
    ]);
    if (!names) return;
    for (const listener of deps.listeners) {
      await listener(tx, {
        ...change,
        ...names,
        estimatedDeliveryAt: row?.estimatedDeliveryAt?.toISOString() ?? null,
        lastEventAt: row?.lastEventAt?.toISOString() ?? null,
      });
    }
  }

  async function settingsOf(merchantId: string) {
    return delaySettingsOf((await deps.merchants.findById(merchantId))?.settings.tracking);
  }

  async function summaries(order: OrderWithItems, only?: string | null) {
    const rows = new Map((await repository.forOrder(order.id)).map((row) => [row.fulfillmentId, row]));
    const settings = await settingsOf(order.merchantId);
    const now = clock();
    return order.fulfillments
      .filter((pkg) => !only || pkg.id === only)
      .map((pkg) => summaryOf(order, pkg, rows.get(pkg.id), settings, now));
  }

  async function detail(order: OrderWithItems, pkg: PackageRow): Promise<TrackingDetail> {
    const row = await repository.forPackage(pkg.id);
    const summary = summaryOf(order, pkg, row, await settingsOf(order.merchantId), clock());
    const [events, cursor] = await Promise.all([repository.eventsOf(pkg.id), repository.latestSeq(order.id)]);
    return detailOf(summary, order, pkg, events, cursor);
  }

  /** Stores checkpoints for one package, then brings the order's package status and open pages along. */
  async function ingest(target: IngestTarget & { fulfillmentId: string }, input: IngestInput, quiet = false) {
    const outcome = await ingestCheckpoints(deps.db, target, input, {
      statusChanged: async (tx: Tx, _changed, status, before) => {
        // Quiet (the demo's seeded journeys): history, not news; nobody is e-mailed or told.
        if (quiet) return;
        const kind = EMAILED_TRACKING_STATUSES.find((emailed) => emailed === status);
        if (kind) await deps.emails.queue(tx, target.fulfillmentId, target.merchantId, kind);
        await tell(tx, {
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
      await deps.orders.setPackageStatus(
        target.orderId,
        target.fulfillmentId,
        packageStatusOf(outcome.after),
        outcome.after === 'delivered' ? (outcome.row.lastEventAt ?? clock()) : null,
      );
      deps.emails.nudge();
    }
    if (outcome.added > 0 || outcome.after !== outcome.before) deps.live.publish(target.orderId);
    return outcome;
  }

  /**
   * Stores checkpoints for a return's parcel under the order's and the return's locks: a scan past
   * "label created" moves the return to return_shipped, and the delivery to the store tells the
   * merchant (once), in the same transaction.
   */
  async function ingestReturn(
    target: { returnId: string; orderId: string; merchantId: string },
    input: IngestInput,
  ) {
    let returnStatus: string | undefined;
    const hooks: IngestHooks = {
      begin: async (tx) => {
        returnStatus = await deps.returns.lock(tx, target.orderId, target.returnId);
      },
      settled: async (tx, _target, outcome) => {
        if (returnStatus === undefined) return;
        if (parcelMoving(outcome.after)) {
          returnStatus = await deps.returns.shipped(tx, target.orderId, target.returnId);
        }
        if (outcome.after !== 'delivered') return;
        const repository = createTrackingRepository(tx);
        const parcel = await repository.returnParcel(target.returnId);
        if (!parcel || parcel.deliveredToldAt) return;
        const events = await repository.eventsOfReturn(target.returnId);
        const delivery = events.filter((event) => event.status === 'delivered').at(-1);
        await deps.webhooks.returnParcelDelivered(tx, {
          merchantId: target.merchantId,
          returnId: target.returnId,
          orderId: target.orderId,
          trackingNumber: parcel.trackingNumber,
          carrier: parcel.carrier,
          deliveredAt: (delivery?.occurredAt ?? parcel.lastEventAt ?? clock()).toISOString(),
          location: delivery?.location ?? null,
        });
        await repository.updateReturnParcel(target.returnId, { deliveredToldAt: clock() });
      },
    };
    const outcome = await ingestCheckpoints(
      deps.db,
      { ...target, fulfillmentId: null, trackingNumber: null },
      input,
      hooks,
    );
    if (outcome.added > 0 || outcome.after !== outcome.before) deps.live.publish(target.orderId);
    return { ...outcome, returnStatus };
  }

  return {
    repository,

    /** query-package-status: every package of the session's order (or the one asked for). */
    async packageStatuses(session: ShopperSession, fulfillmentId: string | null | undefined) {
      const order = await orderOf(session.orderId);
      if (fulfillmentId) packageOf(order, fulfillmentId);
      return { packages: await summaries(order, fulfillmentId) };
    },

    /**
     * user/get-tracking-detail: one package of the session's order, or the parcel of one of its
     * returns; another order's is not found, as one that exists nowhere.
     */
    async trackingDetail(
      session: ShopperSession,
      input: { fulfillmentId?: string | undefined; returnId?: string | undefined },
    ): Promise<TrackingDetail> {
      if (input.returnId) {
        const parcel = await repository.returnParcel(input.returnId);
        if (!parcel || parcel.orderId !== session.orderId) throw notFound();
        const [events, cursor] = await Promise.all([
          repository.eventsOfReturn(parcel.returnId),
          repository.latestSeq(session.orderId),
        ]);
        return returnParcelDetail(parcel, events, cursor, await settingsOf(parcel.merchantId), clock());
      }
      const order = await orderOf(session.orderId);
      const pkg = order.fulfillments.find((candidate) => candidate.id === input.fulfillmentId);
      if (!pkg) throw notFound();
      return detail(order, pkg);
    },

    /** The merchant API: every package of one of its orders, as the shopper's tracking page shows it. */
    async merchantTracking(merchant: MerchantRow, orderName: string) {
      const found = await deps.orders.findByName(merchant.id, orderName);
      if (!found) throw notFound();
      const order = await orderOf(found.id);
      const packages: TrackingDetail[] = [];
      for (const pkg of order.fulfillments) packages.push(await detail(order, pkg));
      return { orderName: order.orderName, packages };
    },

    /**
     * The return's state owner's listener: the shopper's tracking number registers the return's
     * parcel, and every event of a return reaches the order's open pages.
     */
    async returnEventRecorded(tx: Tx, change: ReturnChange): Promise<void> {
      if (change.event.type === 'tracking_added') {
        await registerReturnParcel(tx, {
          returnId: change.returnId,
          orderId: change.orderId,
          merchantId: change.merchantId,
          carrier: change.event.carrier,
          trackingNumber: change.event.trackingNumber,
        });
      }
      await createTrackingRepository(tx).addChange({
        orderId: change.orderId,
        kind: 'return',
        subjectId: change.returnId,
        status: change.event.type === 'status_changed' ? change.event.to : change.event.type,
      });
      deps.live.publishSoon(change.orderId);
    },

    /** A return's label was made: its number is the parcel's (in the label's transaction). */
    async labelRecorded(tx: Tx, parcel: ReturnParcel): Promise<void> {
      await registerReturnParcel(tx, parcel);
    },

    /** The claim's state owner's listener: a claim's new status reaches the order's open pages. */
    async claimStatusChanged(tx: Tx, change: ClaimStatusChange): Promise<void> {
      await createTrackingRepository(tx).addChange({
        orderId: change.orderId,
        kind: 'claim',
        subjectId: change.claimId,
        status: change.status,
      });
      deps.live.publishSoon(change.orderId);
    },

    /** The merchant API: checkpoints (and estimate) for a return's parcel on its way back. */
    async merchantReturnCheckpoints(
      merchant: MerchantRow,
      reference: string,
      input: Pick<IngestInput, 'estimatedDeliveryAt' | 'destinationTimeZone'> & {
        checkpoints: {
          id?: string | null;
          status: string;
          occurredAt: string;
          location?: string | null;
          message?: string | null;
        }[];
      },
    ) {
      const found = await deps.returns.find(merchant.id, reference);
      if (!found) throw notFound();
      const parcel = await repository.returnParcel(found.returnId);
      if (!parcel) throw notFound();
      const outcome = await ingestReturn(
        { returnId: found.returnId, orderId: found.orderId, merchantId: merchant.id },
        {
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
        },
      );
      const status = outcome.after ?? 'info_received';
      return {
        returnId: found.returnId,
        returnStatus: outcome.returnStatus ?? 'unknown',
        trackingNumber: parcel.trackingNumber,
        status,
        packageStatus: outcome.after ? packageStatusOf(status) : ('pre_transit' as const),
        lastEventAt: outcome.row.lastEventAt?.toISOString() ?? null,
        added: outcome.added,
      };
    },

    /**
     * The merchant API: checkpoints (and estimate) for a package of one of its orders. `quiet`
     * e-mails nobody (the demo's seeded journeys are history, not news).
     */
    async merchantCheckpoints(
      merchant: MerchantRow,
      orderName: string,
      fulfillment: string,
      input: Pick<IngestInput, 'estimatedDeliveryAt' | 'destinationTimeZone'> & {
        checkpoints: {
          id?: string | null;
          status: string;
          occurredAt: string;
          location?: string | null;
          message?: string | null;
        }[];
      },
      options: { quiet?: boolean } = {},
    ) {
      const found = await deps.orders.findByName(merchant.id, orderName);
      if (!found) throw notFound();
      const order = await orderOf(found.id);
      const pkg = packageOf(order, fulfillment);
      const outcome = await ingest(
        {
          fulfillmentId: pkg.id,
          orderId: order.id,
          merchantId: merchant.id,
          trackingNumber: pkg.trackingNumber,
        },
        {
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
        },
        options.quiet,
      );
      const fresh = await orderOf(order.id);
      const [summary] = await summaries(fresh, pkg.id);
      if (!summary) throw notFound();
      return { ...summary, added: outcome.added };
    },

    /**
     * An aggregator's webhook: verified (signature, time window), then refused if its event id was
     * seen before (a replay changes nothing), then applied to every package with that number.
     */
    async webhook(provider: string, rawBody: string, headers: Record<string, string | string[] | undefined>) {
      if (provider !== deps.aggregator.name) throw notFound();
      const verdict = deps.aggregator.verifyWebhook(rawBody, headers, clock());
      if (!verdict.ok) {
        if (verdict.reason === 'malformed') {
          throw new AppError(ERROR_CODES.INVALID_INPUT, {
            httpStatus: 400,
            data: { fields: [{ path: '', problem: 'not a tracking update of this provider' }] },
          });
        }
        throw new AppError(ERROR_CODES.MERCHANT_API_KEY_INVALID, { httpStatus: 401 });
      }
      const { delivery } = verdict;
      if (!(await repository.takeReceipt(provider, delivery.eventId))) return { accepted: false, added: 0 };
      let added = 0;
      for (const target of await repository.packagesByNumber(delivery.update.trackingNumber)) {
        const outcome = await ingest(
          { ...target, trackingNumber: delivery.update.trackingNumber },
          {
            source: provider,
            unknownStatus: 'skip',
            checkpoints: delivery.update.checkpoints,
            ...(delivery.update.estimatedDeliveryAt
              ? { estimatedDeliveryAt: delivery.update.estimatedDeliveryAt }
              : {}),
          },
        );
        added += outcome.added;
      }
      for (const target of await repository.returnParcelsByNumber(delivery.update.trackingNumber)) {
        const outcome = await ingestReturn(target, {
          source: provider,
          unknownStatus: 'skip',
          checkpoints: delivery.update.checkpoints,
          ...(delivery.update.estimatedDeliveryAt
            ? { estimatedDeliveryAt: delivery.update.estimatedDeliveryAt }
            : {}),
        });
        added += outcome.added;
      }
      return { accepted: true, added };
    },

    /** The store's tracking settings with their defaults. */
    async settings(merchantId: string) {
      const merchant = await deps.merchants.findById(merchantId);
      const delay = delaySettingsOf(merchant?.settings.tracking);
      const emails = merchant?.settings.tracking?.emails ?? {};
      return {
        ...delay,
        emails: {
          out_for_delivery: emails.out_for_delivery ?? true,
          delivered: emails.delivered ?? true,
          exception: emails.exception ?? true,
          delayed: emails.delayed ?? true,
        },
      };
    },

    async changeSettings(
      merchantId: string,
      change: {
        delayThresholdDays?: number | undefined;
        stuckAfterDays?: number | undefined;
        emails?: Record<string, boolean | undefined> | undefined;
      },
    ) {
      await deps.merchants.changeMerchant(merchantId, (current) => {
        const tracking = current.settings.tracking ?? {};
        const emails = { ...tracking.emails };
        for (const [kind, on] of Object.entries(change.emails ?? {})) {
          if (on !== undefined) emails[kind as keyof typeof emails] = on;
        }
        return {
          settings: {
            ...current.settings,
            tracking: {
              ...tracking,
              ...(change.delayThresholdDays !== undefined
                ? { delayThresholdDays: change.delayThresholdDays }
                : {}),
              ...(change.stuckAfterDays !== undefined ? { stuckAfterDays: change.stuckAfterDays } : {}),
              emails,
            },
          },
        };
      });
    },

    /** Finds packages that became delayed and queues their e-mail (once each). */
    async sweepDelays(): Promise<number> {
      const now = clock();
      let queued = 0;
      for (const row of await repository.openPackages()) {
        if (!isTrackingStatus(row.status)) continue;
        const settings = await settingsOf(row.merchantId);
        const delay = delayOf(
          {
            status: row.status as TrackingStatus,
            estimatedDeliveryAt: row.estimatedDeliveryAt?.toISOString() ?? null,
            lastScanAt: row.lastEventAt?.toISOString() ?? null,
          },
          now,
          settings,
        );
        if (!delay.delayed) continue;
        const sent = await deps.db.transaction(async (tx) => {
          const emailed = await deps.emails.queue(tx, row.fulfillmentId, row.merchantId, 'delayed');
          // Told once per package whether or not the store e-mails it: marked so the sweep moves on.
          if (!emailed) await createTrackingRepository(tx).markNotified(row.fulfillmentId, ['delayed']);
          await tell(tx, {
            event: 'delayed',
            merchantId: row.merchantId,
            orderId: row.orderId,
            fulfillmentId: row.fulfillmentId,
            trackingNumber: row.trackingNumber,
            status: row.status as TrackingStatus,
            previousStatus: row.status as TrackingStatus,
          });
          return emailed;
        });
        if (sent) queued += 1;
      }
      if (queued > 0) deps.emails.nudge();
      return queued;
    },

    /**
     * Asks the aggregator about packages still on their way, where it can be asked (no push). One
     * number the provider fails on is skipped (and tried again next round), not the whole round.
     */
    async pollAggregator(limit = 50): Promise<{ polled: number; failed: number }> {
      const fetchTracking = deps.aggregator.fetchTracking;
      if (!fetchTracking) return { polled: 0, failed: 0 };
      let polled = 0;
      let failed = 0;
      /** Asks about one number and hands what came back on; touched either way, so the round moves on. */
      const pollOne = async (
        number: { carrierCode: string | null; trackingNumber: string },
        take: (update: Parameters<typeof ingest>[1]) => Promise<unknown>,
        touch: () => Promise<unknown>,
      ) => {
        try {
          const update = await fetchTracking(number.carrierCode, number.trackingNumber);
          if (update && update.checkpoints.length + (update.estimatedDeliveryAt ? 1 : 0) > 0) {
            await take({
              source: deps.aggregator.name,
              unknownStatus: 'skip',
              checkpoints: update.checkpoints,
              ...(update.estimatedDeliveryAt ? { estimatedDeliveryAt: update.estimatedDeliveryAt } : {}),
            });
          }
          polled += 1;
        } catch {
          failed += 1;
        }
        await touch();
      };
      for (const row of await repository.pollablePackages(limit)) {
        await pollOne(
          { carrierCode: row.carrierCode, trackingNumber: row.trackingNumber as string },
          (update) => ingest(row, update),
          () => repository.update(row.fulfillmentId, {}),
        );
      }
      // Return parcels on their way back, in the same round, with a limit of their own.
      for (const row of await repository.pollableReturnParcels(limit)) {
        await pollOne(
          row,
          (update) => ingestReturn(row, update),
          () => repository.updateReturnParcel(row.returnId, {}),
        );
      }
      return { polled, failed };
    },

    /** Retention (jobs/retention-sweep.ts): checkpoints of packages quiet for `days`, spent webhook receipts. */
    async prune(days: number): Promise<{ events: number; receipts: number }> {
      const now = clock().getTime();
      return repository.prune(new Date(now - days * 86_400_000), new Date(now - 86_400_000));
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
