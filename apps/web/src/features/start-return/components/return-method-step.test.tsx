import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../../lib/gateway';
import type { UserInfo } from '../../../lib/session-store';
import { SWEATER } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { type StartedReturnItem, useReturnFlowStore } from '../stores/return-flow-store';
import { ReturnMethodStep } from './return-method-step';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

const ORDER_ID = '00000000-0000-4000-8000-00000000a001';
const userInfo = { subPath: '/demo', orderId: ORDER_ID, currentVersion: '4' } as UserInfo;

const option = (method: string, postage: number) => ({
  method,
  mode: 'return_shipping',
  provider: 'rc_provide_shipping',
  titleKey: `returnMethod.${method}.title`,
  postage,
  hasLabel: method === 'prepaid_label',
  needsTracking: method === 'ship_yourself',
});

beforeEach(() => {
  gateway.mockReset();
  useReturnFlowStore.getState().start(ORDER_ID, 'flow-request-0002');
  useReturnFlowStore
    .getState()
    .itemsStarted([
      { ...SWEATER, chosenQuantity: 1, reasons: [], exchangeVariants: [] } as unknown as StartedReturnItem,
    ]);
  gateway.mockImplementation(async (name, body) => {
    if (name === 'return-process-preview')
      return {
        ok: true,
        data: {
          ok: true,
          problems: [],
          methods: [option('prepaid_label', 650), option('ship_yourself', 0), option('in_store', 0)],
          review: null,
        },
      } as never;
    if (name === 'user/calculate-order-return-postage')
      return {
        ok: true,
        data: {
          method: (body as { method: string }).method,
          currency: 'USD',
          labelPostage: 0,
          postagePaidBy: 'shopper',
          shopperPays: 0,
          assuranceCovered: 0,
        },
      } as never;
    throw new Error(`unexpected call ${name}`);
  });
});

describe('return-method', () => {
  it('never calls shipping it yourself free: the shopper pays the carrier (issue 23, item 12)', async () => {
    renderScreen('/demo/return-method', <ReturnMethodStep userInfo={userInfo} />);
    const own = await screen.findByRole('radio', { name: /Ship it yourself/ });
    expect(own.closest('label')?.textContent).toContain('You pay your carrier');
    expect(own.closest('label')?.textContent).not.toMatch(/free/i);
    // A store return costs nothing and says so.
    expect(screen.getByRole('radio', { name: /Return in store/ }).closest('label')?.textContent).toContain(
      'Free',
    );
    fireEvent.click(own);
    const cost = await screen.findByRole('status');
    expect(cost.textContent).toBe('The store charges nothing for postage; you pay the carrier you choose.');
  });
});
