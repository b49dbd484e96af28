import type { RequestOf, ResponseOf } from '@rc/contract/call-types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadAttachment } from '../../api/verify-attachment';
import { useClaimFlowStore } from '../../features/report-issue/stores/claim-flow-store';
import { callGateway, type GatewayResult } from '../../lib/gateway';
import { CLAIM_ID, claimDetail, FULFILLMENT_ID, TOTE } from '../../test/fixtures';
import { context, renderScreen } from '../../test/render';
import { ClaimPage } from './claim-page';

vi.mock('../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
vi.mock('../../api/verify-attachment', async (original) => ({
  ...(await original<typeof import('../../api/verify-attachment')>()),
  uploadAttachment: vi.fn(),
}));
const gateway = vi.mocked(callGateway);
const upload = vi.mocked(uploadAttachment);

type Detail = ResponseOf<'get-claim-detail'>;
const NONE = {
  editDraft: false,
  withdraw: false,
  addEvidence: false,
  changePaymentMethod: false,
  cashOut: false,
};
const REQUIRED = {
  documents: [{ key: 'damage_photos', kind: 'image' as const, min: 1 }],
  policeReport: false,
  accept: '.jpg,.png',
  maxFiles: 20,
  maxImageBytes: 10 * 1024 * 1024,
  maxVideoBytes: 50 * 1024 * 1024,
};

let detail: Detail;
let calls: { name: string; input: unknown }[];
let answers: Partial<Record<string, () => GatewayResult<unknown>>>;

beforeEach(() => {
  calls = [];
  answers = {};
  gateway.mockReset();
  upload.mockReset();
  gateway.mockImplementation(async (name, input) => {
    calls.push({ name, input });
    const answer = answers[name];
    if (answer) return answer() as never;
    if (name === 'get-claim-detail') return { ok: true, data: detail } as never;
    if (name === 'get-required-document') return { ok: true, data: REQUIRED } as never;
    throw new Error(`unexpected call ${name}`);
  });
});

function renderDetails() {
  return renderScreen(
    `/demo/issue-details?claimId=${CLAIM_ID}`,
    <ClaimPage context={context} claimId={CLAIM_ID} />,
  );
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('claim details', () => {
  it('shows the status, the reason in words, the items and the timeline', async () => {
    detail = claimDetail();
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Claim CLM-TEST0001' })).toBeTruthy();
    expect(screen.getAllByText('Under review').length).toBeGreaterThan(0);
    expect(screen.getAllByText('The store is looking at your claim.').length).toBe(2);
    expect(screen.getByText('Canvas Tote Bag')).toBeTruthy();
    expect(screen.getAllByText('$24.00').length).toBeGreaterThan(0);
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Claim created')).toBeTruthy();
    expect(within(history).getAllByText(/May 1, 2026/).length).toBe(2);
    expect(within(history).getByText('Automatically')).toBeTruthy();
  });

  it("shows a merchant's reason as written", async () => {
    detail = claimDetail({ status: 'rejected', statusReason: 'Bought in a store sale; not covered.' });
    renderDetails();
    expect(await screen.findByText('Bought in a store sale; not covered.')).toBeTruthy();
  });

  it('offers only what `can` allows', async () => {
    detail = claimDetail({ can: NONE });
    renderDetails();
    await screen.findByRole('heading', { name: 'Claim CLM-TEST0001' });
    for (const name of [
      'Continue this draft',
      'Withdraw draft',
      'Add evidence',
      'Change payout method',
      'Get paid',
    ])
      expect(button(name)).toBeNull();
  });

  it('a draft can be resumed with its data, or withdrawn after confirming', async () => {
    detail = claimDetail({
      status: 'draft',
      statusReason: null,
      can: { ...NONE, editDraft: true, withdraw: true, changePaymentMethod: true },
    });
    answers['withdraw-claim-draft'] = () => ({
      ok: true,
      data: claimDetail({ status: 'withdrawn', statusReason: null, can: NONE }),
    });
    const { router } = renderDetails();
    await screen.findByRole('heading', { name: 'Claim CLM-TEST0001' });
    expect(button('Add evidence')).toBeNull();
    expect(button('Get paid')).toBeNull();

    fireEvent.click(button('Withdraw draft') as HTMLElement);
    expect(screen.getByText('Withdraw this draft? You cannot undo this.')).toBeTruthy();
    fireEvent.click(button('Keep the draft') as HTMLElement);
    expect(calls.some((call) => call.name === 'withdraw-claim-draft')).toBe(false);

    fireEvent.click(button('Continue this draft') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/review'));
    const flow = useClaimFlowStore.getState();
    expect(flow).toMatchObject({
      claimId: CLAIM_ID,
      type: 'damage',
      selectedFulfillmentId: FULFILLMENT_ID,
      items: [{ itemId: TOTE.itemId, quantity: 1 }],
      heldByDraft: { [TOTE.itemId]: 1 },
      paymentMethod: 'virtual_card',
    });
    expect(flow.details.description).toBe('Torn');
  });

  it('withdraws a draft', async () => {
    detail = claimDetail({
      status: 'draft',
      statusReason: null,
      can: { ...NONE, editDraft: true, withdraw: true },
    });
    answers['withdraw-claim-draft'] = () => ({
      ok: true,
      data: claimDetail({ status: 'withdrawn', statusReason: null, can: NONE }),
    });
    renderDetails();
    fireEvent.click((await screen.findByRole('button', { name: 'Withdraw draft' })) as HTMLElement);
    fireEvent.click(button('Yes, withdraw') as HTMLElement);
    expect(await screen.findByText('Withdrawn')).toBeTruthy();
    expect(screen.getByText('The draft was withdrawn.')).toBeTruthy();
    expect(calls.find((call) => call.name === 'withdraw-claim-draft')?.input).toEqual({ claimId: CLAIM_ID });
    expect(button('Continue this draft')).toBeNull();
  });

  it('adds evidence while action is required', async () => {
    detail = claimDetail({
      status: 'action_required',
      statusReason: 'evidence_missing',
      can: { ...NONE, addEvidence: true, changePaymentMethod: true },
    });
    answers['edit-claim-material'] = () => ({
      ok: true,
      data: claimDetail({ status: 'under_review', statusReason: 'evidence_added', can: NONE }),
    });
    upload.mockResolvedValue({
      ok: true,
      data: {
        attachmentId: '00000000-0000-4000-8000-00000000f001',
        kind: 'image',
        fileName: 'box.jpg',
        sizeBytes: 10,
        url: '/attachment/box',
      },
    });
    renderDetails();
    expect(await screen.findByText(/The store needs more from you/)).toBeTruthy();
    fireEvent.click(button('Add evidence') as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: 'Send evidence' }));
    expect(await screen.findByText('Please add at least one photo or video.')).toBeTruthy();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'box.jpg')], configurable: true });
    fireEvent.change(input);
    await screen.findByRole('img', { name: 'box.jpg' });
    fireEvent.input(screen.getByLabelText('Note for the store (optional)'), {
      target: { value: 'Close-up' },
    });
    fireEvent.click(button('Send evidence') as HTMLElement);
    expect(await screen.findByText('Thank you. Your evidence was added to the claim.')).toBeTruthy();
    expect(calls.find((call) => call.name === 'edit-claim-material')?.input).toEqual({
      claimId: CLAIM_ID,
      attachments: ['00000000-0000-4000-8000-00000000f001'],
      comment: 'Close-up',
    });
    expect(screen.getAllByText('You added evidence; the store will look at it.').length).toBeGreaterThan(0);
  });

  it('changes the payout method with a valid e-mail', async () => {
    detail = claimDetail({ can: { ...NONE, changePaymentMethod: true } });
    answers['edit-payment-method'] = () => ({
      ok: true,
      data: claimDetail({ paymentMethod: { paymentMethod: 'paypal', payAccount: 'pay@example.com' } }),
    });
    renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Change payout method' }));
    fireEvent.click(screen.getByLabelText(/PayPal/, { selector: 'input' }));
    const email = screen.getByLabelText('PayPal e-mail');
    fireEvent.input(email, { target: { value: 'pay@example' } });
    fireEvent.click(button('Save payout method') as HTMLElement);
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    fireEvent.input(email, { target: { value: 'pay@example.com' } });
    fireEvent.click(button('Save payout method') as HTMLElement);
    expect(await screen.findByText('Your payout method was changed.')).toBeTruthy();
    expect(calls.find((call) => call.name === 'edit-payment-method')?.input).toEqual({
      claimId: CLAIM_ID,
      paymentMethod: { paymentMethod: 'paypal', payAccount: 'pay@example.com' },
    });
  });

  it('gets paid once, polls until the card is sent, and shows it', async () => {
    const payout = (status: 'sending_payout' | 'payout_sent') => ({
      payoutId: '00000000-0000-4000-8000-0000000aa001',
      status,
      method: 'virtual_card' as const,
      amount: 2400,
      currency: 'USD',
      card:
        status === 'payout_sent'
          ? {
              brand: 'Visa' as const,
              maskedNumber: '•••• 4242',
              expiry: '05/27',
              redemptionUrl: 'https://cards.example/r/1',
            }
          : null,
      failureReason: null,
      sentAt: null,
    });
    detail = claimDetail({
      status: 'accepted',
      statusReason: 'low_value_damage_auto_approved',
      can: { ...NONE, cashOut: true },
    });
    answers['rc-cash-withdraw'] = () => {
      detail = claimDetail({ status: 'sending_payout', payout: payout('sending_payout'), can: NONE });
      return { ok: true, data: payout('sending_payout') };
    };
    renderDetails();
    const getPaid = await screen.findByRole('button', { name: 'Get paid' });
    expect(screen.getByText('Your claim was approved: $24.00 is ready for you.')).toBeTruthy();
    fireEvent.click(getPaid);
    fireEvent.click(getPaid);
    expect(await screen.findByText('Sending your payout…')).toBeTruthy();
    const withdrawals = calls.filter((call) => call.name === 'rc-cash-withdraw');
    expect(withdrawals).toHaveLength(1);
    expect((withdrawals[0]?.input as RequestOf<'rc-cash-withdraw'> | undefined)?.requestId).toMatch(
      /^[\w-]{8,}$/,
    );

    detail = claimDetail({ status: 'payout_sent', payout: payout('payout_sent'), can: NONE });
    const link = await screen.findByRole('link', { name: /View your card/ }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('https://cards.example/r/1');
    expect(screen.getByText('•••• 4242')).toBeTruthy();
    expect(screen.getByText('05/27')).toBeTruthy();
  });

  it('after a failed payout, a retry is a new attempt', async () => {
    const failed = {
      payoutId: '00000000-0000-4000-8000-0000000aa001',
      status: 'payout_failed' as const,
      method: 'virtual_card' as const,
      amount: 2400,
      currency: 'USD',
      card: null,
      failureReason: 'The card issuer is unavailable.',
      sentAt: null,
    };
    detail = claimDetail({ status: 'accepted', can: { ...NONE, cashOut: true } });
    answers['rc-cash-withdraw'] = () => {
      detail = claimDetail({
        status: 'payout_failed',
        statusReason: failed.failureReason,
        payout: failed,
        can: { ...NONE, cashOut: true },
        timeline: [
          ...claimDetail().timeline,
          {
            at: '2026-05-01T11:00:00.000Z',
            type: 'payout',
            status: 'payout_failed',
            actor: 'system',
            reason: null,
          },
        ],
      });
      return { ok: true, data: failed };
    };
    renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Get paid' }));
    expect(
      await screen.findByText(/Your payout could not be sent\. The card issuer is unavailable\./),
    ).toBeTruthy();
    // Told once, where the retry is, not also under the status.
    expect(screen.getAllByText(/The card issuer is unavailable/)).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((call) => call.name === 'rc-cash-withdraw')).toHaveLength(2));
    const [first, second] = calls
      .filter((call) => call.name === 'rc-cash-withdraw')
      .map((call) => (call.input as RequestOf<'rc-cash-withdraw'>).requestId);
    expect(second).not.toBe(first);
  });

  it("shows the server's message when the claim is not this order's", async () => {
    answers['get-claim-detail'] = () => ({
      ok: false,
      code: 100009,
      message: 'We could not find this in your order (server).',
    });
    renderDetails();
    expect(await screen.findByText('We could not find this in your order (server).')).toBeTruthy();
  });
});
