import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../../lib/gateway';
import type { UserInfo } from '../../../lib/session-store';
import { SWEATER } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { type StartedReturnItem, useReturnFlowStore } from '../stores/return-flow-store';
import { ProductCardStep } from './product-card-step';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

const ORDER_ID = '00000000-0000-4000-8000-00000000a001';
const userInfo = { subPath: '/demo', orderId: ORDER_ID, merchantId: 'm1', currentVersion: '4' } as UserInfo;
const returned = { ...SWEATER, productId: 'prod-sweater' };

const product = (productId: string, title: string) => ({
  productId,
  title,
  imageUrl: null,
  priceFrom: 9900,
  currency: 'USD',
});

beforeEach(() => {
  gateway.mockReset();
  useReturnFlowStore.getState().start(ORDER_ID, 'flow-request-0003');
  useReturnFlowStore
    .getState()
    .itemsStarted([
      { ...returned, chosenQuantity: 1, reasons: [], exchangeVariants: [] } as unknown as StartedReturnItem,
    ]);
  gateway.mockImplementation(async (name) => {
    if (name === 'user/query-upsell-products')
      return {
        ok: true,
        data: { products: [product('prod-sweater', 'Merino Wool Sweater'), product('prod-scarf', 'Scarf')] },
      } as never;
    if (name === 'user/get-return-product-page-list')
      return {
        ok: true,
        data: {
          page: 1,
          pageSize: 12,
          total: 2,
          products: [product('prod-sweater', 'Merino Wool Sweater'), product('prod-phones', 'Headphones')],
        },
      } as never;
    throw new Error(`unexpected call ${name}`);
  });
});

describe('product-card', () => {
  it('never offers the product being returned in exchange for itself (issue 23, item 11)', async () => {
    renderScreen('/demo/product-card', <ProductCardStep userInfo={userInfo} itemId={returned.itemId} />);
    const all = await screen.findByRole('region', { name: 'All products' });
    await within(all).findByText('Headphones', { selector: '.product-tile__title' });
    const suggested = screen.getByRole('region', { name: 'Suggested for you' });
    expect(within(suggested).getByText('Scarf', { selector: '.product-tile__title' })).toBeTruthy();
    expect(screen.queryAllByText('Merino Wool Sweater', { selector: '.product-tile__title' })).toHaveLength(
      0,
    );
    // The search's field and button stay one row: the field's own margin is taken off in the form.
    expect(screen.getByRole('button', { name: 'Search' }).closest('form')?.className).toBe(
      'product-card-step__search',
    );
  });
});
