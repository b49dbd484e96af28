// Under a package of home (version 4): the claims of it still pending, and 'Report an issue' only
// while something of the package is left to claim (issue 13). The orders hub's view of the signed-in
// order says both per package (canReportIssue, pendingClaimCount); until it answers, nothing is
// offered (a button that would vanish is worse than one that appears), and if it fails, the button
// shows as before.
import type { Fulfillment } from '@rc/contract/shared-schemas';
import { useTranslation } from 'react-i18next';
import { useOrderDetail } from '../../features/orders-hub/api/get-order-detail';
import { ReportIssueButton } from '../../features/report-issue/components/report-issue-button';

export function PackageReportEntry({
  subPath,
  orderId,
  fulfillment,
  number,
}: {
  subPath: string;
  orderId: string;
  fulfillment: Fulfillment;
  number: number;
}) {
  const { t } = useTranslation();
  const detail = useOrderDetail(orderId, { fresh: true });
  if (!detail.data && !detail.error) return null;
  const hubPackage = detail.data?.packages.find((entry) => entry.fulfillmentId === fulfillment.fulfillmentId);
  return (
    <>
      {hubPackage && hubPackage.pendingClaimCount > 0 ? (
        <p className="fulfillment__tracking">
          {t('hub.pendingClaims', { count: hubPackage.pendingClaimCount })}
        </p>
      ) : null}
      {hubPackage?.canReportIssue === false ? null : (
        <ReportIssueButton subPath={subPath} target={{ kind: 'package', fulfillment, number }} />
      )}
    </>
  );
}
