// The first thing to do on an order, as the server ranks it (an action-required claim before all),
// where the page does not say it already (`shownNextStep`).
import { useTranslation } from 'react-i18next';
import type { HubOrder } from '../api/query-order-list';
import type { OrderAction } from '../use-act-on-order';
import { ActionLink, nextStepPath, shownNextStep } from './hub-parts';

export function NextStep({
  order,
  subPath,
  act,
  busy,
  onStartReport,
  urgentAbove = false,
}: {
  order: HubOrder;
  subPath: string;
  act: (action: OrderAction) => Promise<void>;
  busy: string | null;
  onStartReport?: () => void;
  /** The page lists action-required claims above the orders: the card does not repeat them. */
  urgentAbove?: boolean;
}) {
  const { t } = useTranslation();
  const step = shownNextStep(order, { urgentAbove });
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
