// Package tracking's service (issue 12): one named use-case per call or listener (use-cases/), on
// the shared steps (steps.ts): the shopper's package statuses and tracking page, the merchant's
// checkpoints and settings, the aggregator's webhooks and lookups, the state owners' change feed,
// and the delay sweep. Routes, services.ts and the maintenance call these.
import type { TrackingDetail } from '@rc/contract/calls/tracking';
import type { Tx } from '../../db/client';
import type { ShopperSession } from '../../gateway/register-call';
import type { ClaimStatusChange } from '../claim-state';
import type { MerchantRow } from '../merchants';
import type { ReturnChange } from '../return-state';
import { createTrackingRepository } from './repository';
import type { ReturnParcel } from './return-parcels';
import type { TrackingContext, TrackingServiceDeps } from './tracking-context';
import { aggregatorWebhook } from './use-cases/aggregator-webhook';
import { merchantCheckpoints, merchantReturnCheckpoints } from './use-cases/merchant-checkpoints';
import { claimStatusChanged, labelRecorded, returnEventRecorded } from './use-cases/order-changes';
import { pollAggregator } from './use-cases/poll-aggregator';
import { pruneTracking } from './use-cases/prune-tracking';
import { merchantTracking, packageStatuses, trackingDetail } from './use-cases/read-tracking';
import { sweepDelays } from './use-cases/sweep-delays';
import { changeTrackingSettings, trackingSettings } from './use-cases/tracking-settings';

export type { ReturnsPort, TrackingChange, TrackingListener, TrackingServiceDeps } from './tracking-context';

export function createTrackingService(deps: TrackingServiceDeps) {
  const ctx: TrackingContext = {
    ...deps,
    clock: deps.clock ?? (() => new Date()),
    repository: createTrackingRepository(deps.db),
  };
  return {
    /** The live stream reads the order's change feed through it. */
    repository: ctx.repository,
    /** query-package-status. */
    packageStatuses: (session: ShopperSession, fulfillmentId: string | null | undefined) =>
      packageStatuses(ctx, session, fulfillmentId),
    /** user/get-tracking-detail. */
    trackingDetail: (
      session: ShopperSession,
      input: { fulfillmentId?: string | undefined; returnId?: string | undefined },
    ): Promise<TrackingDetail> => trackingDetail(ctx, session, input),
    /** The merchant API's and the admin's tracking of an order. */
    merchantTracking: (merchant: MerchantRow, orderName: string) =>
      merchantTracking(ctx, merchant, orderName),
    /** The return state owner's listener. */
    returnEventRecorded: (tx: Tx, change: ReturnChange) => returnEventRecorded(ctx, tx, change),
    /** The label maker's `parcelRegistered`. */
    labelRecorded: (tx: Tx, parcel: ReturnParcel) => labelRecorded(tx, parcel),
    /** The claim state owner's listener. */
    claimStatusChanged: (tx: Tx, change: ClaimStatusChange) => claimStatusChanged(ctx, tx, change),
    /** The merchant API's checkpoints for a return's parcel. */
    merchantReturnCheckpoints: (
      merchant: MerchantRow,
      reference: string,
      input: Parameters<typeof merchantReturnCheckpoints>[3],
    ) => merchantReturnCheckpoints(ctx, merchant, reference, input),
    /** The merchant API's checkpoints for a package (`quiet`: the demo's seeded journeys). */
    merchantCheckpoints: (
      merchant: MerchantRow,
      orderName: string,
      fulfillment: string,
      input: Parameters<typeof merchantCheckpoints>[4],
      options: { quiet?: boolean } = {},
    ) => merchantCheckpoints(ctx, merchant, orderName, fulfillment, input, options),
    /** An aggregator's webhook. */
    webhook: (provider: string, rawBody: string, headers: Record<string, string | string[] | undefined>) =>
      aggregatorWebhook(ctx, provider, rawBody, headers),
    /** The store's tracking settings with their defaults. */
    settings: (merchantId: string) => trackingSettings(ctx, merchantId),
    /** merchant-put-tracking-settings. */
    changeSettings: (merchantId: string, change: Parameters<typeof changeTrackingSettings>[2]) =>
      changeTrackingSettings(ctx, merchantId, change),
    /** The delay sweep (maintenance). */
    sweepDelays: (): Promise<number> => sweepDelays(ctx),
    /** The aggregator poll (maintenance). */
    pollAggregator: (limit?: number) => pollAggregator(ctx, limit),
    /** Retention (jobs/retention-sweep.ts). */
    prune: (days: number) => pruneTracking(ctx, days),
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
