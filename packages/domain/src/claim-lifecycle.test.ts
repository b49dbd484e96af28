import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appealStanding,
  CLAIM_COMMANDS,
  CLAIM_STATUSES,
  type ClaimStatus,
  canAddEvidence,
  canChangePaymentMethod,
  claimAmountMinor,
  DEFAULT_APPEAL_WINDOW_DAYS,
  DEFAULT_CLAIM_RULES,
  decideOnSubmit,
  EMAILED_CLAIM_STATUSES,
  evidenceComplete,
  fulfillmentAllows,
  isClaimStatus,
  isDraftEditable,
  isEmailedClaimStatus,
  isFinalClaimStatus,
  issueOptions,
  needsPoliceReport,
  nextClaimStatus,
  requiredEvidence,
} from './claim-lifecycle';
import { ISSUE_TYPES } from './enums';
import { STATUSES } from './statuses';

describe('claim statuses (spec 4)', () => {
  it('uses only statuses the spec names', () => {
    for (const status of CLAIM_STATUSES) expect(STATUSES).toContain(status);
  });

  it('recognises claim statuses', () => {
    expect(isClaimStatus('draft')).toBe(true);
    expect(isClaimStatus('payout_sent')).toBe(true);
    expect(isClaimStatus('delivered')).toBe(false);
    expect(isClaimStatus(3)).toBe(false);
  });
});

describe('claim transitions', () => {
  it.each([
    ['draft', 'submit', 'submitted'],
    ['draft', 'withdraw', 'withdrawn'],
    ['draft', 'expire', 'expired'],
    ['submitted', 'review', 'under_review'],
    ['submitted', 'approve', 'accepted'],
    ['submitted', 'reject', 'rejected'],
    ['submitted', 'requestEvidence', 'action_required'],
    ['under_review', 'approve', 'accepted'],
    ['under_review', 'reject', 'rejected'],
    ['under_review', 'requestEvidence', 'action_required'],
    ['action_required', 'addEvidence', 'under_review'],
    ['action_required', 'approve', 'accepted'],
    ['action_required', 'reject', 'rejected'],
    ['accepted', 'requestPayout', 'sending_payout'],
    ['sending_payout', 'payoutSent', 'payout_sent'],
    ['sending_payout', 'payoutFailed', 'payout_failed'],
    ['payout_failed', 'requestPayout', 'sending_payout'],
    ['rejected', 'appeal', 'under_review'],
  ] as const)('%s --%s--> %s', (from, command, to) => {
    expect(nextClaimStatus(from, command)).toBe(to);
  });

  it.each([
    ['draft', 'approve'],
    ['submitted', 'withdraw'],
    ['accepted', 'approve'],
    ['sending_payout', 'requestPayout'],
    ['payout_sent', 'requestPayout'],
    ['rejected', 'requestPayout'],
    ['withdrawn', 'submit'],
    ['accepted', 'appeal'],
    ['under_review', 'appeal'],
  ] as const)('refuses %s --%s', (from, command) => {
    expect(nextClaimStatus(from, command)).toBeNull();
  });

  it('pays out only from accepted or after a failed payout', () => {
    const from = CLAIM_STATUSES.filter((status) => nextClaimStatus(status, 'requestPayout') !== null);
    expect(from.sort()).toEqual(['accepted', 'payout_failed']);
  });

  it('never leaves a final status, whatever the command (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CLAIM_STATUSES),
        fc.constantFrom(...CLAIM_COMMANDS),
        (status, command) => {
          const next = nextClaimStatus(status, command);
          if (isFinalClaimStatus(status)) expect(next).toBeNull();
          if (next !== null) expect(CLAIM_STATUSES).toContain(next);
        },
      ),
    );
  });

  it('reaches payout_sent at most once along any command sequence (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CLAIM_COMMANDS), { maxLength: 40 }), (commands) => {
        let status: ClaimStatus = 'draft';
        let sent = 0;
        for (const command of commands) {
          const next = nextClaimStatus(status, command);
          if (next === null) continue;
          status = next;
          if (status === 'payout_sent') sent += 1;
        }
        expect(sent).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('final statuses are the ends: withdrawn, expired, payout_sent (a refusal may be appealed)', () => {
    expect(CLAIM_STATUSES.filter(isFinalClaimStatus).sort()).toEqual(['expired', 'payout_sent', 'withdrawn']);
  });

  it('appeals only a refusal', () => {
    expect(CLAIM_STATUSES.filter((status) => nextClaimStatus(status, 'appeal') !== null)).toEqual([
      'rejected',
    ]);
  });
});

describe('claim update e-mails', () => {
  it('e-mails the answers and the requests, not what the shopper just did', () => {
    const emailed = CLAIM_STATUSES.filter((status) => isEmailedClaimStatus(status));
    expect(emailed).toEqual([...EMAILED_CLAIM_STATUSES]);
    for (const status of ['draft', 'submitted', 'withdrawn', 'expired', 'sending_payout']) {
      expect(isEmailedClaimStatus(status), status).toBe(false);
    }
    expect(isEmailedClaimStatus('not-a-status')).toBe(false);
  });
});

describe('what the shopper may change', () => {
  it('edits items and details only in a draft', () => {
    expect(CLAIM_STATUSES.filter(isDraftEditable)).toEqual(['draft']);
  });

  it('adds evidence while the claim is looked at or more is asked for', () => {
    expect(CLAIM_STATUSES.filter(canAddEvidence)).toEqual(['submitted', 'under_review', 'action_required']);
  });

  it('changes the payout method until the money goes out', () => {
    expect(CLAIM_STATUSES.filter(canChangePaymentMethod)).toEqual([
      'draft',
      'submitted',
      'under_review',
      'action_required',
      'accepted',
      'payout_failed',
    ]);
  });
});

describe('issue options (spec 2 "options")', () => {
  const delivered = { status: 'delivered', coverageCanceled: false };
  const inTransit = { status: 'in_transit', coverageCanceled: false };

  it('shipping protection: delivered, in transit and unfulfilled items (#1001)', () => {
    expect(
      issueOptions({
        productCode: 'shipping_protection',
        fulfillments: [delivered, inTransit],
        unfulfilledCount: 1,
      }),
    ).toEqual(['damage', 'delay', 'theft', 'loss', 'noShipped', 'wrongItem', 'nad']);
  });

  it('only what package states allow', () => {
    expect(
      issueOptions({ productCode: 'shipping_protection', fulfillments: [inTransit], unfulfilledCount: 0 }),
    ).toEqual(['delay', 'loss']);
    expect(
      issueOptions({ productCode: 'delivery_guarantee', fulfillments: [], unfulfilledCount: 2 }),
    ).toEqual(['noShipped']);
  });

  it('a package whose coverage was canceled offers nothing (200020)', () => {
    expect(
      issueOptions({
        productCode: 'shipping_protection',
        fulfillments: [{ status: 'delivered', coverageCanceled: true }],
        unfulfilledCount: 0,
      }),
    ).toEqual([]);
    expect(fulfillmentAllows('damage', { status: 'delivered', coverageCanceled: true })).toBe(false);
  });

  it('return assurance and product protection', () => {
    expect(
      issueOptions({ productCode: 'return_assurance', fulfillments: [delivered], unfulfilledCount: 0 }),
    ).toEqual(['return']);
    expect(
      issueOptions({ productCode: 'extended_warranty', fulfillments: [delivered], unfulfilledCount: 0 }),
    ).toEqual(['extended_warranty', 'mechanical_breakdown']);
    expect(
      issueOptions({ productCode: 'accidental_damage', fulfillments: [delivered], unfulfilledCount: 0 }),
    ).toEqual(['accidental_damage']);
  });

  it('an unknown coverage kind offers nothing', () => {
    expect(issueOptions({ productCode: 'mystery', fulfillments: [delivered], unfulfilledCount: 3 })).toEqual(
      [],
    );
  });

  it('noShipped is never tied to a package', () => {
    expect(fulfillmentAllows('noShipped', delivered)).toBe(false);
  });
});

describe('required evidence (get-required-document)', () => {
  it('asks for photos of damage, wrong and not-as-described items', () => {
    for (const issueType of ['damage', 'wrongItem', 'nad'] as const) {
      expect(requiredEvidence(issueType)).toEqual([expect.objectContaining({ kind: 'image', min: 1 })]);
    }
  });

  it('accepts photos or video for product protection', () => {
    for (const issueType of ['extended_warranty', 'mechanical_breakdown', 'accidental_damage'] as const) {
      expect(requiredEvidence(issueType)[0]?.kind).toBe('image-or-video');
    }
  });

  it('needs nothing for delay, loss and not shipped', () => {
    for (const issueType of ['delay', 'loss', 'noShipped', 'return'] as const)
      expect(requiredEvidence(issueType)).toEqual([]);
  });

  it('counts images, and videos where they are accepted', () => {
    expect(evidenceComplete('damage', { images: 0, videos: 3 })).toBe(false);
    expect(evidenceComplete('damage', { images: 1, videos: 0 })).toBe(true);
    expect(evidenceComplete('accidental_damage', { images: 0, videos: 1 })).toBe(true);
    expect(evidenceComplete('accidental_damage', { images: 0, videos: 0 })).toBe(false);
    expect(evidenceComplete('theft', { images: 0, videos: 0 })).toBe(true);
  });

  it('theft needs a police report (200010); nothing else does', () => {
    expect(ISSUE_TYPES.filter(needsPoliceReport)).toEqual(['theft']);
  });
});

describe('claim amount', () => {
  const items = [
    { unitPriceMinor: 8900, quantity: 1 },
    { unitPriceMinor: 2400, quantity: 2 },
  ];

  it('pays the items at the price paid', () => {
    expect(claimAmountMinor({ items, includeBp: false, shippingMinor: 900, remainingMinor: 100_000 })).toBe(
      13_700,
    );
  });

  it('adds the shipping with the extra coverage', () => {
    expect(claimAmountMinor({ items, includeBp: true, shippingMinor: 900, remainingMinor: 100_000 })).toBe(
      14_600,
    );
  });

  it('never pays more than the policy has left, nor less than nothing', () => {
    expect(claimAmountMinor({ items, includeBp: true, shippingMinor: 900, remainingMinor: 10_000 })).toBe(
      10_000,
    );
    expect(claimAmountMinor({ items, includeBp: false, shippingMinor: 0, remainingMinor: -5 })).toBe(0);
  });
});

describe('decision at submission', () => {
  const base = {
    amountMinor: 13_700,
    evidence: { images: 2, videos: 0 },
    policyEndsAt: new Date('2026-12-31T00:00:00Z'),
    submittedAt: new Date('2026-11-22T00:00:00Z'),
    fulfillmentStatus: 'delivered',
    rules: DEFAULT_CLAIM_RULES,
  };

  it('refuses a claim after the coverage window', () => {
    expect(
      decideOnSubmit({ ...base, issueType: 'damage', submittedAt: new Date('2027-01-01T00:00:00Z') }),
    ).toEqual({
      command: 'reject',
      reason: 'outside_coverage_window',
    });
  });

  it('asks for the evidence that is missing', () => {
    expect(decideOnSubmit({ ...base, issueType: 'damage', evidence: { images: 0, videos: 0 } }).command).toBe(
      'requestEvidence',
    );
  });

  it('approves a delay on a package still on its way', () => {
    expect(decideOnSubmit({ ...base, issueType: 'delay', fulfillmentStatus: 'in_transit' }).command).toBe(
      'approve',
    );
    expect(
      decideOnSubmit({
        ...base,
        issueType: 'delay',
        fulfillmentStatus: 'in_transit',
        rules: { ...DEFAULT_CLAIM_RULES, autoApproveDelay: false },
      }).command,
    ).toBe('review');
  });

  it('approves low-value damage with photos: exactly the limit yes, one cent more no', () => {
    expect(decideOnSubmit({ ...base, issueType: 'damage', amountMinor: 5000 }).command).toBe('approve');
    expect(decideOnSubmit({ ...base, issueType: 'damage', amountMinor: 5001 }).command).toBe('review');
    expect(
      decideOnSubmit({
        ...base,
        issueType: 'damage',
        amountMinor: 100,
        rules: { ...DEFAULT_CLAIM_RULES, autoApproveDamageUpToMinor: 0 },
      }).command,
    ).toBe('review');
  });

  it('leaves the rest to the merchant (#1001 damage on two items)', () => {
    expect(decideOnSubmit({ ...base, issueType: 'damage' })).toEqual({
      command: 'review',
      reason: 'merchant_review',
    });
    expect(decideOnSubmit({ ...base, issueType: 'theft' }).command).toBe('review');
  });
});

describe('appealing a refusal', () => {
  const rejectedAt = new Date('2026-11-01T10:00:00Z');
  const at = (days: number) => new Date(rejectedAt.getTime() + days * 86_400_000);
  const base = { status: 'rejected' as const, rejectedAt, appealed: false, windowDays: 30 };

  it('is open within the window, to its last millisecond', () => {
    expect(appealStanding({ ...base, now: at(1) })).toEqual({ open: true, until: at(30) });
    expect(appealStanding({ ...base, now: at(30) })).toEqual({ open: true, until: at(30) });
  });

  it('closes after the window', () => {
    expect(appealStanding({ ...base, now: new Date(at(30).getTime() + 1) })).toEqual({
      open: false,
      why: 'window_closed',
      until: at(30),
    });
  });

  it('is allowed once', () => {
    expect(appealStanding({ ...base, appealed: true, now: at(1) })).toEqual({
      open: false,
      why: 'already_appealed',
      until: null,
    });
  });

  it('is off with a window of 0 days', () => {
    expect(appealStanding({ ...base, windowDays: 0, now: rejectedAt })).toMatchObject({ why: 'appeals_off' });
  });

  it('needs a refused claim', () => {
    expect(appealStanding({ ...base, status: 'accepted', now: at(1) })).toMatchObject({
      why: 'not_rejected',
    });
    expect(appealStanding({ ...base, rejectedAt: null, now: at(1) })).toMatchObject({ why: 'not_rejected' });
  });

  it('gives 30 days by default', () => {
    expect(DEFAULT_APPEAL_WINDOW_DAYS).toBe(30);
  });
});
