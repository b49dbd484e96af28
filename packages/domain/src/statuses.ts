// Every status value named in spec section 4, spelled exactly as the spec spells it.

/** Statuses in the spec's display table (section 4), row by row. */
export const TABLE_STATUSES = [
  'submitted',
  'In Progress',
  'under_review',
  'init',
  'needs_review',
  'accepted',
  'settled',
  'completed',
  'delivered',
  'rejected',
  'draft',
  'closed',
  'expired',
  'withdrawn',
  'to_return',
  'return_received',
  'return_shipped',
  'payout_sent',
  'sending_payout',
  'payout_failed',
  'action_required',
  'shipped',
  'un_delivered',
  'in_transit',
  'pre_transit',
] as const;

/** Statuses the spec lists under "Other statuses named" (section 4). */
export const OTHER_STATUSES = [
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
] as const;

/** Every status value named in spec section 4. */
export const STATUSES = [...TABLE_STATUSES, ...OTHER_STATUSES] as const;
export type Status = (typeof STATUSES)[number];

/** True when the value is a status named in spec section 4 (exact spelling, e.g. 'In Progress'). */
export function isStatus(value: unknown): value is Status {
  return typeof value === 'string' && (STATUSES as readonly string[]).includes(value);
}
