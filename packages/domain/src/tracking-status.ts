// Package tracking statuses (issue 12): the fuller set tracking aggregators use, how carriers' and
// aggregators' names map onto it, and how it maps onto the spec's package statuses (section 4:
// pre_transit, in_transit, shipped, delivered, un_delivered, exception), whose title and colour
// the page shows.

import { type StatusDisplay, statusDisplay } from './status-display';

/** The fuller status set, in the order a package normally moves through it. */
export const TRACKING_STATUSES = [
  'info_received',
  'in_transit',
  'out_for_delivery',
  'failed_attempt',
  'available_for_pickup',
  'delivered',
  'exception',
  'expired',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** The spec's package statuses (section 4). */
export const PACKAGE_STATUSES = [
  'pre_transit',
  'shipped',
  'in_transit',
  'delivered',
  'un_delivered',
  'exception',
] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

const PACKAGE_STATUS_OF: Readonly<Record<TrackingStatus, PackageStatus>> = {
  info_received: 'pre_transit',
  in_transit: 'in_transit',
  out_for_delivery: 'in_transit',
  // Not in the shopper's hands yet: it is waiting for them or for another try.
  failed_attempt: 'un_delivered',
  available_for_pickup: 'un_delivered',
  delivered: 'delivered',
  exception: 'exception',
  // The carrier stopped reporting before delivery.
  expired: 'un_delivered',
};

/** True for one of the fuller statuses. */
export function isTrackingStatus(value: unknown): value is TrackingStatus {
  return typeof value === 'string' && (TRACKING_STATUSES as readonly string[]).includes(value);
}

/** The spec's package status of a fuller status. */
export function packageStatusOf(status: TrackingStatus): PackageStatus {
  return PACKAGE_STATUS_OF[status];
}

/** Names carriers and aggregators (AfterShip tags, 17TRACK main statuses) give, normalized. */
const ALIASES: Readonly<Record<string, TrackingStatus>> = {
  pending: 'info_received',
  inforeceived: 'info_received',
  info_received: 'info_received',
  notfound: 'info_received',
  label_created: 'info_received',
  pre_transit: 'info_received',
  intransit: 'in_transit',
  in_transit: 'in_transit',
  shipped: 'in_transit',
  outfordelivery: 'out_for_delivery',
  out_for_delivery: 'out_for_delivery',
  attemptfail: 'failed_attempt',
  failed_attempt: 'failed_attempt',
  deliveryfailure: 'failed_attempt',
  delivery_failure: 'failed_attempt',
  availableforpickup: 'available_for_pickup',
  available_for_pickup: 'available_for_pickup',
  delivered: 'delivered',
  exception: 'exception',
  un_delivered: 'failed_attempt',
  expired: 'expired',
};

/**
 * A carrier's or aggregator's status name as one of ours ('OutForDelivery', 'AttemptFail',
 * 'DeliveryFailure' …); undefined when it names nothing we know.
 */
export function normalizeTrackingStatus(raw: string | null | undefined): TrackingStatus | undefined {
  if (!raw) return undefined;
  const key = raw
    .trim()
    .replace(/[\s-]+/g, '_')
    .toLowerCase();
  return ALIASES[key] ?? ALIASES[key.replace(/_/g, '')];
}

/** Statuses after which nothing more is expected. */
export function isFinalTrackingStatus(status: TrackingStatus): boolean {
  return status === 'delivered' || status === 'expired';
}

/** The page's status: the spec's title and colour of the package status, and the detail's i18n key. */
export function trackingStatusDisplay(
  status: TrackingStatus,
): StatusDisplay & { packageStatus: PackageStatus; detailKey: string } {
  const packageStatus = packageStatusOf(status);
  return { ...statusDisplay(packageStatus), packageStatus, detailKey: `tracking.status.${status}` };
}
