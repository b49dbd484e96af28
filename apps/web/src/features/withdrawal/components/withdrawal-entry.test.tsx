import { formatDate, formatDateTime } from '@rc/domain/format';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../../lib/gateway';
import { context, renderScreen } from '../../../test/render';
import { JACKET, receivedWithdrawal, TOTE, withdrawalOptions } from '../withdrawal-fixtures';
import WithdrawalEntry from './withdrawal-entry';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

beforeEach(() => {
  gateway.mockReset();
});

function answer(options: ReturnType<typeof withdrawalOptions>) {
  gateway.mockResolvedValue({ ok: true, data: options } as never);
  return renderScreen('/demo/home', <WithdrawalEntry subPath={context.subPath} orderId={context.orderId} />);
}

describe('WithdrawalEntry', () => {
  it("offers 'Withdraw from contract here' while the order is within its period, with the period's end", async () => {
    answer(withdrawalOptions());
    const link = await screen.findByRole('link', { name: 'Withdraw from contract here' });
    expect(link.getAttribute('href')).toBe('/demo/withdraw');
    expect(
      screen.getByText(
        `You can withdraw from this order until ${formatDateTime('2026-12-16T23:59:59.999Z', 'en-US')}.`,
      ),
    ).toBeTruthy();
    expect(gateway).toHaveBeenCalledWith('user/get-withdrawal-options', {});
  });

  it('says when the withdrawal was received and the next step instead of the link, once everything is withdrawn', async () => {
    answer(
      withdrawalOptions({
        items: withdrawalOptions().items.map((item) => ({ ...item, withdrawn: item.quantity })),
        withdrawals: [
          receivedWithdrawal([
            { orderItemId: JACKET, title: 'Rain Jacket', quantity: 1 },
            { orderItemId: TOTE, title: 'Tote', quantity: 2 },
          ]),
        ],
      }),
    );
    const heading = await screen.findByRole('heading', {
      name: `Withdrawal received on ${formatDate('2026-12-02T09:15:00.000Z', 'en-US')}`,
    });
    expect(heading).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return the goods' }).getAttribute('href')).toBe(
      '/demo/items-choose',
    );
    expect(screen.queryByRole('link', { name: 'Withdraw from contract here' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Withdraw from the other items' })).toBeNull();
  });

  it('keeps a way to withdraw from the items left after a partial withdrawal, while the period runs', async () => {
    answer(
      withdrawalOptions({
        items: withdrawalOptions().items.map((item) => ({
          ...item,
          withdrawn: item.orderItemId === JACKET ? 1 : 0,
        })),
        withdrawals: [receivedWithdrawal([{ orderItemId: JACKET, title: 'Rain Jacket', quantity: 1 }])],
      }),
    );
    const more = await screen.findByRole('link', { name: 'Withdraw from the other items' });
    expect(more.getAttribute('href')).toBe('/demo/withdraw');
    expect(screen.queryByRole('link', { name: 'Withdraw from contract here' })).toBeNull();
  });

  it("names the store's support address where the store takes no returns in the portal", async () => {
    answer(
      withdrawalOptions({
        available: false,
        refusal: 'period_ended',
        withdrawals: [receivedWithdrawal([{ orderItemId: JACKET, title: 'Rain Jacket', quantity: 1 }])],
        returnGoods: { how: 'contact', supportEmail: 'help@northwind.example' },
      }),
    );
    const mail = await screen.findByRole('link', { name: 'help@northwind.example' });
    expect(mail.getAttribute('href')).toBe('mailto:help@northwind.example');
    expect(screen.queryByRole('link', { name: 'Return the goods' })).toBeNull();
    // The period has ended: nothing more to withdraw from here.
    expect(screen.queryByRole('link', { name: 'Withdraw from the other items' })).toBeNull();
  });

  it('shows nothing for an order outside its period with nothing withdrawn', async () => {
    const view = answer(withdrawalOptions({ available: false, refusal: 'market' }));
    await vi.waitFor(() => expect(gateway).toHaveBeenCalled());
    await vi.waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(view.container.textContent).toBe('');
  });
});
