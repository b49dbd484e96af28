import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TrackingPage } from '../../features/tracking/components/tracking-page';
import { NotFoundPage } from '../pages/not-found';
import { useSignedInUser } from '../use-signed-in-user';

/**
 * tracking?fulfillmentId=…: a package's tracking page. A delayed package that the order's
 * protection covers offers a delay claim: the late package's short claim (late-package, three steps).
 * tracking?returnId=…: the parcel of a return on its way back to the store.
 */
export function Component() {
  const { subPath } = useSignedInUser();
  const [params] = useSearchParams();
  const returnId = params.get('returnId');
  const fulfillmentId = params.get('fulfillmentId');
  const parcel = returnId ? { returnId } : fulfillmentId ? { fulfillmentId } : null;
  if (!parcel) return <NotFoundPage />;
  return (
    <main id="main">
      <TrackingPage
        key={returnId ?? fulfillmentId}
        subPath={subPath}
        parcel={parcel}
        delayClaim={(detail) =>
          detail.fulfillmentId ? (
            <DelayClaimLink subPath={subPath} fulfillmentId={detail.fulfillmentId} />
          ) : null
        }
      />
    </main>
  );
}

function DelayClaimLink({ subPath, fulfillmentId }: { subPath: string; fulfillmentId: string }) {
  return (
    <Link
      className="button button--primary button--block"
      to={`${subPath}/late-package?fulfillmentId=${encodeURIComponent(fulfillmentId)}&start=1`}
    >
      <DelayClaimText />
    </Link>
  );
}

function DelayClaimText() {
  const { t } = useTranslation();
  return <>{t('tracking.delayClaim')}</>;
}
