import { describe, expect, it } from 'vitest';
import { STATUSES } from './statuses';
import {
  isFinalTrackingStatus,
  isTrackingStatus,
  normalizeTrackingStatus,
  PACKAGE_STATUSES,
  packageStatusOf,
  TRACKING_STATUSES,
  trackingStatusDisplay,
} from './tracking-status';

describe('tracking statuses', () => {
  it('maps every fuller status onto a package status the spec names', () => {
    for (const status of TRACKING_STATUSES) {
      expect(PACKAGE_STATUSES).toContain(packageStatusOf(status));
      expect(STATUSES).toContain(packageStatusOf(status));
    }
  });

  it('maps each step of a journey onto the spec status a shopper expects', () => {
    expect(packageStatusOf('info_received')).toBe('pre_transit');
    expect(packageStatusOf('out_for_delivery')).toBe('in_transit');
    expect(packageStatusOf('failed_attempt')).toBe('un_delivered');
    expect(packageStatusOf('available_for_pickup')).toBe('un_delivered');
    expect(packageStatusOf('delivered')).toBe('delivered');
    expect(packageStatusOf('exception')).toBe('exception');
    expect(packageStatusOf('expired')).toBe('un_delivered');
  });

  it("reads aggregators' names (AfterShip tags, 17TRACK statuses) in any spelling", () => {
    expect(normalizeTrackingStatus('InfoReceived')).toBe('info_received');
    expect(normalizeTrackingStatus('OutForDelivery')).toBe('out_for_delivery');
    expect(normalizeTrackingStatus('AttemptFail')).toBe('failed_attempt');
    expect(normalizeTrackingStatus('DeliveryFailure')).toBe('failed_attempt');
    expect(normalizeTrackingStatus('AvailableForPickup')).toBe('available_for_pickup');
    expect(normalizeTrackingStatus('out for delivery')).toBe('out_for_delivery');
    expect(normalizeTrackingStatus('Pending')).toBe('info_received');
    expect(normalizeTrackingStatus('Expired')).toBe('expired');
    expect(normalizeTrackingStatus('teleported')).toBeUndefined();
    expect(normalizeTrackingStatus('')).toBeUndefined();
  });

  it('gives the spec title and colour of the package status, with the detail key', () => {
    expect(trackingStatusDisplay('delivered')).toMatchObject({ title: 'Delivered', tone: 'green' });
    expect(trackingStatusDisplay('exception')).toMatchObject({ title: 'Exception', tone: 'red' });
    expect(trackingStatusDisplay('out_for_delivery')).toMatchObject({
      title: 'In transit',
      tone: 'grey',
      packageStatus: 'in_transit',
      detailKey: 'tracking.status.out_for_delivery',
    });
    expect(trackingStatusDisplay('info_received').title).toBe('Pre-transit');
  });

  it('knows its own statuses and nothing else', () => {
    for (const status of TRACKING_STATUSES) expect(isTrackingStatus(status)).toBe(true);
    for (const value of ['shipped', 'Delivered', '', null, 3, undefined])
      expect(isTrackingStatus(value)).toBe(false);
  });

  it('treats delivered and expired as final', () => {
    expect(TRACKING_STATUSES.filter(isFinalTrackingStatus)).toEqual(['delivered', 'expired']);
  });
});
