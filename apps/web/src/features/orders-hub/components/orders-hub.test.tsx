import type { ResponseOf } from '@rc/contract/call-types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../../lib/gateway';
import { useSessionStore } from '../../../lib/session-store';
import {
  CLAIM_ID,
  HUB_ORDER_ID,
  HUB_OTHER_ORDER_ID,
  hubOrder,
  hubPackage,
  hubProduct,
  SWEATER,
  TOTE,
  userInfo,
} from '../../../test/fixtures';
import { deferred, renderScreen } from '../../../test/render';
import { OrdersHub } from './orders-hub';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

type OrderList = ResponseOf<'user/query-order-list'>;

const USER = userInfo({
  merchantId: '00000000-0000-4000-8000-00000000f0f0',
  orderId: HUB_ORDER_ID,
  firstName: 'Alex',
  lastName: 'Rivera',
  sessionId: 'session-1',
  enableNewRc: true,
  currentVersion: '5',
});

const OTHER_FULFILLMENT = '00000000-0000-4000-8000-00000000c002';
const signedIn = hubOrder({
  products: [hubProduct({ ...SWEATER, imageUrl: '/demo/products/sweater.svg' })],
});
const other = hubOrder({
  orderId: HUB_OTHER_ORDER_ID,
  orderName: '#1002',
  signedIn: false,
  placedAt: '2026-10-20T10:00:00.000Z',
  total: TOTE.unitPrice * TOTE.quantity,
  products: [hubProduct(TOTE, { fulfillmentId: OTHER_FULFILLMENT })],
  packages: [hubPackage({ fulfillmentId: OTHER_FULFILLMENT, itemIds: [TOTE.itemId], itemCount: 2 })],
});

/** The other order, with a damage claim waiting for the shopper (action required): its next step. */
const waiting = hubOrder({
  ...other,
  claims: [
    {
      claimId: CLAIM_ID,
      claimNumber: 'CLM-WAIT0001',
      status: 'action_required',
      statusDisplay: { title: 'action_required', titleKey: 'status.action_required', tone: 'red' },
      issueType: 'damage',
      fulfillmentId: OTHER_FULFILLMENT,
      currency: 'USD',
      amount: 2400,
      itemCount: 1,
      createdAt: '2026-10-22T10:00:00.000Z',
      updatedAt: '2026-10-22T10:00:00.000Z',
      actionRequired: true,
      canGetPaid: false,
    },
  ],
  nextStep: { kind: 'claim_action_required', claimId: CLAIM_ID, returnId: null, fulfillmentId: null },
});

function list(overrides: Partial<OrderList> = {}): OrderList {
  return {
    emailVerified: true,
    signedInOrderId: HUB_ORDER_ID,
    page: 1,
    pageSize: 10,
    total: 2,
    hasMore: false,
    orders: [signedIn, other],
    ...overrides,
  };
}

function answer(pages: Record<number, OrderList>) {
  gateway.mockImplementation(async (name, input) => {
    if (name === 'user/query-order-list') {
      const page = (input as { page?: number }).page ?? 1;
      const data = pages[page];
      return data ? ({ ok: true, data } as never) : ({ ok: false, code: 200000, message: null } as never);
    }
    throw new Error(`unexpected call ${name}`);
  });
}

function renderHub() {
  return renderScreen('/demo/orders', <OrdersHub userInfo={USER} storeName="Northwind Outfitters" />);
}

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

beforeEach(() => {
  gateway.mockReset();
  useSessionStore.setState({ userInfo: USER });
});

describe('the orders hub', () => {
  it("lists the signed-in order first, then the shopper's other orders, each with pictures, packages and actions", async () => {
    answer({ 1: list() });
    renderHub();
    await screen.findByRole('heading', { level: 1, name: 'Your orders' });
    expect(cardNames()).toEqual(['Order #1001', 'Order #1002']);
    expect(screen.getByText(/Everything about your orders at Northwind Outfitters/)).toBeTruthy();
    expect(screen.queryByText(/sign in with the link of a verification e-mail/)).toBeNull();
    const first = screen.getByRole('article', { name: 'Order #1001' });
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/demo/products/sweater.svg');
    expect(within(first).getByText('Merino Wool Sweater')).toBeTruthy();
    expect(within(first).getByText('Qty 1 · $89.00 each')).toBeTruthy();
    expect(within(first).getByRole('heading', { level: 3, name: 'Packages' })).toBeTruthy();
    expect(within(first).getByText('UPS · 1Z999AA10123456784')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Report an issue' }).getAttribute('href')).toBe(
      `/demo/options?fulfillmentId=${signedIn.packages[0]?.fulfillmentId}`,
    );
    const second = screen.getByRole('article', { name: 'Order #1002' });
    expect(within(second).getByText('$48.00')).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'Order details' }).getAttribute('href')).toBe(
      `/demo/order-details?orderId=${HUB_OTHER_ORDER_ID}`,
    );
  });

  it('keeps force_orders=false on the way to an order and back, where the store has not enabled version 5', async () => {
    answer({ 1: list() });
    renderScreen(
      '/demo/orders?force_orders=false',
      <OrdersHub userInfo={USER} storeName="Northwind Outfitters" />,
    );
    const card = await screen.findByRole('article', { name: 'Order #1002' });
    expect(within(card).getByRole('link', { name: 'Order details' }).getAttribute('href')).toBe(
      `/demo/order-details?orderId=${HUB_OTHER_ORDER_ID}&force_orders=false`,
    );
  });

  it('tells a shopper who signed in with order number and e-mail how to see their other orders', async () => {
    answer({ 1: list({ emailVerified: false, total: 1, orders: [signedIn] }) });
    renderHub();
    await screen.findByText(/sign in with the link of a verification e-mail/);
    expect(cardNames()).toEqual(['Order #1001']);
  });

  it('sends that sign-in link from the note itself, once, and says where it went', async () => {
    answer({ 1: list({ emailVerified: false, total: 1, orders: [signedIn] }) });
    const listed = gateway.getMockImplementation();
    const sending = deferred<unknown>();
    gateway.mockImplementation(async (name, input) => {
      if (name === 'send-verify-email') return sending.promise as never;
      return listed?.(name, input) as never;
    });
    renderHub();
    const send = await screen.findByRole('button', { name: 'Send me a sign-in link' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(send.getAttribute('aria-busy')).toBe('true');
    const sends = gateway.mock.calls.filter(([name]) => name === 'send-verify-email');
    expect(sends).toHaveLength(1);
    // No challenge to pass: the signed-in session is the one to prove; the link lands on the hub.
    expect(sends[0]?.[1]).toEqual({
      rcVersion: '5',
      redirectUrl: `${window.location.origin}/demo/login?redirectToNewRc5=1`,
    });
    sending.resolve({ ok: true, data: { sent: true, maskedEmail: 's*****r@example.com' } });
    // Said in the page's status region (which may be there, empty, before the answer comes).
    const said =
      'Check your inbox: we sent a sign-in link to s*****r@example.com. It works once, within 10 minutes.';
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(said),
    );
    expect(screen.queryByRole('button', { name: 'Send me a sign-in link' })).toBeNull();
  });

  it('shows why a sign-in link was not sent, and lets the shopper try again', async () => {
    answer({ 1: list({ emailVerified: false, total: 1, orders: [signedIn] }) });
    const listed = gateway.getMockImplementation();
    gateway.mockImplementation(async (name, input) => {
      if (name === 'send-verify-email')
        return { ok: false, code: 100007, message: 'Too many attempts. Try again in 60 seconds.' } as never;
      return listed?.(name, input) as never;
    });
    renderHub();
    fireEvent.click(await screen.findByRole('button', { name: 'Send me a sign-in link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 60 seconds.',
    );
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Send me a sign-in link' })).toBeTruthy();
  });

  it('offers no sign-in link to a shopper whose e-mail is proven', async () => {
    answer({ 1: list() });
    renderHub();
    await screen.findByRole('article', { name: 'Order #1001' });
    expect(screen.queryByRole('button', { name: 'Send me a sign-in link' })).toBeNull();
  });

  it('shows an action-required claim first, above the orders', async () => {
    answer({ 1: list({ orders: [signedIn, waiting] }) });
    renderHub();
    const urgent = await screen.findByRole('region', { name: 'Needs your attention' });
    expect(
      urgent.compareDocumentPosition(screen.getAllByRole('article')[0] as HTMLElement) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      within(urgent).getByText(/The store needs something from you for claim CLM-WAIT0001/),
    ).toBeTruthy();
    expect(within(urgent).getByRole('link', { name: 'Add what is asked' }).getAttribute('href')).toBe(
      `/demo/issue-details?claimId=${CLAIM_ID}`,
    );
  });

  it('leaves out what an order does not have: no packages, claims, returns or actions to show', async () => {
    const bare = hubOrder({
      packages: [],
      products: [hubProduct(SWEATER, { fulfillmentId: null })],
      unfulfilledItemIds: [SWEATER.itemId],
      actions: { reportIssue: false, returnOrExchange: false, track: false, getPaid: false },
    });
    answer({ 1: list({ total: 1, orders: [bare] }) });
    renderHub();
    const card = await screen.findByRole('article', { name: 'Order #1001' });
    expect(within(card).queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Order details']);
    expect(screen.queryByRole('region', { name: 'Needs your attention' })).toBeNull();
  });

  it('says each thing once: an urgent step above the cards is not repeated in its card', async () => {
    answer({ 1: list({ orders: [signedIn, waiting] }) });
    renderHub();
    await screen.findByRole('region', { name: 'Needs your attention' });
    expect(screen.getAllByText(/The store needs something from you for claim CLM-WAIT0001/)).toHaveLength(1);
    const card = screen.getByRole('article', { name: 'Order #1002' });
    expect(within(card).queryByRole('link', { name: 'Add what is asked' })).toBeNull();
    // The claim itself is still listed in its order, with its status.
    expect(within(card).getByRole('link', { name: 'Open claim CLM-WAIT0001' })).toBeTruthy();
  });

  it("one track action per package, and the next step's action not repeated among the order's buttons", async () => {
    const SECOND_FULFILLMENT = '00000000-0000-4000-8000-00000000c003';
    const twoPackages = hubOrder({
      packages: [
        hubPackage({ status: 'in_transit', packageStatus: 'in_transit' }),
        hubPackage({ fulfillmentId: SECOND_FULFILLMENT, trackingNumber: '1Z999AA10123456785' }),
      ],
      actions: { reportIssue: true, returnOrExchange: true, track: true, getPaid: false },
      nextStep: { kind: 'track_package', claimId: null, returnId: null, fulfillmentId: null },
    });
    const toReport = hubOrder({
      ...other,
      actions: { reportIssue: true, returnOrExchange: false, track: true, getPaid: false },
      nextStep: { kind: 'report_issue', claimId: null, returnId: null, fulfillmentId: OTHER_FULFILLMENT },
    });
    answer({ 1: list({ orders: [twoPackages, toReport] }) });
    renderHub();
    const first = await screen.findByRole('article', { name: 'Order #1001' });
    const trackLinks = within(first)
      .getAllByRole('link')
      .filter(
        (link) =>
          /track/i.test(link.textContent ?? '') || /track/i.test(link.getAttribute('aria-label') ?? ''),
      );
    expect(trackLinks.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Track package: Package 1',
      'Track package: Package 2',
    ]);
    expect(trackLinks.map((link) => link.getAttribute('href'))).toEqual([
      `/demo/tracking?fulfillmentId=${signedIn.packages[0]?.fulfillmentId}`,
      `/demo/tracking?fulfillmentId=${SECOND_FULFILLMENT}`,
    ]);
    // 'A package is on its way' is what the packages' rows say already.
    expect(within(first).queryByText(/Next step:/)).toBeNull();
    expect(within(first).getByRole('link', { name: 'Return or exchange' })).toBeTruthy();

    const second = screen.getByRole('article', { name: 'Order #1002' });
    expect(within(second).getByText(/Something wrong with this order\? Tell the store\./)).toBeTruthy();
    expect(within(second).getAllByRole('link', { name: 'Report an issue' })).toHaveLength(1);
  });

  it("names the order's page with a link of its own, not a button among the actions", async () => {
    answer({ 1: list() });
    renderHub();
    const card = await screen.findByRole('article', { name: 'Order #1001' });
    const details = within(card).getByRole('link', { name: 'Order details' });
    expect(details.className).not.toMatch(/button/);
    expect(details.closest('.hub-actions')).toBeNull();
    expect(details.closest('header')).toBeTruthy();
  });

  it('goes to the error page (code 200000) when the list cannot be read', async () => {
    answer({});
    renderHub();
    expect((await screen.findByTestId('landed')).textContent).toBe('/demo/error?code=200000');
  });

  it('shows more orders page by page', async () => {
    const third = hubOrder({
      orderId: '00000000-0000-4000-8000-0000000f0003',
      orderName: '#1003',
      signedIn: false,
    });
    answer({ 1: list({ total: 3, hasMore: true }), 2: list({ page: 2, total: 3, orders: [third] }) });
    renderHub();
    fireEvent.click(await screen.findByRole('button', { name: 'Show more orders' }));
    await screen.findByRole('article', { name: 'Order #1003' });
    expect(cardNames()).toEqual(['Order #1001', 'Order #1002', 'Order #1003']);
    expect(gateway).toHaveBeenCalledWith('user/query-order-list', { page: 2, pageSize: 10 });
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  });

  it('switches the session to another order before acting on it', async () => {
    answer({ 1: list() });
    const calls: string[] = [];
    const listed = gateway.getMockImplementation();
    gateway.mockImplementation(async (name, input) => {
      calls.push(name);
      if (name === 'user/switch-order')
        return {
          ok: true,
          data: {
            orderId: HUB_OTHER_ORDER_ID,
            orderName: '#1002',
            channel: null,
            platform: 'shopify',
            applicantEmail: 'shopper@example.com',
          },
        } as never;
      if (name === 'query-related-policy') return { ok: false, code: 200000, message: null } as never;
      return listed?.(name, input) as never;
    });
    renderHub();
    const card = await screen.findByRole('article', { name: 'Order #1002' });
    fireEvent.click(within(card).getByRole('link', { name: 'Track package: Package 1' }));
    expect((await screen.findByTestId('landed')).textContent).toBe(
      `/demo/tracking?fulfillmentId=${OTHER_FULFILLMENT}`,
    );
    expect(gateway).toHaveBeenCalledWith('user/switch-order', { orderId: HUB_OTHER_ORDER_ID });
    expect(calls.indexOf('user/switch-order')).toBeLessThan(calls.indexOf('query-related-policy'));
    expect(useSessionStore.getState().userInfo).toMatchObject({
      orderId: HUB_OTHER_ORDER_ID,
      orderNumber: '#1002',
    });
  });

  it('stays on the hub with the reason when the switch is refused', async () => {
    answer({ 1: list() });
    const listed = gateway.getMockImplementation();
    gateway.mockImplementation(async (name, input) => {
      if (name === 'user/switch-order')
        return { ok: false, code: 100009, message: 'This order is not yours to see.' } as never;
      return listed?.(name, input) as never;
    });
    renderHub();
    const card = await screen.findByRole('article', { name: 'Order #1002' });
    fireEvent.click(within(card).getByRole('link', { name: 'Track package: Package 1' }));
    await screen.findByText('This order is not yours to see.');
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(useSessionStore.getState().userInfo?.orderId).toBe(HUB_ORDER_ID);
  });
});
