// What user/get-withdrawal-options answers, for the feature's tests: an order of a jacket and two
// totes within its period, nothing withdrawn yet, a store that takes returns in the portal.
import type { WithdrawalOptions } from './api/get-withdrawal-options';

export const JACKET = '00000000-0000-4000-8000-0000000000a1';
export const TOTE = '00000000-0000-4000-8000-0000000000b2';

export function withdrawalOptions(overrides: Partial<WithdrawalOptions> = {}): WithdrawalOptions {
  return {
    available: true,
    refusal: null,
    periodDays: 14,
    endsAt: '2026-12-16T23:59:59.999Z',
    orderName: '#1080',
    name: 'Alex Rivera',
    email: 'alex@example.com',
    items: [
      {
        orderItemId: JACKET,
        title: 'Rain Jacket',
        quantity: 1,
        withdrawn: 0,
        variantTitle: 'M',
        imageUrl: null,
      },
      { orderItemId: TOTE, title: 'Tote', quantity: 2, withdrawn: 0, variantTitle: null, imageUrl: null },
    ],
    withdrawals: [],
    returnGoods: { how: 'return_flow' },
    ...overrides,
  };
}

/** A withdrawal received, as the options list it. */
export function receivedWithdrawal(
  items: { orderItemId: string; title: string; quantity: number }[],
  receivedAt = '2026-12-02T09:15:00.000Z',
): WithdrawalOptions['withdrawals'][number] {
  return {
    withdrawalId: '00000000-0000-4000-8000-00000000c001',
    orderName: '#1080',
    name: 'Alex Rivera',
    email: 'alex@example.com',
    partial: items.length < 2,
    items,
    receivedAt,
  };
}
