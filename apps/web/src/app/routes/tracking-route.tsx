import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TrackingPage } from '../../features/tracking/components/tracking-page';
import { NotFoundPage } from '../pages/not-found';
import { useSignedInUser } from '../use-signed-in-user';

/**
 * tracking?fulfillmentId=…: a package's tracking page. A delayed package that the order's
 * protection covers offers a delay claim, which opens the report of an issue for that package.
 */
export function Component() {
  const { subPath } = useSignedInUser();
  const [params] = useSearchParams();
  const fulfillmentId = params.get('fulfillmentId');
  if (!fulfillmentId) return <NotFoundPage />;
  return (
    <main id="main">
      <TrackingPage
        key={fulfillmentId}
        subPath={subPath}
        fulfillmentId={fulfillmentId}
        delayClaim={(detail) => <DelayClaimLink subPath={subPath} fulfillmentId={detail.fulfillmentId} />}
      />
    </main>
  );
}

function DelayClaimLink({ subPath, fulfillmentId }: { subPath: string; fulfillmentId: string }) {
  return (
    <Link
      className="button button--primary button--block"
      to={`${subPath}/options?fulfillmentId=${encodeURIComponent(fulfillmentId)}&start=1`}
    >
      <DelayClaimText />
    </Link>
  );
}

function DelayClaimText() {
  const { t } = useTranslation();
  return <>{t('tracking.delayClaim')}</>;
}
