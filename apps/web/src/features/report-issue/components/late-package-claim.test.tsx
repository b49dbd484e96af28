import type { RequestOf, ResponseOf } from '@rc/contract/call-types';
import type { Fulfillment, Policy } from '@rc/contract/shared-schemas';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../../lib/gateway';
import { useSessionStore } from '../../../lib/session-store';
import { claimDetail, POLICY_ID, SWEATER, TOTE } from '../../../test/fixtures';
import { context, renderScreen } from '../../../test/render';
import { useClaimFlowStore } from '../stores/claim-flow-store';
import { LatePackageClaim } from './late-package-claim';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

const LATE = '00000000-0000-4000-8000-00000000c003';
const DELIVERED = '00000000-0000-4000-8000-00000000c001';

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

function parcel(id: string, status: string): Fulfillment {
  return {
    fulfillmentId: id,
    status,
    carrier: 'UPS',
    trackingNumber: '1Z999',
    trackingUrl: null,
    shippedAt: null,
    deliveredAt: null,
    coverageCanceled: false,
    items: [SWEATER, TOTE],
  };
}

let calls: { name: string; input: unknown }[];

function reviewOf(body: RequestOf<'claim-apply-review'>): ResponseOf<'claim-apply-review'> {
  const items = body.items.map((line) => ({
    ...(line.itemId === TOTE.itemId ? TOTE : SWEATER),
    quantity: line.quantity,
  }));
  const total = items.reduce((sum, entry) => sum + entry.unitPrice * entry.quantity, 0);
  return {
    issueType: body.issueType,
    protectionName: 'Shipping Protection',
    currency: 'USD',
    items,
    itemsTotal: total,
    shipping: 0,
    includeBp: false,
    amount: total,
    remainSumInsure: 24700,
    attachments: [],
    paymentMethod: body.paymentMethod ?? { paymentMethod: 'virtual_card', payAccount: 'shopper@example.com' },
    missingEvidence: [],
  };
}

beforeEach(() => {
  calls = [];
  gateway.mockReset();
  useSessionStore.setState({ policyList: [policy] });
  gateway.mockImplementation(async (name, input) => {
    calls.push({ name, input });
    if (name === 'get-all-protected-item')
      return {
        ok: true,
        data: {
          currency: 'USD',
          sumInsure: 24700,
          remainSumInsure: 24700,
          fulfillments: [parcel(DELIVERED, 'delivered'), parcel(LATE, 'in_transit')],
          unfulfilledList: [],
        },
      } as never;
    if (name === 'get-protected-item')
      return {
        ok: true,
        data: {
          fulfillment: null,
          items: [
            { ...SWEATER, claimableQuantity: 1 },
            { ...TOTE, claimableQuantity: 2 },
          ],
        },
      } as never;
    if (name === 'claim-apply-review')
      return { ok: true, data: reviewOf(input as RequestOf<'claim-apply-review'>) } as never;
    if (name === 'submit-claim')
      return {
        ok: true,
        data: claimDetail({ issueType: 'delay', status: 'accepted', statusReason: 'delay_auto_approved' }),
      } as never;
    throw new Error(`unexpected call ${name}`);
  });
});

function open(search = '') {
  return renderScreen(
    `/demo/late-package?fulfillmentId=${LATE}${search}`,
    <LatePackageClaim context={context} fulfillmentId={LATE} />,
  );
}

describe('LatePackageClaim', () => {
  it('submits a delay claim for the whole package in three steps, asking for no photos or package details', async () => {
    const { router } = open();
    await screen.findByText('Step 1 of 3');
    // A package in transit may be late or lost: delay is chosen, with every item at full quantity.
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'delay',
      'loss',
    ]);
    expect((screen.getByRole('radio', { name: /Delayed/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(`Quantity of ${TOTE.title}`) as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText(`Quantity of ${SWEATER.title}`) as HTMLInputElement).value).toBe('1');
    expect(screen.queryByText(/photo/i, { selector: 'label, legend, button' })).toBeNull();
    expect(screen.queryByLabelText(/weight|condition|length/i)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 2 of 3');
    expect(router.state.location.search).toContain('step=payout');
    expect(screen.getByRole('heading', { level: 1, name: 'How you get paid' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByText('Step 3 of 3');
    expect(await screen.findByText('$137.00', { selector: '.claim-summary__total dd' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect((await screen.findByTestId('landed')).textContent).toBe(
      `/demo/issue-details?claimId=${claimDetail().claimId}`,
    );
    const submitted = calls.find((call) => call.name === 'submit-claim')?.input as RequestOf<'submit-claim'>;
    expect(submitted).toMatchObject({
      issueType: 'delay',
      policyId: POLICY_ID,
      fulfillmentId: LATE,
      items: [
        { itemId: SWEATER.itemId, quantity: 1 },
        { itemId: TOTE.itemId, quantity: 2 },
      ],
      attachments: [],
      packInfo: null,
      paymentMethod: { paymentMethod: 'virtual_card', payAccount: context.email },
    });
    expect(submitted.requestId).toMatch(/\S{8,}/);
    // The report in progress is done with.
    expect(useClaimFlowStore.getState().type).toBeNull();
  }, 20_000); // three screens and a submission: a busy machine takes seconds

  it('lets the shopper lower a quantity, and refuses to go on with nothing chosen', async () => {
    open();
    await screen.findByText('Step 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: `Decrease the quantity of ${TOTE.title}` }));
    expect(useClaimFlowStore.getState().items).toEqual([
      { itemId: SWEATER.itemId, quantity: 1 },
      { itemId: TOTE.itemId, quantity: 1 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: `Decrease the quantity of ${TOTE.title}` }));
    fireEvent.click(screen.getByRole('button', { name: `Decrease the quantity of ${SWEATER.title}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose at least one item.');
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });

  it('refuses a payout account that is not an e-mail address', async () => {
    open();
    await screen.findByText('Step 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 2 of 3');
    const account = screen.getByLabelText('E-mail for the card');
    fireEvent.change(account, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
  });

  it('says so for a package that cannot be claimed as late or lost', async () => {
    renderScreen(
      `/demo/late-package?fulfillmentId=${DELIVERED}`,
      <LatePackageClaim context={context} fulfillmentId={DELIVERED} />,
    );
    await screen.findByText('This package cannot be claimed as late or lost right now.');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('starts a later step opened without its claim from the first', async () => {
    const { router } = open('&step=review');
    await screen.findByText('Step 1 of 3');
    expect(router.state.location.search).not.toContain('step=review');
    expect(calls.some((call) => call.name === 'submit-claim')).toBe(false);
  });
});
