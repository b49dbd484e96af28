// How a status is shown (spec section 4, "Status values and display"): an English title, the
// i18n key the web translates, and a colour tone.
//
// The spec gives the first row the title "'Under review' or 'In process'". Our decision:
// - 'submitted', 'under_review' and 'needs_review' read 'Under review' (someone is looking at it);
// - 'In Progress' and 'init' read 'In process' (the system is still working on it).
// "As status" titles are the status humanized: 'payout_sent' reads 'Payout sent'.
// Matching ignores case and treats spaces and hyphens like underscores, so 'in_progress' and
// 'IN PROGRESS' read like 'In Progress'. A status we do not know reads as itself humanized, in grey.

import type { Status } from './statuses';

export type StatusTone = 'yellow' | 'green' | 'orange' | 'grey' | 'cyan' | 'red';

export interface StatusDisplay {
  /** English title; the web shows `t(titleKey, { defaultValue: title })`. */
  title: string;
  /** i18n key of the title, e.g. `status.under_review`. */
  titleKey: string;
  tone: StatusTone;
}

const UNDER_REVIEW = { title: 'Under review', key: 'under_review' } as const;
const IN_PROCESS = { title: 'In process', key: 'in_process' } as const;

/** Statuses whose title is not the status humanized. */
const TITLE_OVERRIDES = new Map<string, { title: string; key: string }>(
  Object.entries({
    submitted: UNDER_REVIEW,
    under_review: UNDER_REVIEW,
    needs_review: UNDER_REVIEW,
    in_progress: IN_PROCESS,
    init: IN_PROCESS,
    // Humanizing word by word would read 'Un delivered' and 'Pre transit'.
    un_delivered: { title: 'Undelivered', key: 'un_delivered' },
    pre_transit: { title: 'Pre-transit', key: 'pre_transit' },
  }),
);

/** Tone of every named status, keyed by its normalized spelling ('In Progress' → 'in_progress'). */
const TONES = new Map<string, StatusTone>(
  Object.entries({
    // Spec section 4 table.
    submitted: 'yellow',
    in_progress: 'yellow',
    under_review: 'yellow',
    init: 'yellow',
    needs_review: 'yellow',
    accepted: 'green',
    settled: 'green',
    completed: 'green',
    delivered: 'green',
    rejected: 'orange',
    draft: 'grey',
    closed: 'grey',
    expired: 'grey',
    withdrawn: 'grey',
    to_return: 'cyan',
    return_received: 'cyan',
    return_shipped: 'cyan',
    payout_sent: 'green',
    sending_payout: 'green',
    payout_failed: 'red',
    action_required: 'red',
    shipped: 'grey',
    un_delivered: 'grey',
    in_transit: 'grey',
    pre_transit: 'grey',
    // "Other statuses named": our choice, by meaning. Waiting on someone is yellow, done is green,
    // broken or refused is red (reimbursement_rejected ends a reimbursement for good), nothing
    // happening is grey; request_payment_method asks the shopper to act, like action_required.
    pending: 'yellow',
    failed: 'red',
    approved: 'green',
    cancelled: 'grey',
    voided: 'grey',
    requested: 'yellow',
    success: 'green',
    paid: 'green',
    unpaid: 'grey',
    none: 'grey',
    exception: 'red',
    repair_waiting: 'yellow',
    repair_in_progress: 'yellow',
    repair_completed: 'green',
    reimbursement_under_review: 'yellow',
    reimbursement_repair_completed: 'green',
    reimbursement_replacement_completed: 'green',
    reimbursement_payout_sent: 'green',
    reimbursement_rejected: 'red',
    replacement_order_waiting: 'yellow',
    request_payment_method: 'red',
    replacement_completed: 'green',
    replacement_order_created: 'green',
  } satisfies Record<NormalizedStatus, StatusTone>),
);

type Normalized<S extends string> = S extends 'In Progress' ? 'in_progress' : Lowercase<S>;
type NormalizedStatus = Normalized<Status>;

/** The status in lower case with spaces and hyphens as underscores ('In Progress' → 'in_progress'). */
export function normalizeStatus(status: string): string {
  return status
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[\s_-]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** The status as words with a capital first letter ('payout_sent' → 'Payout sent'). */
export function humanizeStatus(status: string): string {
  const words = normalizeStatus(status).replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Title, i18n key and tone of a status (spec section 4); unknown statuses read humanized, in grey. */
export function statusDisplay(status: string): StatusDisplay {
  const key = normalizeStatus(status);
  if (key === '') return { title: 'Unknown', titleKey: 'status.unknown', tone: 'grey' };
  const override = TITLE_OVERRIDES.get(key);
  return {
    title: override?.title ?? humanizeStatus(status),
    titleKey: `status.${override?.key ?? key}`,
    tone: TONES.get(key) ?? 'grey',
  };
}
