import { describe, expect, it } from 'vitest';
import { isStatus, OTHER_STATUSES, STATUSES, TABLE_STATUSES } from './statuses';

describe('statuses (spec section 4)', () => {
  it('section 4: the table names 25 statuses, spelled as in the spec including "In Progress"', () => {
    expect(TABLE_STATUSES).toHaveLength(25);
    expect(TABLE_STATUSES).toContain('In Progress');
    expect(TABLE_STATUSES).not.toContain('in_progress');
  });

  it('section 4: the other statuses named are all 23 listed', () => {
    expect(OTHER_STATUSES).toEqual([
      'pending',
      'failed',
      'approved',
      'cancelled',
      'voided',
      'requested',
      'success',
      'paid',
      'unpaid',
      'none',
      'exception',
      'repair_waiting',
      'repair_in_progress',
      'repair_completed',
      'reimbursement_under_review',
      'reimbursement_repair_completed',
      'reimbursement_replacement_completed',
      'reimbursement_payout_sent',
      'reimbursement_rejected',
      'replacement_order_waiting',
      'request_payment_method',
      'replacement_completed',
      'replacement_order_created',
    ]);
  });

  it('lists every status once', () => {
    expect(new Set(STATUSES).size).toBe(STATUSES.length);
    expect(STATUSES).toHaveLength(48);
  });

  it('recognises named statuses by exact spelling only', () => {
    expect(isStatus('In Progress')).toBe(true);
    expect(isStatus('payout_sent')).toBe(true);
    expect(isStatus('in progress')).toBe(false);
    expect(isStatus('PAID')).toBe(false);
    expect(isStatus(null)).toBe(false);
  });
});
