import type { RequestOf } from '@rc/contract/call-types';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callGateway } from '../../../lib/gateway';
import { CLAIM_ID, claimDetail, FULFILLMENT_ID, POLICY_ID, TOTE } from '../../../test/fixtures';
import { context, renderScreen } from '../../../test/render';
import { useClaimFlowStore } from '../stores/claim-flow-store';
import { SaveDraftButton } from './save-draft-button';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);
let saves: RequestOf<'save-claim-as-draft'>[];

beforeEach(() => {
  saves = [];
  gateway.mockReset();
});

function renderButton() {
  return renderScreen('/demo/comments', <SaveDraftButton subPath="/demo" applicantEmail={context.email} />);
}

describe('Save as draft', () => {
  it('is offered once the issue and the package are known', () => {
    useClaimFlowStore.getState().start({ type: 'damage', currentPolicy: POLICY_ID });
    renderButton();
    const button = screen.getByRole('button', { name: 'Save as draft' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Choose what happened and the package first/)).toBeTruthy();
  });

  it('retries with the same requestId, then updates the saved draft under a new one', async () => {
    useClaimFlowStore.getState().start({
      type: 'damage',
      currentPolicy: POLICY_ID,
      selectedFulfillmentId: FULFILLMENT_ID,
      items: [{ itemId: TOTE.itemId, quantity: 1 }],
    });
    const answers = [
      { ok: false, code: 100500, message: null },
      { ok: true, data: claimDetail({ status: 'draft', items: [{ ...TOTE, quantity: 1 }] }) },
      { ok: true, data: claimDetail({ status: 'draft', items: [{ ...TOTE, quantity: 1 }] }) },
    ];
    gateway.mockImplementation(async (name, input) => {
      if (name !== 'save-claim-as-draft') throw new Error(`unexpected call ${name}`);
      saves.push(input as RequestOf<'save-claim-as-draft'>);
      return answers.shift() as never;
    });
    renderButton();
    const button = screen.getByRole('button', { name: 'Save as draft' });
    fireEvent.click(button);
    expect(await screen.findByText('Something went wrong, please try again later')).toBeTruthy();
    fireEvent.click(button);
    expect(await screen.findByText(/Draft CLM-TEST0001 saved/)).toBeTruthy();
    expect(saves[1]?.requestId).toBe(saves[0]?.requestId);
    expect(saves[0]?.claimId).toBeNull();
    expect(useClaimFlowStore.getState().claimId).toBe(CLAIM_ID);
    // The draft holds its units now: choose-items adds them back to what can be chosen.
    expect(useClaimFlowStore.getState().heldByDraft).toEqual({ [TOTE.itemId]: 1 });

    fireEvent.click(button);
    await waitFor(() => expect(saves).toHaveLength(3));
    expect(saves[2]?.claimId).toBe(CLAIM_ID);
    expect(saves[2]?.requestId).not.toBe(saves[0]?.requestId);
  });
});
