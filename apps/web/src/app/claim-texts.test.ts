// Keys the claim screens (report-issue, claim-page, get-paid and the claim components they share)
// build at run time (t(`claims.issue.${type}`) and the like) are not seen by the translation files
// test: every value they can take has its text here. It sits in app/ as it reads more than one
// feature. The other languages are held to en-US's keys by lib/translations.test.ts.
import { requiredEvidence } from '@rc/domain/claim-lifecycle';
import { ISSUE_TYPES } from '@rc/domain/enums';
import { PROTECTION_NAME_KEYS } from '@rc/domain/protection-name';
import { describe, expect, it } from 'vitest';
import english from '../../public/locales/en-US/common.json';
import { PAYOUT_METHODS } from '../components/claims/payment-fields';
import { PACKAGE_CONDITIONS } from '../features/report-issue/pack-info';
import { REASON_KEYS } from '../lib/claim-reasons';

function has(key: string): boolean {
  let node: unknown = english;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.trim() !== '';
}

describe('claim texts built at run time', () => {
  it('exist in en-US for every value the server and domain can send', () => {
    const keys = [
      ...ISSUE_TYPES.flatMap((type) => [`claims.issue.${type}`, `claims.issueHint.${type}`]),
      ...ISSUE_TYPES.flatMap((type) =>
        requiredEvidence(type).map((document) => `claims.evidence.${document.key}`),
      ),
      ...REASON_KEYS.map((reason) => `claims.reason.${reason}`),
      ...[
        'created',
        'status_changed',
        'evidence_added',
        'payment_method_changed',
        'items_added',
        'payout',
      ].map((type) => `claims.timeline.${type}`),
      ...['shopper', 'merchant', 'system'].map((actor) => `claims.actor.${actor}`),
      ...PACKAGE_CONDITIONS.map((condition) => `claims.pack.conditions.${condition}`),
      ...['lengthCm', 'widthCm', 'heightCm'].map((side) => `claims.pack.${side}`),
      ...PAYOUT_METHODS.flatMap((method) => [
        `claims.payment.methods.${method}`,
        `claims.payment.methodHints.${method}`,
      ]),
      ...Object.values(PROTECTION_NAME_KEYS),
    ];
    expect(keys.filter((key) => !has(key))).toEqual([]);
  });
});
