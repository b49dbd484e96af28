import { describe, expect, it } from 'vitest';
import { DEFAULT_DELAY_SETTINGS, delayOf } from './tracking-delay';

const now = new Date('2026-11-25T12:00:00Z');
const settings = { delayThresholdDays: 2, stuckAfterDays: 4 };

describe('delay detection', () => {
  it('is delayed once past the estimate by the threshold, not before', () => {
    const base = { status: 'in_transit' as const, lastScanAt: '2026-11-24T12:00:00Z' };
    expect(delayOf({ ...base, estimatedDeliveryAt: '2026-11-23T12:00:00Z' }, now, settings)).toEqual({
      delayed: true,
      reason: 'late',
      days: 2,
    });
    expect(delayOf({ ...base, estimatedDeliveryAt: '2026-11-24T00:00:00Z' }, now, settings)).toEqual({
      delayed: false,
    });
    expect(delayOf({ ...base, estimatedDeliveryAt: '2026-11-28T00:00:00Z' }, now, settings).delayed).toBe(
      false,
    );
  });

  it('with a threshold of 0, is delayed as soon as the estimate has passed', () => {
    const input = {
      status: 'in_transit' as const,
      lastScanAt: null,
      estimatedDeliveryAt: '2026-11-25T11:00:00Z',
    };
    expect(delayOf(input, now, { ...settings, delayThresholdDays: 0 })).toMatchObject({
      delayed: true,
      days: 0,
    });
  });

  it('is delayed when no scan came for the stuck limit while on its way', () => {
    const input = {
      status: 'in_transit' as const,
      estimatedDeliveryAt: null,
      lastScanAt: '2026-11-21T11:00:00Z',
    };
    expect(delayOf(input, now, settings)).toEqual({ delayed: true, reason: 'stuck', days: 4 });
    expect(delayOf({ ...input, lastScanAt: '2026-11-22T13:00:00Z' }, now, settings).delayed).toBe(false);
    // Waiting at a pickup point is not stuck.
    expect(delayOf({ ...input, status: 'available_for_pickup' }, now, settings).delayed).toBe(false);
  });

  it('is never delayed once delivered or expired', () => {
    const late = { estimatedDeliveryAt: '2026-11-01T00:00:00Z', lastScanAt: '2026-11-01T00:00:00Z' };
    expect(delayOf({ ...late, status: 'delivered' }, now).delayed).toBe(false);
    expect(delayOf({ ...late, status: 'expired' }, now).delayed).toBe(false);
    expect(delayOf({ ...late, status: 'exception' }, now, DEFAULT_DELAY_SETTINGS).delayed).toBe(true);
  });
});
