import type { ResponseOf } from '@rc/contract/call-types';
import type { Fulfillment, Policy } from '@rc/contract/shared-schemas';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../lib/gateway';
import { useSessionStore } from '../../lib/session-store';
import { FULFILLMENT_ID, HUB_ORDER_ID, hubOrder, hubPackage, POLICY_ID, SWEATER } from '../../test/fixtures';
import { renderScreen } from '../../test/render';
import { PackageReportEntry } from './package-report-entry';

vi.mock('../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

const FULFILLMENT: Fulfillment = {
  fulfillmentId: FULFILLMENT_ID,
  status: 'delivered',
  carrier: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  trackingUrl: null,
  shippedAt: '2026-11-02T10:00:00.000Z',
  deliveredAt: '2026-11-05T10:00:00.000Z',
  coverageCanceled: false,
  items: [SWEATER],
};
const POLICY: Policy = {
  policyId: POLICY_ID,
  merchantId: '00000000-0000-4000-8000-00000000f0f0',
  merchantName: 'Northwind Outfitters',
  productCode: 'shipping_protection',
  status: 'active',
  currency: 'USD',
  sumInsured: 8900,
  remaining: 8900,
  startsAt: '2026-11-01T10:00:00.000Z',
  endsAt: '2027-01-01T10:00:00.000Z',
};

function detail(pkg: Parameters<typeof hubPackage>[0]): ResponseOf<'user/get-order-detail'> {
  return {
    ...hubOrder({ packages: [hubPackage(pkg)] }),
    shipping: 0,
    email: 'shopper@example.com',
    firstName: 'Alex',
    lastName: 'Rivera',
  };
}

function renderEntry() {
  return renderScreen(
    '/demo/home',
    <PackageReportEntry subPath="/demo" orderId={HUB_ORDER_ID} fulfillment={FULFILLMENT} number={1} />,
  );
}

beforeEach(() => {
  gateway.mockReset();
  useSessionStore.setState({ policyList: [POLICY] });
});

describe("home's 'Report an issue' under a package", () => {
  it('is offered while something of the package is left to claim', async () => {
    gateway.mockResolvedValue({
      ok: true,
      data: detail({ claimableQuantity: 1, canReportIssue: true }),
    } as never);
    renderEntry();
    const link = await screen.findByRole('link', { name: 'Report an issue: Package 1' });
    expect(link.getAttribute('href')).toBe(`/demo/options?fulfillmentId=${FULFILLMENT_ID}`);
    expect(screen.queryByText(/pending/)).toBeNull();
    expect(gateway).toHaveBeenCalledWith('user/get-order-detail', { orderId: HUB_ORDER_ID });
  });

  it('is not offered when everything in the package is claimed; its pending claims are counted', async () => {
    gateway.mockResolvedValue({
      ok: true,
      data: detail({ claimableQuantity: 0, pendingClaimCount: 2, canReportIssue: false }),
    } as never);
    renderEntry();
    await screen.findByText('2 claims pending');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows as before when the order cannot be read', async () => {
    gateway.mockResolvedValue({ ok: false, code: 200000, message: null } as never);
    renderEntry();
    await screen.findByRole('link', { name: 'Report an issue: Package 1' });
  });
});
