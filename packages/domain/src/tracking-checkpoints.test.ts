import { describe, expect, it } from 'vitest';
import {
  type Checkpoint,
  checkpointKey,
  currentTrackingStatus,
  localScanTime,
  timelineOf,
  utcOffsetOf,
} from './tracking-checkpoints';

const scan = (status: Checkpoint['status'], occurredAt: string, message = 'Scan'): Checkpoint => ({
  status,
  occurredAt,
  utcOffsetMinutes: null,
  location: 'Memphis, TN',
  message,
});

describe('checkpoints', () => {
  it('recognises the same event with other whitespace, case or time notation', () => {
    const a = scan('in_transit', '2026-11-20T10:00:00Z', 'Arrived at facility');
    const b = {
      ...a,
      occurredAt: '2026-11-20T11:00:00+01:00',
      location: ' memphis,  TN ',
      message: 'ARRIVED at facility',
    };
    expect(checkpointKey(a)).toBe(checkpointKey(b));
    expect(checkpointKey(a)).not.toBe(checkpointKey({ ...a, status: 'exception' }));
    // A checkpoint without a place or message is the same as one with them empty.
    const bare = { ...a, location: null, message: null };
    expect(checkpointKey(bare)).toBe(checkpointKey({ ...a, location: ' ', message: '' }));
    expect(checkpointKey(bare)).not.toBe(checkpointKey(a));
    expect(checkpointKey(a)).not.toBe(checkpointKey({ ...a, occurredAt: '2026-11-20T10:01:00Z' }));
  });

  it('orders the timeline newest first and keeps each event once', () => {
    const first = scan('info_received', '2026-11-18T08:00:00Z');
    const second = scan('in_transit', '2026-11-19T08:00:00Z');
    const third = scan('out_for_delivery', '2026-11-20T07:00:00Z');
    expect(timelineOf([second, third, first, { ...second }])).toEqual([third, second, first]);
  });

  it('puts the later step first at the same instant, and takes the status of the newest', () => {
    const out = scan('out_for_delivery', '2026-11-20T12:00:00Z');
    const delivered = scan('delivered', '2026-11-20T12:00:00Z');
    expect(timelineOf([delivered, out])[0]).toBe(delivered);
    expect(currentTrackingStatus([delivered, out])).toBe('delivered');
    // A late delivery of an older event does not move the package back.
    expect(currentTrackingStatus([delivered, scan('in_transit', '2026-11-19T12:00:00Z')])).toBe('delivered');
    expect(currentTrackingStatus([])).toBeUndefined();
  });

  it('reads the offset of a scan and shows it in local scan time', () => {
    expect(utcOffsetOf('2026-11-20T10:00:00+02:00')).toBe(120);
    expect(utcOffsetOf('2026-11-20T10:00:00-0500')).toBe(-300);
    expect(utcOffsetOf('2026-11-20T10:00:00.123Z')).toBe(0);
    expect(utcOffsetOf('2026-11-20T10:00:00')).toBeNull();
    expect(localScanTime('2026-11-20T23:30:00Z', 120)).toBe('2026-11-21T01:30');
    expect(localScanTime('2026-11-20T02:00:00Z', -300)).toBe('2026-11-19T21:00');
    expect(localScanTime('2026-11-20T02:00:00Z', null)).toBe('2026-11-20T02:00');
  });
});
