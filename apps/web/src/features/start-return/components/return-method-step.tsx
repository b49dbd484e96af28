// return-method (spec 2 return routes; spec 3 shipping modes and providers): how the items travel
// back, with each method's postage and, for the chosen one, what the shopper pays and what Return
// Assurance covers (user/calculate-order-return-postage). The methods offered are the server's for
// this request (return-process-preview).

import { formatMoney } from '@rc/domain/format';
import type { ReturnMethodId } from '@rc/domain/return-policy';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Choice } from '../../../components/ui/form-fields';
import { LoadingState } from '../../../components/ui/spinner';
import type { UserInfo } from '../../../lib/session-store';
import { failureOf, useCallFailure } from '../../../lib/use-call-failure';
import { useReturnPostage } from '../api/calculate-order-return-postage';
import { useReturnPreview } from '../api/return-process-preview';
import { returnRequestBody } from '../return-request';
import { useReturnFlowStore } from '../stores/return-flow-store';
import { FlowMissing } from './flow-missing';
import { ReturnStepFrame } from './return-step-frame';
import './return-method-step.css';

export function ReturnMethodStep({ userInfo }: { userInfo: UserInfo }) {
  const flow = useReturnFlowStore();
  if (flow.orderId !== userInfo.orderId || flow.items.length === 0)
    return <FlowMissing subPath={userInfo.subPath} />;
  return <MethodChoice userInfo={userInfo} />;
}

function MethodChoice({ userInfo }: { userInfo: UserInfo }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const flow = useReturnFlowStore();
  const showFailure = useCallFailure(userInfo.subPath);
  const [method, setMethod] = useState<ReturnMethodId | null>(flow.method);
  const [error, setError] = useState<string | null>(null);
  const preview = useReturnPreview(returnRequestBody(flow, method));
  const postage = useReturnPostage(
    method
      ? {
          method,
          items: flow.items.map((item) => ({
            itemId: item.itemId,
            quantity: flow.quantities[item.itemId] ?? item.chosenQuantity,
          })),
        }
      : null,
  );

  if (preview.isError) {
    return (
      <div className="page">
        <Alert tone="error" takeFocus>
          {showFailure(failureOf(preview.error)) ?? t('returns.flow.loadFailed')}
        </Alert>
      </div>
    );
  }
  if (!preview.data) return <LoadingState label={t('common.loading')} />;
  const methods = preview.data.methods;
  const currency = preview.data.review?.currency ?? postage.data?.currency ?? null;
  const money = (minor: number) => (currency ? formatMoney(minor, currency, language) : String(minor));

  function onContinue() {
    if (!method || !methods.some((option) => option.method === method)) {
      setError(t('returns.method.required'));
      return;
    }
    flow.update({ method });
    navigate(`${userInfo.subPath}/return-review`);
  }

  return (
    <ReturnStepFrame step="method" title={t('returns.method.title')} onContinue={onContinue}>
      {error ? (
        <Alert tone="error" takeFocus>
          {error}
        </Alert>
      ) : null}
      <fieldset className="return-methods">
        <legend className="visually-hidden">{t('returns.method.title')}</legend>
        {methods.map((option) => (
          <Choice
            key={option.method}
            name="return-method"
            value={option.method}
            checked={method === option.method}
            onSelect={() => {
              setMethod(option.method);
              setError(null);
            }}
            title={t(option.titleKey, { defaultValue: option.method })}
            description={
              <>
                {t(`returnMethod.${option.method}.description`)}
                <span className="return-methods__postage">
                  {option.postage > 0
                    ? t('returns.method.postage', { amount: money(option.postage) })
                    : option.method === 'ship_yourself'
                      ? // The store charges nothing, but the shopper pays the carrier: never "free".
                        t('returns.method.ownCarrier')
                      : t('returns.method.free')}
                </span>
              </>
            }
          />
        ))}
      </fieldset>
      {method && postage.data ? (
        <p className="return-methods__cost" role="status">
          {postage.data.shopperPays > 0
            ? t('returns.method.youPay', { amount: money(postage.data.shopperPays) })
            : method === 'ship_yourself'
              ? t('returns.method.ownCarrierCost')
              : t('returns.method.nothingToPay')}
          {postage.data.assuranceCovered > 0
            ? ` ${t('returns.method.covered', { amount: money(postage.data.assuranceCovered) })}`
            : ''}
        </p>
      ) : null}
    </ReturnStepFrame>
  );
}
