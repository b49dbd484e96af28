// The balance of an exchange for something dearer: what is still owed, paid at the payment
// provider's checkout. 'Pay' opens it (user/pay-return-balance); the shopper comes back to this
// page, which reads the payment back (user/get-return-balance) and shows it paid. The exchange
// ships once the balance is paid.

import { formatMoney } from '@rc/domain/format';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { newRequestId } from '../../../lib/request-id';
import type { UserInfo } from '../../../lib/session-store';
import { useCallFailure } from '../../../lib/use-call-failure';
import type { ReturnDetail } from '../api/get-order-return-detail';
import { returnBalanceQuery, useReturnBalance } from '../api/get-return-balance';
import { payReturnBalance } from '../api/pay-return-balance';
import './balance-payment.css';

export function BalancePayment({ detail, userInfo }: { detail: ReturnDetail; userInfo: UserInfo }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const queryClient = useQueryClient();
  const showFailure = useCallFailure(userInfo.subPath);
  const owed = detail.quote.balanceDue > 0;
  const balance = useReturnBalance(detail.returnId, owed);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const paidNow = balance.data?.balancePaid ?? detail.balancePaid;

  // The payment was recorded while this page read it back: the return's money and history changed.
  useEffect(() => {
    if (paidNow !== detail.balancePaid) {
      void queryClient.invalidateQueries({ queryKey: ['return-detail', detail.returnId] });
      void queryClient.invalidateQueries({ queryKey: ['return-transactions', detail.returnId] });
    }
  }, [paidNow, detail.balancePaid, detail.returnId, queryClient]);

  if (!owed) return null;
  const money = (minor: number) => formatMoney(minor, detail.currency, language);
  const data = balance.data;
  const outstanding = data?.outstanding ?? Math.max(0, detail.quote.balanceDue - detail.balancePaid);
  const payment = data?.payment ?? null;

  async function pay() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await payReturnBalance({ returnId: detail.returnId, requestId: newRequestId() });
    if (!result.ok) {
      setBusy(false);
      setError(showFailure({ code: result.code, message: result.message }));
      return;
    }
    queryClient.setQueryData(returnBalanceQuery(detail.returnId).queryKey, result.data);
    const url = result.data.payment?.checkoutUrl;
    if (url) window.location.assign(url);
    else setBusy(false);
  }

  return (
    <section className="card return-balance" aria-labelledby="return-balance-title">
      <h2 id="return-balance-title">{t('returns.balance.title')}</h2>
      {outstanding === 0 ? (
        <p className="return-balance__paid" role="status">
          {payment?.status === 'refunded'
            ? t('returns.balance.refunded', { amount: money(paidNow) })
            : t('returns.balance.paid', { amount: money(paidNow) })}
        </p>
      ) : detail.can.payBalance ? (
        <>
          <p>{t('returns.balance.intro', { amount: money(outstanding) })}</p>
          {payment?.status === 'expired' ? <p>{t('returns.balance.expired')}</p> : null}
          {error ? (
            <Alert tone="error" takeFocus>
              {error}
            </Alert>
          ) : null}
          <Button onClick={() => void pay()} busy={busy}>
            {t('returns.balance.pay', { amount: money(outstanding) })}
          </Button>
        </>
      ) : (
        <p>{t('returns.balance.unpaid', { amount: money(outstanding) })}</p>
      )}
    </section>
  );
}
