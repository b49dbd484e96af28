// Home, the version 4 landing: the order named as its channel names it, the coverage, each package
// with its items, status, tracking and 'Track package', the items not shipped yet, the slots the app
// fills (banner, claims, a package's and the unshipped items' actions), the loading state, and the
// error page (code 200000) when the item list cannot be read (spec 8).
import type { ResponseOf } from '@rc/contract/call-types';
import type { Fulfillment } from '@rc/contract/shared-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../../lib/gateway';
import { useSessionStore } from '../../../lib/session-store';
import { FULFILLMENT_ID, SWEATER, TOTE, userInfo } from '../../../test/fixtures';
import { deferred } from '../../../test/render';
import { HomePage } from './home-page';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

type Items = ResponseOf<'get-all-protected-item'>;

const USER = userInfo({ firstName: 'Alex', lastName: 'Rivera' });

const SECOND_PACKAGE = '00000000-0000-4000-8000-00000000c002';

function fulfillment(overrides: Partial<Fulfillment> = {}): Fulfillment {
  return {
    fulfillmentId: FULFILLMENT_ID,
    status: 'delivered',
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    trackingUrl: null,
    shippedAt: '2026-11-02T10:00:00.000Z',
    deliveredAt: '2026-11-05T10:00:00.000Z',
    coverageCanceled: false,
    items: [SWEATER],
    ...overrides,
  };
}

function items(overrides: Partial<Items> = {}): Items {
  return {
    currency: 'USD',
    sumInsure: 13700,
    remainSumInsure: 8900,
    fulfillments: [
      fulfillment(),
      fulfillment({
        fulfillmentId: SECOND_PACKAGE,
        status: 'in_transit',
        carrier: null,
        trackingNumber: null,
        deliveredAt: null,
        items: [TOTE],
      }),
    ],
    unfulfilledList: [],
    ...overrides,
  };
}

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/** Home under the store's path, as the router nests it (its links are relative to the store). */
function renderHome(page: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/:shop', children: [{ path: 'home', element: page }] },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: ['/demo/home'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function answer(data: Items) {
  gateway.mockImplementation(async (name) => {
    if (name === 'get-all-protected-item') return { ok: true, data } as never;
    throw new Error(`unexpected call ${name}`);
  });
}

beforeEach(() => {
  gateway.mockReset();
  useSessionStore.setState({ rcChannel: null });
});

describe('home', () => {
  it('shows the order, its coverage and each package with its items, status and tracking', async () => {
    answer(items());
    renderHome(<HomePage userInfo={USER} />);
    await screen.findByRole('heading', { level: 1, name: 'Report an issue' });
    expect(screen.getByText('Order #1001 · shopper@example.com')).toBeTruthy();
    expect(screen.getByText('Sum insured').nextElementSibling?.textContent).toBe('$137.00');
    expect(screen.getByText('Remaining').nextElementSibling?.textContent).toBe('$89.00');
    expect(gateway).toHaveBeenCalledWith('get-all-protected-item', {});

    const first = screen.getByRole('region', { name: 'Package 1' });
    expect(within(first).getByText('UPS · 1Z999AA10123456784')).toBeTruthy();
    expect(within(first).getByText('Merino Wool Sweater')).toBeTruthy();
    expect(within(first).getByText('Qty 1 · $89.00 each')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Track package' }).getAttribute('href')).toBe(
      `/demo/tracking?fulfillmentId=${FULFILLMENT_ID}`,
    );
    const second = screen.getByRole('region', { name: 'Package 2' });
    // Two totes at $24.00: the line's total at its end.
    expect(within(second).getByText('Qty 2 · $24.00 each')).toBeTruthy();
    expect(within(second).getByText('$48.00')).toBeTruthy();
    expect(second.querySelector('.fulfillment__tracking')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Not shipped yet' })).toBeNull();
  });

  it("names the order with the channel's own label where the shopper came through one", async () => {
    answer(items());
    useSessionStore.setState({ rcChannel: 'dhgate' });
    renderHome(<HomePage userInfo={USER} />);
    expect(await screen.findByText('Worry-Free Purchase ID #1001 · shopper@example.com')).toBeTruthy();
  });

  it('warns under a package whose coverage the store canceled (200020)', async () => {
    answer(items({ fulfillments: [fulfillment({ coverageCanceled: true })] }));
    renderHome(<HomePage userInfo={USER} />);
    const card = await screen.findByRole('region', { name: 'Package 1' });
    expect(within(card).getByText(/Protection coverage has been canceled/)).toBeTruthy();
  });

  it('lists the items not shipped yet with what the app puts under them, and fills every slot', async () => {
    answer(items({ unfulfilledList: [TOTE, SWEATER] }));
    const packageActions = vi.fn((entry: Fulfillment, index: number) => (
      <button type="button">{`Report ${entry.fulfillmentId.slice(-4)} #${index + 1}`}</button>
    ));
    renderHome(
      <HomePage
        userInfo={USER}
        top={<aside>Version banner</aside>}
        claims={<section aria-label="Your claims">Claims list</section>}
        packageActions={packageActions}
        unshippedActions={(count) => <button type="button">{`Report ${count} unshipped`}</button>}
      />,
    );
    const unshipped = await screen.findByRole('region', { name: 'Not shipped yet' });
    expect(within(unshipped).getByText('Canvas Tote Bag')).toBeTruthy();
    expect(within(unshipped).getByText('Merino Wool Sweater')).toBeTruthy();
    expect(within(unshipped).getByRole('button', { name: 'Report 2 unshipped' })).toBeTruthy();
    expect(screen.getByText('Version banner')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your claims' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Package 2' })).getByRole('button', {
        name: 'Report c002 #2',
      }),
    ).toBeTruthy();
    expect(packageActions.mock.calls.map(([entry, index]) => [entry.fulfillmentId, index])).toEqual([
      [FULFILLMENT_ID, 0],
      [SECOND_PACKAGE, 1],
    ]);
  });

  it('says it is loading until the items arrive', async () => {
    const pending = deferred<unknown>();
    gateway.mockImplementation(async () => pending.promise as never);
    renderHome(<HomePage userInfo={USER} />);
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    pending.resolve({ ok: true, data: items() });
    await screen.findByRole('heading', { level: 1, name: 'Report an issue' });
  });

  it('goes to the error page with code 200000 when the item list cannot be read', async () => {
    gateway.mockResolvedValue({ ok: false, code: 100009, message: null } as never);
    renderHome(<HomePage userInfo={USER} />);
    expect((await screen.findByTestId('landed')).textContent).toBe('/demo/error?code=200000');
  });
});
