import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { humanizeStatus, normalizeStatus, type StatusTone, statusDisplay } from './status-display';
import { STATUSES } from './statuses';

const TONES: readonly StatusTone[] = ['yellow', 'green', 'orange', 'grey', 'cyan', 'red'];

function expectRow(statuses: string[], tone: StatusTone) {
  for (const status of statuses) {
    const display = statusDisplay(status);
    expect(display.tone, status).toBe(tone);
    expect(display.title, status).toBe(humanizeStatus(status));
  }
}

describe('status display (spec section 4 table)', () => {
  it("section 4: submitted, under_review and needs_review read 'Under review', in yellow", () => {
    for (const status of ['submitted', 'under_review', 'needs_review']) {
      expect(statusDisplay(status)).toEqual({
        title: 'Under review',
        titleKey: 'status.under_review',
        tone: 'yellow',
      });
    }
  });

  it("section 4: 'In Progress' and init read 'In process', in yellow", () => {
    for (const status of ['In Progress', 'init']) {
      expect(statusDisplay(status)).toEqual({
        title: 'In process',
        titleKey: 'status.in_process',
        tone: 'yellow',
      });
    }
  });

  it('section 4: accepted, settled, completed, delivered show as status in green', () => {
    expect(statusDisplay('accepted')).toEqual({
      title: 'Accepted',
      titleKey: 'status.accepted',
      tone: 'green',
    });
    expect(statusDisplay('settled')).toEqual({ title: 'Settled', titleKey: 'status.settled', tone: 'green' });
    expect(statusDisplay('completed')).toEqual({
      title: 'Completed',
      titleKey: 'status.completed',
      tone: 'green',
    });
    expect(statusDisplay('delivered')).toEqual({
      title: 'Delivered',
      titleKey: 'status.delivered',
      tone: 'green',
    });
  });

  it('section 4: rejected shows as status in orange', () => {
    expect(statusDisplay('rejected')).toEqual({
      title: 'Rejected',
      titleKey: 'status.rejected',
      tone: 'orange',
    });
  });

  it('section 4: draft, closed, expired, withdrawn show as status in grey', () => {
    expect(statusDisplay('draft')).toEqual({ title: 'Draft', titleKey: 'status.draft', tone: 'grey' });
    expect(statusDisplay('closed')).toEqual({ title: 'Closed', titleKey: 'status.closed', tone: 'grey' });
    expect(statusDisplay('expired')).toEqual({ title: 'Expired', titleKey: 'status.expired', tone: 'grey' });
    expect(statusDisplay('withdrawn')).toEqual({
      title: 'Withdrawn',
      titleKey: 'status.withdrawn',
      tone: 'grey',
    });
  });

  it('section 4: to_return, return_received, return_shipped show as status in cyan', () => {
    expect(statusDisplay('to_return')).toEqual({
      title: 'To return',
      titleKey: 'status.to_return',
      tone: 'cyan',
    });
    expect(statusDisplay('return_received')).toEqual({
      title: 'Return received',
      titleKey: 'status.return_received',
      tone: 'cyan',
    });
    expect(statusDisplay('return_shipped')).toEqual({
      title: 'Return shipped',
      titleKey: 'status.return_shipped',
      tone: 'cyan',
    });
  });

  it('section 4: payout_sent, sending_payout show as status in green', () => {
    expect(statusDisplay('payout_sent')).toEqual({
      title: 'Payout sent',
      titleKey: 'status.payout_sent',
      tone: 'green',
    });
    expect(statusDisplay('sending_payout')).toEqual({
      title: 'Sending payout',
      titleKey: 'status.sending_payout',
      tone: 'green',
    });
  });

  it('section 4: payout_failed, action_required show as status in red', () => {
    expect(statusDisplay('payout_failed')).toEqual({
      title: 'Payout failed',
      titleKey: 'status.payout_failed',
      tone: 'red',
    });
    expect(statusDisplay('action_required')).toEqual({
      title: 'Action required',
      titleKey: 'status.action_required',
      tone: 'red',
    });
  });

  it('section 4: shipped, un_delivered, in_transit, pre_transit show as status in grey', () => {
    expect(statusDisplay('shipped')).toEqual({ title: 'Shipped', titleKey: 'status.shipped', tone: 'grey' });
    expect(statusDisplay('un_delivered')).toEqual({
      title: 'Undelivered',
      titleKey: 'status.un_delivered',
      tone: 'grey',
    });
    expect(statusDisplay('in_transit')).toEqual({
      title: 'In transit',
      titleKey: 'status.in_transit',
      tone: 'grey',
    });
    expect(statusDisplay('pre_transit')).toEqual({
      title: 'Pre-transit',
      titleKey: 'status.pre_transit',
      tone: 'grey',
    });
  });
});

describe('status display of the other statuses named in section 4 (our tones)', () => {
  it('section 4 other statuses: failed, exception and reimbursement_rejected are red, like request_payment_method (the shopper must act)', () => {
    expectRow(['failed', 'exception', 'reimbursement_rejected', 'request_payment_method'], 'red');
  });

  it('section 4 other statuses: approved, paid, success and everything completed, sent or created is green', () => {
    expectRow(
      [
        'approved',
        'paid',
        'success',
        'repair_completed',
        'reimbursement_repair_completed',
        'reimbursement_replacement_completed',
        'reimbursement_payout_sent',
        'replacement_completed',
        'replacement_order_created',
      ],
      'green',
    );
  });

  it('section 4 other statuses: pending, requested and everything waiting, in progress or under review is yellow', () => {
    expectRow(
      [
        'pending',
        'requested',
        'repair_waiting',
        'repair_in_progress',
        'reimbursement_under_review',
        'replacement_order_waiting',
      ],
      'yellow',
    );
  });

  it('section 4 other statuses: cancelled, voided, unpaid and none are grey', () => {
    expectRow(['cancelled', 'voided', 'unpaid', 'none'], 'grey');
  });

  it('section 4 other statuses: titles are the status humanized', () => {
    expect(statusDisplay('reimbursement_payout_sent')).toEqual({
      title: 'Reimbursement payout sent',
      titleKey: 'status.reimbursement_payout_sent',
      tone: 'green',
    });
    expect(statusDisplay('none').title).toBe('None');
  });

  it('every named status has a title, an i18n key and one of the six tones', () => {
    for (const status of STATUSES) {
      const display = statusDisplay(status);
      expect(display.title).not.toBe('');
      expect(display.titleKey).toMatch(/^status\.[a-z_]+$/);
      expect(TONES).toContain(display.tone);
    }
  });
});

describe('matching and fallback', () => {
  it('ignores case and reads spaces and hyphens as underscores', () => {
    expect(statusDisplay('in_progress').title).toBe('In process');
    expect(statusDisplay('IN PROGRESS').title).toBe('In process');
    expect(statusDisplay('Payout-Sent')).toEqual({
      title: 'Payout sent',
      titleKey: 'status.payout_sent',
      tone: 'green',
    });
    expect(statusDisplay(' REJECTED ').tone).toBe('orange');
  });

  it('shows an unknown status humanized in grey', () => {
    expect(statusDisplay('awaiting_pickup')).toEqual({
      title: 'Awaiting pickup',
      titleKey: 'status.awaiting_pickup',
      tone: 'grey',
    });
    expect(statusDisplay('outForDelivery')).toEqual({
      title: 'Out for delivery',
      titleKey: 'status.out_for_delivery',
      tone: 'grey',
    });
  });

  it("does not mistake Object's own properties for statuses", () => {
    expect(statusDisplay('constructor')).toEqual({
      title: 'Constructor',
      titleKey: 'status.constructor',
      tone: 'grey',
    });
    expect(statusDisplay('__proto__')).toEqual({ title: 'Proto', titleKey: 'status.proto', tone: 'grey' });
  });

  it("shows an empty status as 'Unknown'", () => {
    expect(statusDisplay('')).toEqual({ title: 'Unknown', titleKey: 'status.unknown', tone: 'grey' });
    expect(statusDisplay('   ')).toEqual({ title: 'Unknown', titleKey: 'status.unknown', tone: 'grey' });
    expect(statusDisplay('_')).toEqual({ title: 'Unknown', titleKey: 'status.unknown', tone: 'grey' });
  });

  it('normalizes and humanizes', () => {
    expect(normalizeStatus('In Progress')).toBe('in_progress');
    expect(humanizeStatus('payout_sent')).toBe('Payout sent');
    expect(humanizeStatus('__a__b__')).toBe('A b');
  });

  it('property: any string gets a non-empty title and one of the six tones', () => {
    fc.assert(
      fc.property(fc.string(), (status) => {
        const display = statusDisplay(status);
        return (
          display.title.length > 0 && TONES.includes(display.tone) && display.titleKey.startsWith('status.')
        );
      }),
    );
  });
});
