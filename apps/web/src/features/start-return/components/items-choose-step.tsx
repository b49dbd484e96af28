// items-choose (spec 2 return routes): which items go back and how many of each. Items that cannot
// be returned say why (final sale, window closed, already returned or claimed). The flow's request
// id comes from create-order-return-for-order and is kept for the whole return.

import { formatDate, formatMoney } from '@rc/domain/format';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ClaimItem } from '../../../components/claims/item-list';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import type { UserInfo } from '../../../lib/session-store';
import { failureOf, useCallFailure } from '../../../lib/use-call-failure';
import { type ReturnableItem, useReturnFlow } from '../api/create-order-return-for-order';
import { startReturnItems } from '../api/start-return-items';
import { useReturnFlowStore } from '../stores/return-flow-store';
import { ReturnStepFrame } from './return-step-frame';
import './items-choose-step.css';

export function ItemsChooseStep({ userInfo }: { userInfo: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { subPath, orderId } = userInfo;
  const flowQuery = useReturnFlow(orderId);
  const flow = useReturnFlowStore();
  const showFailure = useCallFailure(subPath);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const data = flowQuery.data;

  // One request id per return: a flow of this order not yet submitted keeps its own.
  useEffect(() => {
    if (!data) return;
    const state = useReturnFlowStore.getState();
    if (state.orderId !== orderId || !state.requestId || state.returnId)
      state.start(orderId, data.returnFlowRequestId);
  }, [data, orderId]);

  if (flowQuery.isError) {
    return (
      <div className="page">
        <Alert tone="error" takeFocus>
          {showFailure(failureOf(flowQuery.error)) ?? t('returns.flow.loadFailed')}
        </Alert>
        <Button variant="secondary" onClick={() => void flowQuery.refetch()}>
          {t('returns.flow.retry')}
        </Button>
      </div>
    );
  }
  if (!data) return <LoadingState label={t('common.loading')} />;

  const { config, items } = data;
  const chosen = items.filter((item) => (flow.quantities[item.itemId] ?? 0) > 0);

  async function onContinue() {
    setError(null);
    setProblems([]);
    if (chosen.length === 0) {
      setError(t('returns.itemsChoose.nothingChosen'));
      return;
    }
    setBusy(true);
    const result = await startReturnItems({
      returnFlowRequestId: flow.requestId,
      items: chosen.map((item) => ({ itemId: item.itemId, quantity: flow.quantities[item.itemId] ?? 1 })),
    });
    setBusy(false);
    if (!result.ok) {
      const found = Array.isArray(result.data?.problems) ? (result.data.problems as { code: string }[]) : [];
      setProblems(found.map((problem) => t(`returnProblem.${problem.code}`, { defaultValue: problem.code })));
      setError(showFailure({ code: result.code, message: result.message }));
      return;
    }
    flow.itemsStarted(result.data.items);
    navigate(`${subPath}/choose-items?flow=return`);
  }

  return (
    <ReturnStepFrame
      step="items"
      title={t('returns.itemsChoose.title')}
      intro={config.enabled ? t('returns.itemsChoose.intro', { count: config.windowDays }) : null}
      onContinue={() => void onContinue()}
      continueDisabled={!config.enabled}
      busy={busy}
    >
      {!config.enabled ? <Alert tone="info">{t('returns.itemsChoose.disabled')}</Alert> : null}
      {error ? (
        <Alert tone="error" takeFocus>
          {error}
          {problems.length > 0 ? (
            <ul className="items-choose__problems">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <fieldset className="items-choose">
        <legend className="visually-hidden">{t('returns.itemsChoose.title')}</legend>
        <ul className="claim-items items-choose__list">
          {items.map((item) => (
            <ReturnableRow
              key={item.itemId}
              item={item}
              currency={data.config.currency}
              quantity={flow.quantities[item.itemId] ?? 0}
              onChange={(quantity) => flow.setQuantity(item.itemId, quantity)}
            />
          ))}
        </ul>
      </fieldset>
      {items.every((item) => item.returnableQuantity === 0) ? (
        <Alert tone="info">{t('returns.itemsChoose.noItems')}</Alert>
      ) : null}
    </ReturnStepFrame>
  );
}

function ReturnableRow({
  item,
  currency,
  quantity,
  onChange,
}: {
  item: ReturnableItem;
  currency: string;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const id = useId();
  const max = item.returnableQuantity;
  const returnable = max > 0;
  const note = returnable ? (
    <>
      {t('home.unitPrice', { price: formatMoney(item.unitPrice, currency, language) })} ·{' '}
      {t('returns.itemsChoose.returnable', { count: max })}
      {item.windowClosesAt ? (
        <> · {t('returns.itemsChoose.windowCloses', { date: formatDate(item.windowClosesAt, language) })}</>
      ) : null}
    </>
  ) : (
    <span className="items-choose__refused">
      {t('returns.itemsChoose.notReturnable')}:{' '}
      {t(item.ineligibleReasonKey ?? `returnIneligible.${item.ineligibleReason}`, {
        defaultValue: item.ineligibleReason ?? '',
      })}
    </span>
  );
  return (
    <ClaimItem
      item={item}
      lazyImage
      note={
        <>
          {note}
          {item.assured ? (
            <span className="items-choose__assured">{t('protection.return_assurance')}</span>
          ) : null}
        </>
      }
      end={
        returnable ? (
          <span className="items-choose__controls">
            <label className="items-choose__check" htmlFor={`${id}-check`}>
              <input
                id={`${id}-check`}
                type="checkbox"
                checked={quantity > 0}
                onChange={(event) => onChange(event.currentTarget.checked ? 1 : 0)}
              />
              <span className="visually-hidden">
                {t('returns.itemsChoose.returnItem', { item: item.title })}
              </span>
            </label>
            {max > 1 && quantity > 0 ? (
              <select
                className="field__input items-choose__quantity"
                aria-label={t('returns.itemsChoose.quantityOf', { item: item.title })}
                value={quantity}
                onChange={(event) => onChange(Number(event.currentTarget.value))}
              >
                {Array.from({ length: max }, (_, index) => index + 1).map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            ) : null}
          </span>
        ) : null
      }
    />
  );
}
