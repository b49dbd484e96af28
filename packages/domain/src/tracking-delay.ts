// Delay detection (issue 12): a package is delayed when it is past its estimated delivery by the
// merchant's threshold, or when no scan has come for too long while it is on its way.

import { isFinalTrackingStatus, type TrackingStatus } from './tracking-status';

export interface DelaySettings {
  /** Whole days past the estimated delivery date before the package counts as delayed. */
  delayThresholdDays: number;
  /** Days without a scan, while on its way, before the package counts as delayed. */
  stuckAfterDays: number;
}

export const DEFAULT_DELAY_SETTINGS: DelaySettings = { delayThresholdDays: 1, stuckAfterDays: 5 };

export interface DelayInput {
  status: TrackingStatus;
  estimatedDeliveryAt: string | null;
  /** The newest scan, or when the package shipped if it has none. */
  lastScanAt: string | null;
}

export type Delay = { delayed: false } | { delayed: true; reason: 'late' | 'stuck'; days: number };

const DAY_MS = 86_400_000;

/** Whether a package is delayed at `now`, why, and by how many whole days. */
export function delayOf(
  input: DelayInput,
  now: Date,
  settings: DelaySettings = DEFAULT_DELAY_SETTINGS,
): Delay {
  if (isFinalTrackingStatus(input.status)) return { delayed: false };
  if (input.estimatedDeliveryAt) {
    const late = Math.floor((now.getTime() - Date.parse(input.estimatedDeliveryAt)) / DAY_MS);
    if (
      late >= Math.max(settings.delayThresholdDays, 0) &&
      now.getTime() > Date.parse(input.estimatedDeliveryAt)
    ) {
      return { delayed: true, reason: 'late', days: late };
    }
  }
  if (input.lastScanAt && input.status !== 'available_for_pickup') {
    const silent = Math.floor((now.getTime() - Date.parse(input.lastScanAt)) / DAY_MS);
    if (silent >= settings.stuckAfterDays) return { delayed: true, reason: 'stuck', days: silent };
  }
  return { delayed: false };
}
