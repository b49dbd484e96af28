import type { ResponseOf } from '@rc/contract/call-types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useClaimFlowStore } from '../../features/report-issue/stores/claim-flow-store';
import { callGateway } from '../../lib/gateway';
import { CLAIM_ID, claimDetail } from '../../test/fixtures';
import { context, renderScreen } from '../../test/render';
import { OrderClaims } from './order-claims';

vi.mock('../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

type Summary = ResponseOf<'get-claim-list'>['claims'][number];
const summary = (overrides: Partial<Summary>): Summary => ({
  claimId: CLAIM_ID,
  claimNumber: 'CLM-TEST0001',
  status: 'accepted',
  issueType: 'damage',
  amount: 4800,
  currency: 'USD',
  itemCount: 1,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});
const DRAFT_ID = '00000000-0000-4000-8000-00000000d002';

beforeEach(() => {
  gateway.mockReset();
  gateway.mockImplementation(async (name) => {
    if (name === 'get-claim-list')
      return {
        ok: true,
        data: {
          claims: [
            summary({}),
            summary({ claimId: DRAFT_ID, claimNumber: 'CLM-DRAFT01', status: 'draft', issueType: 'delay' }),
          ],
        },
      } as never;
    if (name === 'get-claim-detail')
      return {
        ok: true,
        data: claimDetail({ claimId: DRAFT_ID, status: 'draft', issueType: 'delay', items: [] }),
      } as never;
    throw new Error(`unexpected call ${name}`);
  });
});

describe('claims list', () => {
  it('shows drafts first with Continue, each with its status and a link to its details', async () => {
    renderScreen('/demo/home', <OrderClaims subPath="/demo" orderId={context.orderId} />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('aria-label'))).toEqual([
      'Delayed, Claim CLM-DRAFT01',
      'Damaged, Claim CLM-TEST0001',
    ]);
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['Delayed', 'Damaged']);
    expect(within(cards[0] as HTMLElement).getByText('Draft')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Accepted')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(
      within(cards[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/demo/issue-details?claimId=${CLAIM_ID}`);
  });

  it("continues a draft where it needs the shopper, with the draft's data", async () => {
    const { router } = renderScreen('/demo/home', <OrderClaims subPath="/demo" orderId={context.orderId} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue CLM-DRAFT01' }));
    // A draft without items continues with the items.
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/choose-items'));
    expect(useClaimFlowStore.getState()).toMatchObject({ claimId: DRAFT_ID, type: 'delay' });
  });
});
