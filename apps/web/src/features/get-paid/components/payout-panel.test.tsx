// Getting paid on its own: 'Get paid' once per attempt (a double click and a reload send the same
// key; a retry after a failure is a new one), the payout while it is being sent, the virtual card
// (only web addresses open), a payout to an account, a failure with its reason, and a refused call.
import type { ResponseOf } from '@rc/contract/call-types';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ClaimDetail, claimDetailQuery } from '../../../api/get-claim-detail';
import { callGateway } from '../../../lib/gateway';
import { CLAIM_ID, claimDetail } from '../../../test/fixtures';
import { deferred, renderScreen } from '../../../test/render';
import { usePayoutAttemptStore } from '../stores/payout-attempt-store';
import { cashOutFingerprint, PayoutPanel } from './payout-panel';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

type Payout = ResponseOf<'rc-cash-withdraw'>;

const NONE = claimDetail().can;
const approved = claimDetail({ status: 'accepted', can: { ...NONE, cashOut: true } });

const CARD = {
  brand: 'Visa' as const,
  maskedNumber: '•••• 4242',
  expiry: '05/27',
  redemptionUrl: 'https://cards.example/r/1',
};

function payout(overrides: Partial<Payout> = {}): Payout {
  return {
    payoutId: '00000000-0000-4000-8000-0000000aa001',
    status: 'payout_sent',
    method: 'virtual_card',
    amount: 2400,
    currency: 'USD',
    card: CARD,
    failureReason: null,
    sentAt: '2026-05-02T10:00:00.000Z',
    ...overrides,
  };
}

function renderPanel(detail: ClaimDetail) {
  return renderScreen('/demo/issue-details', <PayoutPanel detail={detail} subPath="/demo" />);
}

const withdrawals = () => gateway.mock.calls.filter(([name]) => name === 'rc-cash-withdraw');

beforeEach(() => {
  gateway.mockReset();
});

describe('PayoutPanel', () => {
  it("offers 'Get paid' for an approved claim and asks for the payout once for a double click", async () => {
    const answer = deferred<unknown>();
    gateway.mockImplementation(async () => answer.promise as never);
    const { queryClient } = renderPanel(approved);
    queryClient.setQueryData(claimDetailQuery(CLAIM_ID).queryKey, approved);
    expect(screen.getByRole('heading', { name: 'Your payout' })).toBeTruthy();
    expect(screen.getByText('Your claim was approved: $24.00 is ready for you.')).toBeTruthy();
    const getPaid = screen.getByRole('button', { name: 'Get paid' });
    fireEvent.click(getPaid);
    fireEvent.click(getPaid);
    expect(getPaid.getAttribute('aria-busy')).toBe('true');
    expect(withdrawals()).toHaveLength(1);
    const request = withdrawals()[0]?.[1] as { claimId: string; requestId: string };
    expect(request.claimId).toBe(CLAIM_ID);
    // The attempt is kept for the claim, so a reload asks for the same payout.
    expect(usePayoutAttemptStore.getState().attempts[CLAIM_ID]?.key).toBe(request.requestId);

    answer.resolve({ ok: true, data: payout({ status: 'sending_payout', card: null, sentAt: null }) });
    // The claim's cached detail takes the payout at once (the page polls it while it is sent).
    await waitFor(() =>
      expect(queryClient.getQueryData<ClaimDetail>(claimDetailQuery(CLAIM_ID).queryKey)).toMatchObject({
        status: 'sending_payout',
        payout: { status: 'sending_payout' },
      }),
    );
  });

  it('sends the same key again after a reload, for the same state of the claim', async () => {
    gateway.mockResolvedValue({ ok: false, code: 200000, message: null } as never);
    const first = renderPanel(approved);
    fireEvent.click(screen.getByRole('button', { name: 'Get paid' }));
    await waitFor(() => expect(withdrawals()).toHaveLength(1));
    first.unmount();
    renderPanel(approved);
    fireEvent.click(screen.getByRole('button', { name: 'Get paid' }));
    await waitFor(() => expect(withdrawals()).toHaveLength(2));
    const [one, two] = withdrawals().map(([, input]) => (input as { requestId: string }).requestId);
    expect(two).toBe(one);
  });

  it('says the payout is being sent, with nothing to click meanwhile', () => {
    renderPanel(
      claimDetail({
        status: 'sending_payout',
        payout: payout({ status: 'sending_payout', card: null }),
        can: { ...NONE, cashOut: true },
      }),
    );
    expect(screen.getByRole('status').textContent).toContain('Sending your payout…');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the virtual card, opening its page in a new tab', () => {
    renderPanel(claimDetail({ status: 'payout_sent', payout: payout() }));
    expect(screen.getByText('Visa virtual gift card')).toBeTruthy();
    expect(screen.getByText('•••• 4242')).toBeTruthy();
    expect(screen.getByText('05/27')).toBeTruthy();
    expect(screen.getByText('$24.00')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'View your card (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://cards.example/r/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('button', { name: 'Get paid' })).toBeNull();
  });

  it("keeps the portal's own card page relative and opens no address that is not the web's", () => {
    const own = renderPanel(
      claimDetail({
        status: 'payout_sent',
        payout: payout({ card: { ...CARD, redemptionUrl: '/cards/abc?t=1' } }),
      }),
    );
    expect(screen.getByRole('link', { name: /View your card/ }).getAttribute('href')).toBe('/cards/abc?t=1');
    own.unmount();
    renderPanel(
      claimDetail({
        status: 'payout_sent',
        payout: payout({ card: { ...CARD, redemptionUrl: 'javascript:alert(1)' } }),
      }),
    );
    expect(screen.getByText('•••• 4242')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says where a payout without a card went', () => {
    renderPanel(
      claimDetail({
        status: 'payout_sent',
        paymentMethod: { paymentMethod: 'paypal', payAccount: 'pay@example.com' },
        payout: payout({ method: 'paypal', card: null }),
      }),
    );
    expect(screen.getByText('$24.00 was sent to pay@example.com.')).toBeTruthy();
  });

  it('explains a failed payout (a known reason translated, the rest as written) and retries as a new attempt', async () => {
    const failed = claimDetail({
      status: 'payout_failed',
      payout: payout({ status: 'payout_failed', card: null, failureReason: 'payout_declined' }),
      can: { ...NONE, cashOut: true },
      timeline: [
        ...claimDetail().timeline,
        {
          at: '2026-05-02T10:00:00.000Z',
          type: 'payout',
          status: 'payout_failed',
          actor: 'system',
          reason: null,
        },
      ],
    });
    gateway.mockResolvedValue({ ok: false, code: 200000, message: null } as never);
    usePayoutAttemptStore
      .getState()
      .remember(CLAIM_ID, { key: 'first-attempt-key', fingerprint: cashOutFingerprint(approved) });
    const view = renderPanel(failed);
    expect(screen.getByRole('alert').textContent).toBe(
      'Your payout could not be sent. The card provider turned the payment down. Choose another payout method and try again.',
    );
    // The 'ready' line is for a first payout, not after a failure.
    expect(screen.queryByText(/is ready for you/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(withdrawals()).toHaveLength(1));
    const [retry] = withdrawals();
    expect((retry?.[1] as { requestId: string } | undefined)?.requestId).not.toBe('first-attempt-key');
    view.unmount();

    renderPanel(
      claimDetail({
        ...failed,
        payout: payout({ status: 'payout_failed', card: null, failureReason: 'The issuer is down today.' }),
      }),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Your payout could not be sent. The issuer is down today.',
    );
  });

  it("shows the server's reason when the payout is refused, and sends the session's end to the error page", async () => {
    gateway.mockResolvedValueOnce({
      ok: false,
      code: 100019,
      message: 'This claim cannot be paid out.',
    } as never);
    renderPanel(approved);
    fireEvent.click(screen.getByRole('button', { name: 'Get paid' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This claim cannot be paid out.');
    expect(screen.getByRole('button', { name: 'Get paid' })).toBeTruthy();

    gateway.mockResolvedValueOnce({ ok: false, code: 100008, message: null } as never);
    fireEvent.click(screen.getByRole('button', { name: 'Get paid' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/demo/error?code=100008');
  });

  it('offers nothing to click where the claim cannot be paid out', () => {
    renderPanel(claimDetail());
    expect(screen.getByRole('heading', { name: 'Your payout' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
