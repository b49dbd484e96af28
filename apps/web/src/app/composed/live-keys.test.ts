// Which open page a live change refreshes (issue 12): a claim's page its claim only, a return's
// page its return and its parcel only, a tracking page its own parcel only; another order's
// objects never reach the stream (the server's part), and a neighbour's change refreshes nothing.
import { describe, expect, it } from 'vitest';
import { isChangeOf } from '../../features/tracking/api/use-tracking-stream';
import { claimKeysOf } from './claim-page';
import { returnKeysOf } from './return-page';

const CLAIM = '11111111-1111-4111-8111-111111111111';
const RETURN = '22222222-2222-4222-8222-222222222222';
const PACKAGE = '33333333-3333-4333-8333-333333333333';
const OTHER = '44444444-4444-4444-8444-444444444444';

describe('live changes', () => {
  it("refresh a claim's page for its own claim only", () => {
    expect(claimKeysOf(CLAIM, { type: 'claim', claimId: CLAIM, status: 'accepted' })).toEqual([
      ['claim-detail', CLAIM],
    ]);
    expect(claimKeysOf(CLAIM, { type: 'claim', claimId: OTHER, status: 'accepted' })).toEqual([]);
    expect(claimKeysOf(CLAIM, { type: 'return', returnId: CLAIM, status: 'to_return' })).toEqual([]);
  });

  it("refresh a return's page and its parcel for the return's events and its parcel's scans", () => {
    const both = [
      ['return-detail', RETURN],
      ['tracking-detail', 'return', RETURN],
    ];
    expect(returnKeysOf(RETURN, { type: 'return', returnId: RETURN, status: 'return_shipped' })).toEqual(
      both,
    );
    expect(
      returnKeysOf(RETURN, { type: 'tracking', fulfillmentId: null, returnId: RETURN, status: 'in_transit' }),
    ).toEqual(both);
    expect(returnKeysOf(RETURN, { type: 'return', returnId: OTHER, status: 'return_shipped' })).toEqual([]);
    expect(
      returnKeysOf(RETURN, { type: 'tracking', fulfillmentId: PACKAGE, returnId: null, status: 'delivered' }),
    ).toEqual([]);
    expect(returnKeysOf(RETURN, { type: 'claim', claimId: RETURN, status: 'accepted' })).toEqual([]);
  });

  it('refresh a tracking page for its own package or return parcel only', () => {
    const scan = { type: 'tracking' as const, fulfillmentId: PACKAGE, returnId: null, status: 'delivered' };
    expect(isChangeOf({ fulfillmentId: PACKAGE }, scan)).toBe(true);
    expect(isChangeOf({ fulfillmentId: OTHER }, scan)).toBe(false);
    expect(isChangeOf({ returnId: PACKAGE }, scan)).toBe(false);
    const back = { type: 'tracking' as const, fulfillmentId: null, returnId: RETURN, status: 'in_transit' };
    expect(isChangeOf({ returnId: RETURN }, back)).toBe(true);
    expect(isChangeOf({ fulfillmentId: RETURN }, back)).toBe(false);
    expect(isChangeOf({ returnId: RETURN }, { type: 'return', returnId: RETURN, status: 'completed' })).toBe(
      false,
    );
  });
});
