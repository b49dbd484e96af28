// A claim's reason: the rules' reason keys are translated; anything else is the merchant's own
// words and is shown as written.

/** Reason keys the rules and the shopper's actions give (packages/domain claim-lifecycle). */
export const REASON_KEYS = [
  'delay_auto_approved',
  'low_value_damage_auto_approved',
  'outside_coverage_window',
  'evidence_missing',
  'merchant_review',
  'evidence_added',
  'appeal',
  // Payouts (modules/payouts): why a payout failed.
  'payout_declined',
  'payout_rejected',
  'payout_method_unavailable',
] as const;

const KNOWN: ReadonlySet<string> = new Set(REASON_KEYS);

/** The i18n key of a rule's reason, or null for the merchant's own text. */
export function reasonKey(reason: string): string | null {
  return KNOWN.has(reason) ? `claims.reason.${reason}` : null;
}
