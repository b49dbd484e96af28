import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { AppBannerSlot } from '../../features/app-banner/components/app-banner-slot';
import { OrdersPage } from '../../features/home/components/orders-page';
import { ReportIssueButton } from '../../features/report-issue/components/report-issue-button';
import { StartReturnLink } from '../../features/start-return/components/start-return-link';
import { SwitchBanner } from '../../features/version-switch/components/switch-banner';
import { OrderClaims } from '../composed/order-claims';
import { useSignedInUser } from '../use-signed-in-user';

// Loaded after the page: the landing pages' first load is at its budget (docs/performance.md).
const WithdrawalEntry = lazy(() => import('../../features/withdrawal/components/withdrawal-entry'));
/**
 * Orders (version 5 landing) with the new-version banner; the order's claims and 'Report an issue'
 * for each package and for the items not shipped yet. With `?claimId=` (spec 2 "New interface")
 * it opens that claim's details.
 */
export function Component() {
  const userInfo = useSignedInUser();
  const { subPath } = userInfo;
  const [params] = useSearchParams();
  const claimId = params.get('claimId');
  if (claimId)
    return <Navigate to={`${subPath}/issue-details?claimId=${encodeURIComponent(claimId)}`} replace />;
  return (
    <>
      <main id="main">
        <OrdersPage
          userInfo={userInfo}
          top={<SwitchBanner userInfo={userInfo} page="orders" />}
          claims={
            <>
              <StartReturnLink subPath={subPath} />
              <Suspense fallback={null}>
                <WithdrawalEntry subPath={subPath} orderId={userInfo.orderId} />
              </Suspense>
              <OrderClaims subPath={subPath} orderId={userInfo.orderId} />
            </>
          }
          packageActions={(fulfillment, index) => (
            <ReportIssueButton
              subPath={subPath}
              target={{ kind: 'package', fulfillment, number: index + 1 }}
            />
          )}
          unshippedActions={(count) => (
            <ReportIssueButton subPath={subPath} target={{ kind: 'unshipped', count }} />
          )}
        />
      </main>
      <AppBannerSlot />
    </>
  );
}
