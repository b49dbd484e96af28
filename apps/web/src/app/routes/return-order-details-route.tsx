import { Navigate, useSearchParams } from 'react-router';
import { ReturnDetails } from '../../features/return-page/components/return-details';
import { useSignedInUser } from '../use-signed-in-user';
// The close icon and sign-out forget a return in progress from here too.
import '../../features/start-return/stores/forget-return-flow';

/** order-details?returnId= (spec 2 "Other routes"): a return's page; without an id, the order's returns. */
export function Component() {
  const userInfo = useSignedInUser();
  const [params] = useSearchParams();
  const returnId = params.get('returnId');
  if (!returnId) return <Navigate to={`${userInfo.subPath}/order-list`} replace />;
  return (
    <main id="main">
      <ReturnDetails key={returnId} userInfo={userInfo} returnId={returnId} />
    </main>
  );
}
