import type { ResponseOf } from '@rc/contract/call-types';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../../lib/gateway';
import type { UserInfo } from '../../../lib/session-store';
import { SWEATER } from '../../../test/fixtures';
import { deferred, renderScreen } from '../../../test/render';
import { type StartedReturnItem, useReturnFlowStore } from '../stores/return-flow-store';
import { ReturnReviewStep } from './return-review-step';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

const ORDER_ID = '00000000-0000-4000-8000-00000000a001';
const RETURN_ID = '00000000-0000-4000-8000-00000000f001';
const REQUEST_ID = 'flow-request-0001';

const userInfo = { subPath: '/demo', orderId: ORDER_ID, currentVersion: '4' } as UserInfo;

const started = {
  ...SWEATER,
  chosenQuantity: 1,
  reasons: [
    {
      code: 'changed_mind',
      label: 'Changed my mind',
      requiresPhoto: false,
      requiresNote: false,
      subReasons: [],
    },
  ],
  exchangeVariants: [],
} as unknown as StartedReturnItem;

function review(balanceDue: number): ResponseOf<'user/get-order-return-apply-review'> {
  return {
    currency: 'USD',
    decision: 'approve',
    assured: false,
    method: {
      method: 'prepaid_label',
      mode: 'return_shipping',
      provider: 'rc_provide_shipping',
      titleKey: 'returnMethod.prepaid_label.title',
      postage: 0,
      hasLabel: true,
      needsTracking: false,
    },
    lines: [
      {
        item: SWEATER,
        reason: 'changed_mind',
        subReason: null,
        resolution: balanceDue > 0 ? 'anything' : 'original_payment',
        kept: false,
        instantExchange: false,
        exchange: null,
        gross: 8900,
        restockingFee: 0,
        due: { refund: balanceDue > 0 ? 0 : 8900, credit: 0, bonus: 0 },
      },
    ],
    quote: {
      itemsTotal: 8900,
      restockingFee: 0,
      returnFee: 0,
      postage: 0,
      assuranceCovered: 0,
      exchangeItems: balanceDue > 0 ? 8900 + balanceDue : 0,
      refund: balanceDue > 0 ? 0 : 8900,
      storeCredit: 0,
      storeCreditBonus: 0,
      balanceDue,
    },
  };
}

beforeEach(() => {
  gateway.mockReset();
  useReturnFlowStore.getState().start(ORDER_ID, REQUEST_ID);
  useReturnFlowStore.getState().itemsStarted([started]);
  useReturnFlowStore.getState().setQuantity(SWEATER.itemId, 1);
  useReturnFlowStore
    .getState()
    .updateLine(SWEATER.itemId, { reason: 'changed_mind', resolution: 'original_payment' });
  useReturnFlowStore.getState().update({ method: 'prepaid_label' });
});

describe('return-review', () => {
  it("submits once with the flow's request id however often Submit is pressed, then opens the return", async () => {
    const answer = deferred<never>();
    gateway.mockImplementation(async (name) => {
      if (name === 'user/get-order-return-apply-review') return { ok: true, data: review(0) } as never;
      if (name === 'user/submit-order-return') return answer.promise;
      throw new Error(`unexpected call ${name}`);
    });
    const { router } = renderScreen('/demo/return-review', <ReturnReviewStep userInfo={userInfo} />);
    const submit = await screen.findByRole('button', { name: 'Submit return' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.click(submit);
    const submits = gateway.mock.calls.filter(([name]) => name === 'user/submit-order-return');
    expect(submits).toHaveLength(1);
    expect(submits[0]?.[1]).toMatchObject({ requestId: REQUEST_ID, method: 'prepaid_label' });
    expect(submits[0]?.[1]).not.toHaveProperty('balancePaid');
    answer.resolve({ ok: true, data: { returnId: RETURN_ID, can: { payBalance: false } } } as never);
    await waitFor(() => expect(router.state.location.search).toBe(`?returnId=${RETURN_ID}`));
    expect(router.state.location.pathname).toBe('/demo/order-details');
    expect(useReturnFlowStore.getState().returnId).toBe(RETURN_ID);
  });

  it("asks the shopper to agree to the balance, then opens the return and goes to the provider's checkout", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    gateway.mockImplementation(async (name) => {
      if (name === 'user/get-order-return-apply-review') return { ok: true, data: review(10500) } as never;
      if (name === 'user/submit-order-return')
        return { ok: true, data: { returnId: RETURN_ID, can: { payBalance: true } } } as never;
      if (name === 'user/pay-return-balance')
        return { ok: true, data: { payment: { checkoutUrl: '/payments/checkout/token' } } } as never;
      throw new Error(`unexpected call ${name}`);
    });
    renderScreen('/demo/return-review', <ReturnReviewStep userInfo={userInfo} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $105.00 and submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please agree to pay the difference first.');
    expect(document.activeElement).toBe(alert);
    expect(gateway.mock.calls.some(([name]) => name === 'user/submit-order-return')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to pay $105.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $105.00 and submit' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/checkout/token'));
    expect(gateway.mock.calls.find(([name]) => name === 'user/submit-order-return')?.[1]).toMatchObject({
      requestId: REQUEST_ID,
    });
    expect(gateway.mock.calls.find(([name]) => name === 'user/pay-return-balance')?.[1]).toMatchObject({
      returnId: RETURN_ID,
    });
    assign.mockRestore();
  });

  it('lists what the server refuses, item by item', async () => {
    gateway.mockImplementation(async (name) => {
      if (name === 'user/get-order-return-apply-review')
        return {
          ok: false,
          code: 100024,
          message: 'Some items cannot be returned.',
          data: {
            problems: [{ code: 'not_returnable', itemId: SWEATER.itemId, ineligibleReason: 'final_sale' }],
          },
        } as never;
      throw new Error(`unexpected call ${name}`);
    });
    renderScreen('/demo/return-review', <ReturnReviewStep userInfo={userInfo} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Some items cannot be returned.');
    expect(alert.textContent).toContain('Merino Wool Sweater: Final sale items cannot be returned.');
  });
});
