// 'Report an issue' for a package or for the items not shipped yet (home and orders). Shown only
// where the order's active policies offer an issue type; a package whose coverage was canceled
// offers none (its card shows the 200020 warning). A click starts a fresh report.
import type { Fulfillment } from '@rc/contract/shared-schemas';
import { issueOptions } from '@rc/domain/claim-lifecycle';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { activePolicies } from '../issue-scope';
import { useClaimFlowStore } from '../stores/claim-flow-store';
import './report-issue-button.css';

type Target =
  | {
      kind: 'package';
      fulfillment: Pick<Fulfillment, 'fulfillmentId' | 'status' | 'coverageCanceled'>;
      number: number;
    }
  | { kind: 'unshipped'; count: number };

export function ReportIssueButton({ subPath, target }: { subPath: string; target: Target }) {
  const { t } = useTranslation();
  const policies = activePolicies(useSessionStore((state) => state.policyList) ?? []);
  const offered = policies.some(
    (policy) =>
      issueOptions({
        productCode: policy.productCode,
        fulfillments: target.kind === 'package' ? [target.fulfillment] : [],
        unfulfilledCount: target.kind === 'unshipped' ? target.count : 0,
      }).length > 0,
  );
  if (!offered) return null;
  const query =
    target.kind === 'package'
      ? `fulfillmentId=${encodeURIComponent(target.fulfillment.fulfillmentId)}`
      : 'unshipped=1';
  // The visible words start the accessible name; what the link is about follows for screen readers
  // (a label, not a hidden span: Chromium puts a space before the span's punctuation).
  const about =
    target.kind === 'package' ? t('home.package', { number: target.number }) : t('home.unfulfilled');
  return (
    <Link
      className="button button--secondary button--block report-issue"
      to={`${subPath}/options?${query}`}
      onClick={() => useClaimFlowStore.getState().start()}
      aria-label={`${t('claims.entry.report')}: ${about}`}
    >
      {t('claims.entry.report')}
    </Link>
  );
}
