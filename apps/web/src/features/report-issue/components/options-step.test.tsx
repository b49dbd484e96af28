import type { Fulfillment, Policy } from '@rc/contract/shared-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../../lib/gateway';
import { useSessionStore } from '../../../lib/session-store';
import { FULFILLMENT_ID, POLICY_ID, SWEATER, TOTE } from '../../../test/fixtures';
import { context, renderScreen } from '../../../test/render';
import type { ReportScope } from '../issue-scope';
import { useClaimFlowStore } from '../stores/claim-flow-store';
import { OptionsStep } from './options-step';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

const CANCELED_ID = '00000000-0000-4000-8000-00000000c002';
const IN_TRANSIT_ID = '00000000-0000-4000-8000-00000000c003';

const policy: Policy = {
  policyId: POLICY_ID,
  merchantId: '00000000-0000-4000-8000-000000000001',
  merchantName: 'Northwind Outfitters',
  productCode: 'shipping_protection',
  status: 'active',
  currency: 'USD',
  sumInsured: 24700,
  remaining: 24700,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
};

function fulfillment(id: string, status: string, coverageCanceled = false): Fulfillment {
  return {
    fulfillmentId: id,
    status,
    carrier: 'UPS',
    trackingNumber: '1Z999',
    trackingUrl: null,
    shippedAt: null,
    deliveredAt: null,
    coverageCanceled,
    items: [SWEATER],
  };
}

beforeEach(() => {
  gateway.mockReset();
  gateway.mockImplementation(async (name) => {
    if (name !== 'get-all-protected-item') throw new Error(`unexpected call ${name}`);
    return {
      ok: true,
      data: {
        currency: 'USD',
        sumInsure: 24700,
        remainSumInsure: 24700,
        fulfillments: [
          fulfillment(FULFILLMENT_ID, 'delivered'),
          fulfillment(IN_TRANSIT_ID, 'in_transit'),
          fulfillment(CANCELED_ID, 'delivered', true),
        ],
        unfulfilledList: [TOTE],
      },
    } as never;
  });
  useSessionStore.setState({ policyList: [policy] });
});

function renderOptions(scope: ReportScope) {
  return renderScreen('/demo/options', <OptionsStep context={context} scope={scope} />);
}

const offered = () => screen.queryAllByRole('radio').map((radio) => (radio as HTMLInputElement).value);

describe('options', () => {
  it("offers what the package's state allows under the policy, with explanations", async () => {
    renderOptions({ kind: 'package', fulfillmentId: FULFILLMENT_ID });
    await screen.findByRole('heading', { name: 'What happened?' });
    expect(offered()).toEqual(['damage', 'theft', 'wrongItem', 'nad']);
    expect(screen.getByRole('radio', { name: 'Damaged' })).toBeTruthy();
    expect(screen.getByText('The package arrived and something in it is broken or damaged.')).toBeTruthy();
  });

  it('offers everything the order allows when started from the order', async () => {
    renderOptions({ kind: 'order' });
    await screen.findByRole('heading', { name: 'What happened?' });
    expect(offered()).toEqual(['damage', 'delay', 'theft', 'loss', 'noShipped', 'wrongItem', 'nad']);
  });

  it('shows the 200020 warning for a package whose coverage was canceled, and offers nothing', async () => {
    renderOptions({ kind: 'package', fulfillmentId: CANCELED_ID });
    expect(
      await screen.findByText(
        'Protection coverage has been canceled. You cannot report an issue for a package with canceled coverage.',
      ),
    ).toBeTruthy();
    expect(offered()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks for a choice, then goes to the items of the package it started from', async () => {
    const { router } = renderOptions({ kind: 'package', fulfillmentId: FULFILLMENT_ID });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose what happened.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Damaged' }));
    // Once the issue and the package are known, the report can be kept as a draft.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save as draft' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/choose-items'));
    expect(useClaimFlowStore.getState()).toMatchObject({
      type: 'damage',
      currentPolicy: POLICY_ID,
      selectedFulfillmentId: FULFILLMENT_ID,
    });
  });

  it('skips select-items when only one package allows the issue', async () => {
    const { router } = renderOptions({ kind: 'order' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Stolen' }));
    // Only one delivered package can be chosen (the other's coverage is canceled).
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/choose-items'));
    expect(useClaimFlowStore.getState().selectedFulfillmentId).toBe(FULFILLMENT_ID);
  });

  it('offers only noShipped for the items not shipped yet', async () => {
    renderOptions({ kind: 'unshipped' });
    await screen.findByRole('heading', { name: 'What happened?' });
    expect(offered()).toEqual(['noShipped']);
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
  });

  it("starts a return, not a claim, for Return Assurance's 'Return' (decision 023)", async () => {
    useSessionStore.setState({
      policyList: [
        { ...policy, policyId: '00000000-0000-4000-8000-00000000a001', productCode: 'return_assurance' },
      ],
    });
    const { router } = renderOptions({ kind: 'order' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Return' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/items-choose'));
  });
});
