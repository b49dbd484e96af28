// A package as the tracking calls show it: carrier, number, status (the fuller one and the spec's),
// estimate, delay and whether a delay claim may be filed, and the timeline.
import type { PackageStatusSummarySchema, TrackingDetail } from '@rc/contract/calls/tracking';
import { fulfillmentAllows, issueOptions } from '@rc/domain/claim-lifecycle';
import type { Checkpoint } from '@rc/domain/tracking-checkpoints';
import { localScanTime, timelineOf } from '@rc/domain/tracking-checkpoints';
import { DEFAULT_DELAY_SETTINGS, type DelaySettings, delayOf } from '@rc/domain/tracking-delay';
import {
  isTrackingStatus,
  normalizeTrackingStatus,
  PACKAGE_STATUSES,
  type PackageStatus,
  packageStatusOf,
  type TrackingStatus,
} from '@rc/domain/tracking-status';
import type { z } from 'zod';
import { carrierCodeOf, carrierName, detectCarrier } from '../../adapters/tracking/carrier-detection';
import { type OrderWithItems, orderItemView, reportablePolicies } from '../orders';
import type { PackageTrackingRow, TrackingEventRow } from './repository';

export type PackageRow = OrderWithItems['fulfillments'][number];
type Summary = z.input<typeof PackageStatusSummarySchema>;

/** The carrier of a package: the number's own pattern first, else the name the store gave. */
export function carrierOf(pkg: PackageRow, row: PackageTrackingRow | undefined) {
  const number = row?.trackingNumber ?? pkg.trackingNumber;
  const detected = number ? detectCarrier(number) : undefined;
  const code = row?.carrierCode ?? detected?.code ?? (pkg.carrier ? carrierCodeOf(pkg.carrier) : null);
  if (!code) return null;
  const trackingUrl =
    pkg.trackingUrl ?? (detected && detected.code === code ? detected.trackingUrl : null) ?? null;
  return {
    code,
    name: pkg.carrier && carrierCodeOf(pkg.carrier) === code ? pkg.carrier : carrierName(code),
    trackingUrl,
  };
}

/** The fuller status: the checkpoints' when there are any, else what the store said of the package. */
export function trackingStatusOf(pkg: PackageRow, row: PackageTrackingRow | undefined): TrackingStatus {
  if (row?.lastEventAt && isTrackingStatus(row.status)) return row.status;
  return normalizeTrackingStatus(pkg.status) ?? 'info_received';
}

/** The spec's status: the checkpoints' mapping, or the store's own when it is one of the spec's. */
export function packageStatusOfPackage(pkg: PackageRow, row: PackageTrackingRow | undefined): PackageStatus {
  if (row?.lastEventAt && isTrackingStatus(row.status)) return packageStatusOf(row.status);
  return (PACKAGE_STATUSES as readonly string[]).includes(pkg.status)
    ? (pkg.status as PackageStatus)
    : packageStatusOf(trackingStatusOf(pkg, row));
}

/** True when an active policy covering an item of the package covers delay in its state. */
function delayCovered(
  order: OrderWithItems,
  pkg: PackageRow,
  packageStatus: PackageStatus,
  now: Date,
): boolean {
  if (!fulfillmentAllows('delay', { status: packageStatus, coverageCanceled: pkg.coverageCanceled }))
    return false;
  let policies: ReturnType<typeof reportablePolicies<OrderWithItems['policies'][number]>>;
  try {
    policies = reportablePolicies(order, now);
  } catch {
    return false;
  }
  const inPackage = new Set(pkg.items.map((line) => line.orderItemId));
  return policies.some(
    (policy) =>
      policy.itemIds.some((id) => inPackage.has(id)) &&
      issueOptions({
        productCode: policy.productCode,
        fulfillments: [{ status: packageStatus, coverageCanceled: false }],
        unfulfilledCount: 0,
      }).includes('delay'),
  );
}

export function delaySettingsOf(
  settings: { delayThresholdDays?: number; stuckAfterDays?: number } | undefined,
): DelaySettings {
  return {
    delayThresholdDays: settings?.delayThresholdDays ?? DEFAULT_DELAY_SETTINGS.delayThresholdDays,
    stuckAfterDays: settings?.stuckAfterDays ?? DEFAULT_DELAY_SETTINGS.stuckAfterDays,
  };
}

export function summaryOf(
  order: OrderWithItems,
  pkg: PackageRow,
  row: PackageTrackingRow | undefined,
  settings: DelaySettings,
  now: Date,
): Summary {
  const status = trackingStatusOf(pkg, row);
  const packageStatus = packageStatusOfPackage(pkg, row);
  const lastScan = row?.lastEventAt ?? pkg.shippedAt ?? null;
  const delay = delayOf(
    {
      status: packageStatus === 'delivered' ? 'delivered' : status,
      estimatedDeliveryAt: row?.estimatedDeliveryAt?.toISOString() ?? null,
      lastScanAt: lastScan ? lastScan.toISOString() : null,
    },
    now,
    settings,
  );
  return {
    fulfillmentId: pkg.id,
    status,
    packageStatus,
    carrier: carrierOf(pkg, row),
    trackingNumber: row?.trackingNumber ?? pkg.trackingNumber,
    estimatedDeliveryAt: row?.estimatedDeliveryAt?.toISOString() ?? null,
    destinationTimeZone: row?.destinationTimeZone ?? null,
    lastEventAt: row?.lastEventAt?.toISOString() ?? null,
    delay: delay.delayed
      ? {
          delayed: true,
          reason: delay.reason,
          days: delay.days,
          claimable: delayCovered(order, pkg, packageStatus, now),
        }
      : { delayed: false, reason: null, days: null, claimable: false },
  };
}

export function checkpointOf(event: TrackingEventRow): Checkpoint {
  return {
    status: event.status as TrackingStatus,
    occurredAt: event.occurredAt.toISOString(),
    utcOffsetMinutes: event.utcOffsetMinutes,
    location: event.location,
    message: event.message,
  };
}

/** A parcel's scans as a tracking page shows them: its timeline, each at the scan's local time. */
export function checkpointsView(events: readonly TrackingEventRow[]) {
  return timelineOf(events.map(checkpointOf)).map((checkpoint) => ({
    status: checkpoint.status,
    occurredAt: checkpoint.occurredAt,
    localTime: localScanTime(checkpoint.occurredAt, checkpoint.utcOffsetMinutes),
    location: checkpoint.location,
    message: checkpoint.message,
  }));
}

export function detailOf(
  summary: Summary,
  order: OrderWithItems,
  pkg: PackageRow,
  events: readonly TrackingEventRow[],
  cursor: number,
): TrackingDetail {
  const itemsById = new Map(order.items.map((item) => [item.id, item]));
  return {
    ...(summary as TrackingDetail),
    returnId: null,
    items: pkg.items.flatMap((line) => {
      const item = itemsById.get(line.orderItemId);
      return item ? [orderItemView(item, line.quantity)] : [];
    }),
    checkpoints: checkpointsView(events),
    cursor,
  };
}
