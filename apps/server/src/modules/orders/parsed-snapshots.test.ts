// The orders repository's parsed snapshots: reused only for the same text, frozen, bounded, and
// the policies' live remaining sums applied to a copy.
import { describe, expect, it } from 'vitest';
import { createParsedSnapshots, type OrderWithItems, withRemaining } from './repository';

const snapshot = (name: string, remainingMinor = 5000) =>
  JSON.stringify({
    id: 'o-1',
    orderName: name,
    placedAt: '2026-11-20T10:00:00.000Z',
    items: [{ id: 'i-1', quantity: 2 }],
    fulfillments: [{ id: 'f-1', shippedAt: '2026-11-21T10:00:00.000Z', deliveredAt: null, items: [] }],
    policies: [
      { id: 'p-1', remainingMinor, startsAt: '2026-11-20T10:00:00.000Z', endsAt: '2027-11-20T10:00:00.000Z' },
    ],
  });

describe('parsed snapshots', () => {
  it('parses a text once and hands out the same frozen order while the text stays the same', () => {
    const parsed = createParsedSnapshots();
    const first = parsed.parse('o-1', snapshot('#1001'));
    expect(first.placedAt).toEqual(new Date('2026-11-20T10:00:00.000Z'));
    expect(first.fulfillments[0]?.shippedAt).toEqual(new Date('2026-11-21T10:00:00.000Z'));
    expect(first.policies[0]?.endsAt).toEqual(new Date('2027-11-20T10:00:00.000Z'));
    expect(parsed.parse('o-1', snapshot('#1001'))).toBe(first);
    // Nothing a caller does to it can reach the next reader.
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => (first.items as unknown as unknown[]).push({})).toThrow(TypeError);
    expect(() => {
      (first.policies[0] as { remainingMinor: number }).remainingMinor = 1;
    }).toThrow(TypeError);
  });

  it('parses again when the database holds another text for the order (the merchant changed it)', () => {
    const parsed = createParsedSnapshots();
    const before = parsed.parse('o-1', snapshot('#1001'));
    const after = parsed.parse('o-1', snapshot('#1001-B'));
    expect(after).not.toBe(before);
    expect(after.orderName).toBe('#1001-B');
  });

  it('keeps a bounded number of orders, the least recently read dropped first', () => {
    const parsed = createParsedSnapshots(2);
    const a = parsed.parse('a', snapshot('#a'));
    parsed.parse('b', snapshot('#b'));
    expect(parsed.parse('a', snapshot('#a'))).toBe(a); // a read again: b is now the oldest
    parsed.parse('c', snapshot('#c'));
    expect(parsed.size).toBe(2);
    expect(parsed.parse('a', snapshot('#a'))).toBe(a);
    const b = parsed.parse('b', snapshot('#b'));
    expect(b.orderName).toBe('#b');
    expect(parsed.parse('c', snapshot('#c')).orderName).toBe('#c');
  });

  it('applies the live remaining sums to a copy, leaving the kept order as parsed', () => {
    const parsed = createParsedSnapshots();
    const kept = parsed.parse('o-1', snapshot('#1001', 5000));
    const live = withRemaining(kept, [{ id: 'p-1', remainingMinor: 1200 }]);
    expect(live.policies[0]?.remainingMinor).toBe(1200);
    expect(kept.policies[0]?.remainingMinor).toBe(5000);
    const unchanged: OrderWithItems = withRemaining(kept, [{ id: 'p-1', remainingMinor: 5000 }]);
    expect(unchanged.policies[0]).toBe(kept.policies[0]);
    expect(withRemaining(kept, []).policies[0]?.remainingMinor).toBe(5000);
  });
});
