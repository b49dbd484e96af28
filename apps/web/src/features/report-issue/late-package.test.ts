import { describe, expect, it } from 'vitest';
import { POLICY_ID, SWEATER, TOTE } from '../../test/fixtures';
import {
  isLatePackageFlow,
  latePackageChoices,
  latePackagePosition,
  latePackageProblem,
  latePackageStep,
  nextLatePackageStep,
  startLatePackage,
} from './late-package';
import { EMPTY_FLOW } from './stores/claim-flow-store';

const PACKAGE = '00000000-0000-4000-8000-00000000c003';
const OTHER_POLICY = '00000000-0000-4000-8000-00000000b002';

describe('the late package claim', () => {
  it('offers delay and loss only, delay first, each with its policy', () => {
    expect(
      latePackageChoices([
        { issueType: 'damage', policyId: POLICY_ID },
        { issueType: 'loss', policyId: OTHER_POLICY },
        { issueType: 'theft', policyId: POLICY_ID },
        { issueType: 'delay', policyId: POLICY_ID },
      ]),
    ).toEqual([
      { issueType: 'delay', policyId: POLICY_ID },
      { issueType: 'loss', policyId: OTHER_POLICY },
    ]);
    expect(latePackageChoices([{ issueType: 'damage', policyId: POLICY_ID }])).toEqual([]);
  });

  it('is three steps: the items, the payout, the review; an unknown step is the first', () => {
    expect(['items', 'payout', 'review'].map((step) => latePackagePosition(latePackageStep(step)))).toEqual([
      { current: 1, total: 3 },
      { current: 2, total: 3 },
      { current: 3, total: 3 },
    ]);
    expect(latePackageStep(null)).toBe('items');
    expect(latePackageStep('upload')).toBe('items');
    expect(nextLatePackageStep('items')).toBe('payout');
    expect(nextLatePackageStep('payout')).toBe('review');
    expect(nextLatePackageStep('review')).toBe('review');
  });

  it('starts with the type chosen and every item of the package at all it may still claim', () => {
    const started = startLatePackage(PACKAGE, { issueType: 'delay', policyId: POLICY_ID }, [
      { ...SWEATER, claimableQuantity: 1 },
      { ...TOTE, quantity: 2, claimableQuantity: 1 },
      { ...TOTE, itemId: '00000000-0000-4000-8000-0000000e0009', claimableQuantity: 0 },
    ]);
    expect(started).toMatchObject({
      type: 'delay',
      currentPolicy: POLICY_ID,
      selectedFulfillmentId: PACKAGE,
    });
    expect(started.items).toEqual([
      { itemId: SWEATER.itemId, quantity: 1 },
      { itemId: TOTE.itemId, quantity: 1 },
    ]);
    expect(started.selectedItems?.map((line) => [line.title, line.quantity])).toEqual([
      [SWEATER.title, 1],
      [TOTE.title, 1],
    ]);
  });

  it("knows its own flow in the store, and not another package's or a report with photos", () => {
    const flow = { ...EMPTY_FLOW, type: 'loss' as const, selectedFulfillmentId: PACKAGE };
    expect(isLatePackageFlow(flow, PACKAGE)).toBe(true);
    expect(isLatePackageFlow(flow, '00000000-0000-4000-8000-00000000c004')).toBe(false);
    expect(isLatePackageFlow({ ...flow, type: 'damage' }, PACKAGE)).toBe(false);
    expect(
      isLatePackageFlow(
        {
          ...flow,
          attachments: [{ attachmentId: 'a', fileName: 'a.jpg', kind: 'image', url: '/a' }] as never,
        },
        PACKAGE,
      ),
    ).toBe(false);
  });

  it('goes on with a type and an item, and past the payout with a valid account (the e-mail by default)', () => {
    const flow = {
      ...EMPTY_FLOW,
      type: 'delay' as const,
      selectedFulfillmentId: PACKAGE,
      items: [{ itemId: SWEATER.itemId, quantity: 1 }],
    };
    expect(latePackageProblem('items', { ...flow, type: null }, 'a@example.com')).toBe('type');
    expect(latePackageProblem('items', { ...flow, items: [] }, 'a@example.com')).toBe('items');
    expect(latePackageProblem('items', flow, 'a@example.com')).toBeNull();
    expect(latePackageProblem('payout', flow, 'a@example.com')).toBeNull();
    expect(
      latePackageProblem(
        'payout',
        { ...flow, paymentInfo: { payAccount: 'not an e-mail' } },
        'a@example.com',
      ),
    ).toBe('payAccount');
    expect(
      latePackageProblem('review', { ...flow, paymentInfo: { payAccount: ' b@example.com ' } }, ''),
    ).toBeNull();
  });
});
