import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../../lib/gateway';
import { FULFILLMENT_ID, POLICY_ID, SWEATER, TOTE } from '../../../test/fixtures';
import { context, renderScreen } from '../../../test/render';
import { clampQuantity, maxClaimable } from '../choose-items';
import { useClaimFlowStore } from '../stores/claim-flow-store';
import { ChooseItemsStep } from './choose-items-step';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

const PAN = { ...SWEATER, itemId: '00000000-0000-4000-8000-0000000e0003', title: 'Cast Iron Pan' };

function answer(claimable: Record<string, number>) {
  gateway.mockImplementation(async (name) => {
    if (name === 'get-protected-item') {
      return {
        ok: true,
        data: {
          fulfillment: null,
          items: [SWEATER, TOTE, PAN].map((entry) => ({
            ...entry,
            claimableQuantity: claimable[entry.itemId] ?? 0,
          })),
        },
      } as never;
    }
    if (name === 'get-all-protected-item') {
      return {
        ok: true,
        data: {
          currency: 'USD',
          sumInsure: 24700,
          remainSumInsure: 5000,
          fulfillments: [],
          unfulfilledList: [],
        },
      } as never;
    }
    throw new Error(`unexpected call ${name}`);
  });
}

function renderStep() {
  return renderScreen('/demo/choose-items', <ChooseItemsStep context={context} />);
}

beforeEach(() => {
  gateway.mockReset();
  useClaimFlowStore
    .getState()
    .start({ type: 'damage', currentPolicy: POLICY_ID, selectedFulfillmentId: FULFILLMENT_ID });
});

describe('choose-items quantities', () => {
  it('allows what can still be claimed plus what the own draft holds, never more than the package has', () => {
    const tote = { ...TOTE, claimableQuantity: 1 };
    expect(maxClaimable(tote, {})).toBe(1);
    expect(maxClaimable(tote, { [TOTE.itemId]: 1 })).toBe(2);
    expect(maxClaimable(tote, { [TOTE.itemId]: 5 })).toBe(2);
    expect(clampQuantity(7, 2)).toBe(2);
    expect(clampQuantity(-1, 2)).toBe(0);
    expect(clampQuantity(Number.NaN, 2)).toBe(0);
    expect(clampQuantity(1.7, 2)).toBe(1);
  });

  it('steps each item up to its claimable quantity and keeps the choice in the flow', async () => {
    answer({ [SWEATER.itemId]: 1, [TOTE.itemId]: 1 });
    renderStep();
    const more = await screen.findByRole('button', { name: 'Increase the quantity of Canvas Tote Bag' });
    expect(screen.getByText(/1 of 2 can be claimed/)).toBeTruthy();
    fireEvent.click(more);
    await waitFor(() => expect(more.hasAttribute('disabled')).toBe(true));
    fireEvent.click(more);
    expect(useClaimFlowStore.getState().items).toEqual([{ itemId: TOTE.itemId, quantity: 1 }]);
    expect(useClaimFlowStore.getState().selectedItems.map((entry) => entry.title)).toEqual([
      'Canvas Tote Bag',
    ]);
    expect((screen.getByLabelText('Quantity of Canvas Tote Bag') as HTMLInputElement).value).toBe('1');
    // Back to zero takes the item out again.
    fireEvent.click(screen.getByRole('button', { name: 'Decrease the quantity of Canvas Tote Bag' }));
    await waitFor(() => expect(useClaimFlowStore.getState().items).toEqual([]));
  });

  it('holds a typed quantity to the limit', async () => {
    answer({ [TOTE.itemId]: 2 });
    renderStep();
    const field = (await screen.findByLabelText('Quantity of Canvas Tote Bag')) as HTMLInputElement;
    fireEvent.input(field, { target: { value: '9' } });
    await waitFor(() =>
      expect(useClaimFlowStore.getState().items).toEqual([{ itemId: TOTE.itemId, quantity: 2 }]),
    );
  });

  it('counts the units a resumed draft holds as choosable again', async () => {
    answer({ [TOTE.itemId]: 0 });
    useClaimFlowStore.getState().update({
      claimId: '00000000-0000-4000-8000-00000000d001',
      heldByDraft: { [TOTE.itemId]: 2 },
      items: [{ itemId: TOTE.itemId, quantity: 2 }],
    });
    renderStep();
    expect(await screen.findByText(/2 of 2 can be claimed/)).toBeTruthy();
    expect((screen.getByLabelText('Quantity of Canvas Tote Bag') as HTMLInputElement).value).toBe('2');
  });

  it('shows items claimed elsewhere as such, with no way to add them', async () => {
    answer({ [SWEATER.itemId]: 1 });
    renderStep();
    await screen.findByLabelText('Quantity of Cast Iron Pan');
    expect(screen.getAllByText(/Already claimed/).length).toBe(2);
    expect(
      screen.getByRole('button', { name: 'Increase the quantity of Cast Iron Pan' }).hasAttribute('disabled'),
    ).toBe(true);
    expect((screen.getByLabelText('Quantity of Cast Iron Pan') as HTMLInputElement).disabled).toBe(true);
  });

  it('asks for an item before going on, then goes to the details', async () => {
    answer({ [SWEATER.itemId]: 1 });
    const { router } = renderStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose at least one item.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Merino Wool Sweater' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/issue-details'));
  });

  it('shows the remaining and total sum insured, and warns when the choice is worth more than is left', async () => {
    answer({ [SWEATER.itemId]: 1 });
    renderStep();
    expect(await screen.findByText('$247.00')).toBeTruthy();
    expect(screen.getByText('$50.00')).toBeTruthy();
    expect(screen.queryByText(/worth more than the protection has left/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Merino Wool Sweater' }));
    expect(await screen.findByText(/Your claim can pay up to \$50\.00/)).toBeTruthy();
  });
});
