// choose-items?flow=return (spec 2 "choose-items: return choose items"): for each chosen item, why
// it goes back (reason, sub-reason), what the reason asks for (photos: the spec's upload step; a
// note: its comments step) and what the shopper wants instead (refund, store credit, another variant,
// another product). Continue asks the server to decide the whole request before the method.
import { formatMoney } from '@rc/domain/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import type { UserInfo } from '../../../lib/session-store';
import { useCallFailure } from '../../../lib/use-call-failure';
import { getOrderReturnApplyDecision } from '../api/get-order-return-apply-decision';
import { useReturnMerchantConfig } from '../api/get-return-merchant-config';
import { lineProblems, returnRequestBody } from '../return-request';
import { EMPTY_LINE, useReturnFlowStore } from '../stores/return-flow-store';
import { FlowMissing } from './flow-missing';
import { problemText } from './problem-text';
import { ReturnLineCard } from './return-line-card';
import { ReturnStepFrame } from './return-step-frame';
import './item-details-step.css';

/** Problems of the method, which this step does not ask for yet. */
const METHOD_PROBLEMS: ReadonlySet<string> = new Set(['method_required', 'method_not_offered']);

export function ItemDetailsStep({ userInfo }: { userInfo: UserInfo }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const { subPath, orderId } = userInfo;
  const flow = useReturnFlowStore();
  const config = useReturnMerchantConfig(orderId);
  const showFailure = useCallFailure(subPath);
  const [showErrors, setShowErrors] = useState(false);
  const [error, setError] = useState<{ text: string; problems: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(0);

  if (flow.orderId !== orderId || flow.items.length === 0) return <FlowMissing subPath={subPath} />;
  const currency = config.data?.currency ?? null;

  async function onContinue() {
    setError(null);
    const incomplete = flow.items.some(
      (item) => lineProblems(item, flow.lines[item.itemId] ?? EMPTY_LINE, { kept: false }).length > 0,
    );
    if (incomplete) {
      setShowErrors(true);
      setError({ text: t('returns.details.incomplete'), problems: [] });
      return;
    }
    setBusy(true);
    const result = await getOrderReturnApplyDecision(returnRequestBody(flow, null));
    setBusy(false);
    if (!result.ok) {
      const text = showFailure({ code: result.code, message: result.message });
      if (text) setError({ text, problems: [] });
      return;
    }
    const decision = result.data;
    // The method is the next step's: only the items' problems stop the shopper here.
    const blocking = decision.problems.filter((problem) => !METHOD_PROBLEMS.has(problem.code));
    if (decision.decision === 'refused' && blocking.length > 0) {
      setError({
        text: t('returns.details.refused'),
        problems: blocking.map((problem) => problemText(t, problem, flow.items)),
      });
      return;
    }
    const allKept = decision.items.length > 0 && decision.items.every((item) => item.decision === 'keep');
    flow.update({ allKept, ...(allKept ? { method: null } : {}) });
    navigate(`${subPath}/${allKept ? 'return-review' : 'return-method'}`);
  }

  return (
    <ReturnStepFrame
      step="details"
      title={t('returns.details.title')}
      onContinue={() => void onContinue()}
      continueDisabled={uploading > 0}
      busy={busy}
    >
      {error ? (
        <Alert tone="error" takeFocus>
          {error.text}
          {error.problems.length > 0 ? (
            <ul className="return-problems">
              {error.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      {flow.items.map((item) => (
        <ReturnLineCard
          key={item.itemId}
          subPath={subPath}
          item={item}
          quantity={flow.quantities[item.itemId] ?? item.chosenQuantity}
          line={flow.lines[item.itemId] ?? EMPTY_LINE}
          onChange={(values) => flow.updateLine(item.itemId, values)}
          showErrors={showErrors}
          bonusPercent={config.data?.storeCreditBonusPercent ?? 0}
          instantExchange={config.data?.instantExchange ?? false}
          formatPrice={(minor) => (currency ? formatMoney(minor, currency, language) : '')}
          onUploading={(busyNow) => setUploading((count) => Math.max(0, count + (busyNow ? 1 : -1)))}
        />
      ))}
    </ReturnStepFrame>
  );
}
