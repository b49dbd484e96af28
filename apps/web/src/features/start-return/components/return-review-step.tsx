// return-review (spec 2 return routes; the common review and payment steps): the lines with what each
// becomes, the method, the quote from the server, the balance to pay when an exchange costs more, and
// Submit. The submit carries the flow's request id, so a double click, a retry or a second tab opens
// one return; the button is blocked while it is sent. A return that owes a balance goes on to the
// payment provider's checkout (user/pay-return-balance), which brings the shopper back to the
// return's page; if the checkout cannot be opened, the return's page offers to pay.
import { formatMoney } from '@rc/domain/format';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ClaimItem } from '../../../components/claims/item-list';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { newRequestId } from '../../../lib/request-id';
import type { UserInfo } from '../../../lib/session-store';
import { failureOf, useCallFailure } from '../../../lib/use-call-failure';
import { problemsOf, ReturnRefusedError, useReturnReview } from '../api/get-order-return-apply-review';
import { payReturnBalance } from '../api/pay-return-balance';
import { submitOrderReturn } from '../api/submit-order-return';
import { returnRequestBody } from '../return-request';
import { useReturnFlowStore } from '../stores/return-flow-store';
import { FlowMissing } from './flow-missing';
import { problemText } from './problem-text';
import { QuoteSummary } from './quote-summary';
import './return-review-step.css';

export function ReturnReviewStep({ userInfo }: { userInfo: UserInfo }) {
  const flow = useReturnFlowStore();
  if (flow.orderId !== userInfo.orderId || flow.items.length === 0 || !flow.requestId)
    return <FlowMissing subPath={userInfo.subPath} />;
  return <Review userInfo={userInfo} />;
}

function Review({ userInfo }: { userInfo: UserInfo }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { subPath } = userInfo;
  const flow = useReturnFlowStore();
  const heading = useRef<HTMLHeadingElement>(null);
  const paymentId = useId();
  const body = returnRequestBody(flow, flow.allKept ? null : flow.method);
  const review = useReturnReview(body);
  const showFailure = useCallFailure(subPath);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<{ text: string; problems: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  // Blocks a second submit before React has re-rendered the button as busy.
  const sending = useRef(false);

  if (review.isError) {
    const failure = failureOf(review.error);
    const problems = review.error instanceof ReturnRefusedError ? review.error.problems : [];
    return (
      <div className="page">
        <h1>{t('returns.review.title')}</h1>
        <Alert tone="error" takeFocus>
          {showFailure(failure) ?? t('returns.flow.loadFailed')}
          {problems.length > 0 ? (
            <ul className="return-review__problems">
              {problems.map((problem) => (
                <li key={`${problem.code}-${problem.itemId}`}>{problemText(t, problem, flow.items)}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
        <p>
          <Link className="return-review__change" to={`${subPath}/choose-items?flow=return`}>
            {t('returns.review.changeItems')}
          </Link>
        </p>
      </div>
    );
  }
  if (!review.data) return <LoadingState label={t('common.loading')} />;
  const data = review.data;
  const money = (minor: number) => formatMoney(minor, data.currency, language);
  const balanceDue = data.quote.balanceDue;

  async function submit() {
    if (sending.current) return;
    setError(null);
    if (balanceDue > 0 && !agreed) {
      setError({ text: t('returns.review.payment.required'), problems: [] });
      return;
    }
    sending.current = true;
    setBusy(true);
    const result = await submitOrderReturn(
      { ...body, requestId: flow.requestId ?? '' },
      userInfo.currentVersion,
    );
    if (!result.ok) {
      sending.current = false;
      setBusy(false);
      const text = showFailure({ code: result.code, message: result.message });
      if (text)
        setError({
          text,
          problems: problemsOf(result.data).map((problem) => problemText(t, problem, flow.items)),
        });
      return;
    }
    flow.update({ returnId: result.data.returnId });
    void queryClient.invalidateQueries({ queryKey: ['return-list'] });
    void queryClient.invalidateQueries({ queryKey: ['return-flow'] });
    if (result.data.can.payBalance) {
      const payment = await payReturnBalance({ returnId: result.data.returnId, requestId: newRequestId() });
      const url = payment.ok ? payment.data.payment?.checkoutUrl : null;
      if (url) {
        window.location.assign(url);
        return;
      }
    }
    sending.current = false;
    setBusy(false);
    navigate(`${subPath}/order-details?returnId=${encodeURIComponent(result.data.returnId)}`);
  }

  return (
    <div className="page return-review">
      <h1 ref={heading} tabIndex={-1}>
        {t('returns.review.title')}
      </h1>
      {error ? (
        <Alert tone="error" takeFocus>
          {error.text}
          {error.problems.length > 0 ? (
            <ul className="return-review__problems">
              {error.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      {data.decision === 'review' ? <Alert tone="info">{t('returns.review.reviewed')}</Alert> : null}

      <section className="card return-review__section" aria-labelledby="review-items">
        <div className="return-review__head">
          <h2 id="review-items">{t('returns.review.items')}</h2>
          <Link className="return-review__change" to={`${subPath}/choose-items?flow=return`}>
            {t('returns.review.change')}
            <span className="visually-hidden"> {t('returns.review.items')}</span>
          </Link>
        </div>
        <ul className="claim-items">
          {data.lines.map((line) => (
            <ClaimItem
              key={line.item.itemId}
              item={line.item}
              note={
                <>
                  {t('home.quantity', { count: line.item.quantity })} ·{' '}
                  {t(`returnReason.${line.reason}`, { defaultValue: line.reason })}
                  <br />
                  {line.kept ? t('returns.review.kept') : t(`returnResolution.${line.resolution}`)}
                  {line.exchange ? (
                    <>
                      {' '}
                      ·{' '}
                      {t('returns.details.exchangeFor', {
                        item: [line.exchange.title, line.exchange.variantTitle].filter(Boolean).join(' · '),
                      })}
                    </>
                  ) : null}
                </>
              }
              end={<span className="claim-item__price">{money(line.gross)}</span>}
            />
          ))}
        </ul>
      </section>

      {data.method ? (
        <section className="card return-review__section" aria-labelledby="review-method">
          <div className="return-review__head">
            <h2 id="review-method">{t('returns.review.method')}</h2>
            <Link className="return-review__change" to={`${subPath}/return-method`}>
              {t('returns.review.change')}
              <span className="visually-hidden"> {t('returns.review.method')}</span>
            </Link>
          </div>
          <p className="return-review__method">
            {t(data.method.titleKey, { defaultValue: data.method.method })}
          </p>
        </section>
      ) : (
        <Alert tone="info">{t('returns.review.nothingToSend')}</Alert>
      )}

      <section className="card return-review__section" aria-labelledby="review-money">
        <h2 id="review-money">{t('returns.review.money')}</h2>
        <QuoteSummary quote={data.quote} currency={data.currency} />
      </section>

      {balanceDue > 0 ? (
        <section className="card return-review__section" aria-labelledby="review-payment">
          <h2 id="review-payment">{t('returns.review.payment.title')}</h2>
          <p>{t('returns.review.payment.intro', { amount: money(balanceDue) })}</p>
          <label className="return-review__agree" htmlFor={paymentId}>
            <input
              id={paymentId}
              type="checkbox"
              checked={agreed}
              onChange={(event) => setAgreed(event.currentTarget.checked)}
            />
            <span>{t('returns.review.payment.agree', { amount: money(balanceDue) })}</span>
          </label>
        </section>
      ) : null}

      <Button block busy={busy} onClick={() => void submit()}>
        {balanceDue > 0
          ? t('returns.review.submitAndPay', { amount: money(balanceDue) })
          : t('returns.review.submit')}
      </Button>
    </div>
  );
}
