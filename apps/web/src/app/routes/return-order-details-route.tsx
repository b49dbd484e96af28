import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/ui/spinner';
import { ReturnPage } from '../composed/return-page';
import { useSignedInUser } from '../use-signed-in-user';
// The close icon and sign-out forget a return in progress from here too.
import '../../features/start-return/stores/forget-return-flow';

// order-details serves a return (`?returnId=`, spec 2 "Other routes") and an order of the hub
// (`?orderId=`, issue 13), as choose-items serves two flows (decision 028): the order's page is
// loaded only when asked for.
const HubOrderDetails = lazy(() => import('./hub-order-details-route'));

/** order-details?returnId= a return's page; ?orderId= an order's page; neither: the order's returns. */
export function Component() {
  const userInfo = useSignedInUser();
  const [params] = useSearchParams();
  const returnId = params.get('returnId');
  const orderId = params.get('orderId');
  if (!returnId && orderId)
    return (
      <Suspense fallback={<PageLoading />}>
        <HubOrderDetails key={orderId} orderId={orderId} />
      </Suspense>
    );
  if (!returnId) return <Navigate to={`${userInfo.subPath}/order-list`} replace />;
  return (
    <main id="main">
      <ReturnPage key={returnId} userInfo={userInfo} returnId={returnId} />
    </main>
  );
}
