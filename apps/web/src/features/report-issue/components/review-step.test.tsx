import type { RequestOf, ResponseOf } from '@rc/contract/call-types';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import german from '../../../../public/locales/de-DE/common.json';
import { callGateway, type GatewayResult } from '../../../lib/gateway';
import { CLAIM_ID, claimDetail, FULFILLMENT_ID, POLICY_ID, TOTE } from '../../../test/fixtures';
import { context, deferred, renderScreen } from '../../../test/render';
import { useClaimFlowStore } from '../stores/claim-flow-store';
import { ReviewStep } from './review-step';

vi.mock('../../../lib/gateway', async (original) => ({
  ...(await original<typeof import('../../../lib/gateway')>()),
  callGateway: vi.fn(),
}));
const gateway = vi.mocked(callGateway);

function reviewData(body: RequestOf<'claim-apply-review'>): ResponseOf<'claim-apply-review'> {
  const includeBp = body.includeBp ?? false;
  return {
    issueType: 'damage',
    protectionName: 'Shipping Protection',
    currency: 'USD',
    items: [{ ...TOTE, quantity: 2 }],
    itemsTotal: 4800,
    shipping: includeBp ? 995 : 0,
    includeBp,
    amount: includeBp ? 5795 : 4800,
    remainSumInsure: 24700,
    attachments: [],
    paymentMethod: { paymentMethod: 'virtual_card', payAccount: 'shopper@example.com' },
    missingEvidence: ['damage_photos'],
  };
}

type SubmitAnswer = Promise<GatewayResult<ResponseOf<'submit-claim'>>>;
let submits: RequestOf<'submit-claim'>[];
let nextSubmit: () => SubmitAnswer;

beforeEach(() => {
  submits = [];
  nextSubmit = async () => ({ ok: true, data: claimDetail({ status: 'accepted' }) });
  gateway.mockReset();
  gateway.mockImplementation(async (name, input) => {
    if (name === 'claim-apply-review')
      return { ok: true, data: reviewData(input as RequestOf<'claim-apply-review'>) } as never;
    if (name === 'submit-claim') {
      submits.push(input as RequestOf<'submit-claim'>);
      return nextSubmit() as never;
    }
    throw new Error(`unexpected call ${name}`);
  });
  useClaimFlowStore.getState().start({
    type: 'damage',
    currentPolicy: POLICY_ID,
    selectedFulfillmentId: FULFILLMENT_ID,
    items: [{ itemId: TOTE.itemId, quantity: 2 }],
    selectedItems: [{ ...TOTE, quantity: 2 }],
    details: { description: 'The box was crushed', noticedAt: null, policeReportNumber: '' },
  });
});

afterEach(async () => {
  await i18next.changeLanguage('en-US');
});

function renderReview() {
  return renderScreen('/demo/review', <ReviewStep context={context} />);
}

describe('review', () => {
  it("shows the server's figures, what is missing, and where the money goes", async () => {
    renderReview();
    expect(await screen.findByText('$48.00', { selector: '.claim-summary__total dd' })).toBeTruthy();
    expect(screen.getByText(/Still missing: Photos of the damage/)).toBeTruthy();
    expect(screen.getByText('Virtual Visa gift card')).toBeTruthy();
    expect(screen.getByText('Step 8 of 8')).toBeTruthy();
    const body = gateway.mock.calls.find(([name]) => name === 'claim-apply-review')?.[1];
    expect(body).toMatchObject({
      policyId: POLICY_ID,
      fulfillmentId: FULFILLMENT_ID,
      issueType: 'damage',
      items: [{ itemId: TOTE.itemId, quantity: 2 }],
      applicantEmail: 'shopper@example.com',
      paymentMethod: { paymentMethod: 'virtual_card', payAccount: 'shopper@example.com' },
      useShippingLabel: true,
    });
  });

  it('writes the money and the day as the page’s language does: German "48,00 $" (decision 054)', async () => {
    i18next.addResourceBundle('de-DE', 'common', german);
    await i18next.changeLanguage('de-DE');
    useClaimFlowStore.getState().update({
      details: { description: 'The box was crushed', noticedAt: '2026-12-01', policeReportNumber: '' },
    });
    renderReview();
    // Intl writes a no-break space before the symbol; Testing Library reads it as a space.
    expect(await screen.findByText('48,00 $', { selector: '.claim-summary__total dd' })).toBeTruthy();
    expect(screen.getByText('247,00 $')).toBeTruthy();
    expect(screen.getByText('1.12.2026')).toBeTruthy();
    expect(screen.queryByText(/\$48\.00/)).toBeNull();
  });

  it('turns the extra coverage on and off and reviews again', async () => {
    renderReview();
    const includeBp = (await screen.findByLabelText('Also claim the shipping you paid')) as HTMLInputElement;
    expect(includeBp.checked).toBe(false);
    fireEvent.click(includeBp);
    expect(await screen.findByText('$57.95')).toBeTruthy();
    expect(useClaimFlowStore.getState().includeBp).toBe(true);
  });

  it('disables Submit while sending, so a double click sends one claim', async () => {
    const answer = deferred<Awaited<SubmitAnswer>>();
    nextSubmit = () => answer.promise;
    const { router } = renderReview();
    await screen.findByText('$48.00', { selector: '.claim-summary__total dd' });
    const submit = screen.getByRole('button', { name: 'Submit claim' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(true));
    expect(submit.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(submit);
    expect(submits).toHaveLength(1);
    answer.resolve({ ok: true, data: claimDetail({ status: 'accepted' }) });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/demo/issue-details?claimId=${CLAIM_ID}`,
      ),
    );
    // The report is done: the flow is forgotten.
    expect(useClaimFlowStore.getState().type).toBeNull();
  });

  it('retries a failed send with the same requestId, and a changed claim with a new one', async () => {
    nextSubmit = async () => ({ ok: false, code: 100500, message: null });
    renderReview();
    await screen.findByText('$48.00', { selector: '.claim-summary__total dd' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText('Something went wrong, please try again later')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
    await waitFor(() => expect(submits).toHaveLength(2));
    expect(submits[0]?.requestId).toMatch(/^[\w-]{8,100}$/);
    expect(submits[1]?.requestId).toBe(submits[0]?.requestId);
    // The key is kept in the flow store, so a reload retries with it too.
    expect(useClaimFlowStore.getState().requestId?.key).toBe(submits[0]?.requestId);

    fireEvent.click(screen.getByLabelText('Also claim the shipping you paid'));
    await screen.findByText('$57.95');
    fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
    await waitFor(() => expect(submits).toHaveLength(3));
    expect(submits[2]?.requestId).not.toBe(submits[0]?.requestId);
    expect(submits[2]?.includeBp).toBe(true);
  });

  it("shows the server's 200010 message with a way back to the police report", async () => {
    useClaimFlowStore.getState().update({ type: 'theft' });
    gateway.mockImplementation(async (name) => {
      if (name === 'claim-apply-review')
        return { ok: false, code: 200010, message: 'Police report number needed (server text).' } as never;
      throw new Error(`unexpected call ${name}`);
    });
    renderReview();
    expect(await screen.findByText(/Police report number needed \(server text\)\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add the police report number' }).getAttribute('href')).toBe(
      '/demo/issue-details',
    );
    expect(screen.getByRole('button', { name: 'Submit claim' }).hasAttribute('disabled')).toBe(true);
  });
});
