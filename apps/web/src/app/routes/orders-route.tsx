import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { AppBannerSlot } from '../../features/app-banner/components/app-banner-slot';
import { OrdersHub } from '../../features/orders-hub/components/orders-hub';
import { useClaimFlowStore } from '../../features/report-issue/stores/claim-flow-store';
import { SwitchBanner } from '../../features/version-switch/components/switch-banner';
import { useSessionStore } from '../../lib/session-store';
import { useSignedInUser } from '../use-signed-in-user';

// Loaded after the page renders: the chat stays out of the landing page's first load.
const ChatEntry = lazy(() => import('../../features/chat/components/chat-entry'));
// Loaded after the page, as on home: the withdrawal function, or the withdrawal received and what next.
const WithdrawalEntry = lazy(() => import('../../features/withdrawal/components/withdrawal-entry'));

/**
 * Orders (version 5 landing, spec 2 "New interface"): the orders hub with the new-version banner
 * and, on iOS, the store's app banner. With `?claimId=` it opens that claim's details.
 */
export function Component() {
  const userInfo = useSignedInUser();
  const storeName = useSessionStore((state) => state.configuration?.merchantName ?? '');
  const { subPath } = userInfo;
  const [params] = useSearchParams();
  const claimId = params.get('claimId');
  if (claimId)
    return <Navigate to={`${subPath}/issue-details?claimId=${encodeURIComponent(claimId)}`} replace />;
  return (
    <>
      <main id="main">
        <OrdersHub
          userInfo={userInfo}
          storeName={storeName}
          top={
            <>
              <Suspense fallback={null}>
                <ChatEntry subPath={subPath} />
              </Suspense>
              <SwitchBanner userInfo={userInfo} page="orders" />
              <Suspense fallback={null}>
                <WithdrawalEntry subPath={subPath} orderId={userInfo.orderId} />
              </Suspense>
            </>
          }
          onStartReport={() => useClaimFlowStore.getState().start()}
        />
      </main>
      <AppBannerSlot />
    </>
  );
}
