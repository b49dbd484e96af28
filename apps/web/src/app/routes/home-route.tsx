import { lazy, Suspense } from 'react';
import { AppBannerSlot } from '../../features/app-banner/components/app-banner-slot';
import { HomePage } from '../../features/home/components/home-page';
import { ReportIssueButton } from '../../features/report-issue/components/report-issue-button';
import { StartReturnLink } from '../../features/start-return/components/start-return-link';
import { SwitchBanner } from '../../features/version-switch/components/switch-banner';
import { WelcomeModal } from '../../features/version-switch/components/welcome-modal';
import { OrderClaims } from '../composed/order-claims';
import { PackageReportEntry } from '../composed/package-report-entry';
import { useSignedInUser } from '../use-signed-in-user';

// Loaded after the page: the landing pages' first load is at its budget (docs/performance.md).
const WithdrawalEntry = lazy(() => import('../../features/withdrawal/components/withdrawal-entry'));
// Loaded after home renders: the chat stays out of home's first load.
const ChatEntry = lazy(() => import('../../features/chat/components/chat-entry'));

/**
 * Home (version 4 landing) with the old-version banner and, on a first visit, the welcome modal;
 * the order's claims and 'Report an issue' for each package with something left to claim (its
 * pending claims counted) and for the items not shipped yet.
 */
export function Component() {
  const userInfo = useSignedInUser();
  const { subPath } = userInfo;
  return (
    <>
      <main id="main">
        <HomePage
          userInfo={userInfo}
          top={
            <>
              <Suspense fallback={null}>
                <ChatEntry subPath={subPath} />
              </Suspense>
              <SwitchBanner userInfo={userInfo} page="home" />
            </>
          }
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
            <PackageReportEntry
              subPath={subPath}
              orderId={userInfo.orderId}
              fulfillment={fulfillment}
              number={index + 1}
            />
          )}
          unshippedActions={(count) => (
            <ReportIssueButton subPath={subPath} target={{ kind: 'unshipped', count }} />
          )}
        />
        <WelcomeModal userInfo={userInfo} />
      </main>
      <AppBannerSlot />
    </>
  );
}
