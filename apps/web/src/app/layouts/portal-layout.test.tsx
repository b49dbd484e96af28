// The header's close icon (spec 2 "Page frames", issue 23): absent where there is nothing to close
// (home, orders), home at once from a page with no work in progress, and a question first where a
// report or return holds what the shopper chose or typed; 'Keep going' keeps it all.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useClaimFlowStore } from '../../features/report-issue/stores/claim-flow-store';
import { useReturnFlowStore } from '../../features/start-return/stores/return-flow-store';
import { callGateway } from '../../lib/gateway';
import { useSessionStore } from '../../lib/session-store';
import { userInfo } from '../../test/fixtures';
import { PortalLayout } from './portal-layout';

vi.mock('../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

const USER = userInfo({ platform: null });

function Page() {
  const location = useLocation();
  return <main data-testid="page">{`${location.pathname}${location.search}`}</main>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/demo', element: <PortalLayout />, children: [{ path: '*', element: <Page /> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const closeIcon = () => within(screen.getByRole('banner')).queryByRole('button', { name: 'Close' });

beforeEach(() => {
  gateway.mockReset();
  gateway.mockResolvedValue({ ok: false, code: 200000, message: null } as never);
  useSessionStore.setState({ userInfo: USER });
});

describe('the close icon', () => {
  it('is absent on home and orders, where there is nothing to close', async () => {
    renderAt('/demo/home');
    await screen.findByTestId('page');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(closeIcon()).toBeNull();
  });

  it('goes home at once from a page with nothing in progress, reloading the policies', async () => {
    const router = renderAt('/demo/tracking?fulfillmentId=f1');
    fireEvent.click((await screen.findByRole('button', { name: 'Close' })) as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/home'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(gateway).toHaveBeenCalledWith(
      'query-related-policy',
      expect.objectContaining({ orderNumber: '#1001' }),
    );
  });

  it('goes home at once from a report step where nothing was chosen yet', async () => {
    useClaimFlowStore.getState().start({ selectedFulfillmentId: 'f1' });
    const router = renderAt('/demo/options?fulfillmentId=f1');
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/home'));
  });

  it('asks before throwing a claim in progress away; Keep going keeps it, Discard and close forgets it', async () => {
    useClaimFlowStore.getState().start({ type: 'damage', items: [{ itemId: 'i1', quantity: 1 }] });
    const router = renderAt('/demo/choose-items');
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without finishing?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /not sent yet/,
    );
    // The safe answer has the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep going' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep going' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/demo/choose-items');
    expect(useClaimFlowStore.getState().type).toBe('damage');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard and close' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/home'));
    expect(useClaimFlowStore.getState().type).toBeNull();
    expect(useClaimFlowStore.getState().items).toEqual([]);
  });

  it('Escape answers the question as Keep going', async () => {
    useReturnFlowStore.getState().start(USER.orderId, 'request-1');
    useReturnFlowStore.getState().setQuantity('i1', 1);
    const router = renderAt('/demo/return-method');
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/demo/return-method');
    expect(useReturnFlowStore.getState().quantities).toEqual({ i1: 1 });
  });

  it("a claim's page (issue-details?claimId=) is no step: nothing asked there", async () => {
    useClaimFlowStore.getState().start({ type: 'damage' });
    const router = renderAt('/demo/issue-details?claimId=c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/home'));
  });
});
