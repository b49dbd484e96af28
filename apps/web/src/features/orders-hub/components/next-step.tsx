// The first thing to do on an order, as the server ranks it (an action-required claim before all).
import { useTranslation } from 'react-i18next';
import type { HubOrder } from '../api/query-order-list';
import type { OrderAction } from '../use-act-on-order';
import { ActionLink, nextStepPath } from './hub-parts';

export function NextStep({
  order,
  subPath,
  act,
  busy,
  onStartReport,
}: {
  order: HubOrder;
  subPath: string;
  act: (action: OrderAction) => Promise<void>;
  busy: string | null;
  onStartReport?: () => void;
}) {
  const { t } = useTranslation();
  const step = order.nextStep;
  if (!step) return null;
  const claim = order.claims.find((entry) => entry.claimId === step.claimId);
  const ret = order.returns.find((entry) => entry.returnId === step.returnId);
  const urgent = step.kind === 'claim_action_required';
  return (
    <div className={`hub-next${urgent ? ' hub-next--urgent' : ''}`}>
      <p className="hub-next__text">
        <strong>{t('hub.nextStep.title')}</strong>{' '}
        {t(`hub.nextStep.${step.kind}.text`, {
          claim: claim?.claimNumber ?? '',
          return: ret?.returnNumber ?? '',
        })}
      </p>
      <ActionLink
        subPath={subPath}
        act={act}
        busy={busy}
        variant="primary"
        action={{
          order,
          path: nextStepPath(step),
          before: step.kind === 'report_issue' ? onStartReport : undefined,
        }}
      >
        {t(`hub.nextStep.${step.kind}.action`)}
      </ActionLink>
    </div>
  );
}
