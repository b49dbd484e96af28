// The withdrawal function (Directive 2011/83/EU Article 11a): the statement step (name, the order,
// the e-mail for the confirmation, the whole order or some items), then 'Confirm withdrawal'; the
// answer says when it was received and where the acknowledgement went. One request id per visit:
// pressing confirm again, or a retry after a lost answer, records one withdrawal. Each unit is
// withdrawn from once (decision 052): the form offers only what is left, and once everything is
// withdrawn the page shows what was received and the next step, sending the goods back.

import { ERROR_CODES } from '@rc/domain/error-codes';
import { formatDateTime } from '@rc/domain/format';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Choice } from '../../../components/ui/form-fields';
import { TextField } from '../../../components/ui/text-field';
import {
  useWithdrawalOptions,
  type WithdrawalOptions,
  withdrawalOptionsQuery,
} from '../api/get-withdrawal-options';
import { submitWithdrawal } from '../api/submit-withdrawal';
import { WithdrawalNextStep } from './withdrawal-next-step';
import './withdrawal-page.css';

type Withdrawal = WithdrawalOptions['withdrawals'][number];

interface Statement {
  name: string;
  email: string;
  scope: 'whole' | 'some';
  quantities: Record<string, number>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function WithdrawalPage({ subPath, orderId }: { subPath: string; orderId: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useWithdrawalOptions(orderId);
  if (isPending) return <p className="page">{t('common.loading')}</p>;
  return (
    <div className="page withdrawal">
      <h1>{t('withdrawal.title')}</h1>
      {isError || !data ? (
        <Alert tone="error">{t('withdrawal.loadFailed')}</Alert>
      ) : (
        <WithdrawalSteps options={data} subPath={subPath} orderId={orderId} />
      )}
    </div>
  );
}

function WithdrawalSteps({
  options,
  subPath,
  orderId,
}: {
  options: WithdrawalOptions;
  subPath: string;
  orderId: string;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [requestId] = useState(() => crypto.randomUUID());
  const [step, setStep] = useState<'statement' | 'confirm'>('statement');
  const [statement, setStatement] = useState<Statement>({
    name: options.name,
    email: options.email,
    scope: 'whole',
    quantities: {},
  });
  const [errors, setErrors] = useState<Partial<Record<'name' | 'email' | 'items', string>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const date = (value: string) => formatDateTime(value, i18n.language);

  // Each step's heading takes focus when the step changes, so a screen reader starts from it.
  useEffect(() => {
    if (step === 'confirm' || done) heading.current?.focus();
  }, [step, done]);

  // What is left to withdraw from: each unit is withdrawn from once.
  const left = options.items
    .map((item) => ({ ...item, quantity: item.quantity - item.withdrawn }))
    .filter((item) => item.quantity > 0);
  const someWithdrawn = options.items.some((item) => item.withdrawn > 0);
  const chosen = left
    .map((item) => ({ ...item, quantity: statement.quantities[item.orderItemId] ?? 0 }))
    .filter((item) => item.quantity > 0);

  function toConfirm(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!statement.name.trim()) found.name = t('withdrawal.nameRequired');
    if (!EMAIL.test(statement.email.trim())) found.email = t('withdrawal.emailInvalid');
    if (statement.scope === 'some' && chosen.length === 0) found.items = t('withdrawal.itemsRequired');
    setErrors(found);
    if (Object.keys(found).length === 0) setStep('confirm');
  }

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const result = await submitWithdrawal({
      requestId,
      name: statement.name.trim(),
      email: statement.email.trim(),
      items:
        statement.scope === 'some'
          ? chosen.map((item) => ({ itemId: item.orderItemId, quantity: item.quantity }))
          : null,
    });
    setBusy(false);
    if (!result.ok) {
      setFailure(result.message ?? t('withdrawal.loadFailed'));
      // Withdrawn meanwhile (another tab, another device): the page catches up with what is left.
      if (result.code === ERROR_CODES.WITHDRAWAL_ALREADY_RECEIVED)
        void queryClient.invalidateQueries({ queryKey: withdrawalOptionsQuery(orderId).queryKey });
      return;
    }
    setDone(result.data);
    void queryClient.invalidateQueries({ queryKey: withdrawalOptionsQuery(orderId).queryKey });
  }

  const back = (
    <Link className="withdrawal__back" to={`${subPath}/home`}>
      {t('withdrawal.back')}
    </Link>
  );

  if (done) {
    return (
      <section className="card" aria-labelledby="withdrawal-done">
        <h2 id="withdrawal-done" ref={heading} tabIndex={-1}>
          {t('withdrawal.doneTitle')}
        </h2>
        <p role="status" data-testid="withdrawal-received">
          {t('withdrawal.doneText', {
            received: receivedStamp(done.receivedAt, i18n.language),
            email: done.email,
          })}
        </p>
        <WithdrawalSummary withdrawal={done} />
        <h3 className="withdrawal__next-title">{t('withdrawal.nextTitle')}</h3>
        <WithdrawalNextStep returnGoods={options.returnGoods} subPath={subPath} />
        {back}
      </section>
    );
  }

  const earlier =
    options.withdrawals.length > 0 ? (
      <section className="card" aria-labelledby="withdrawal-earlier">
        <h2 id="withdrawal-earlier">{t('withdrawal.received')}</h2>
        {options.withdrawals.map((withdrawal) => (
          <div key={withdrawal.withdrawalId} className="withdrawal__earlier">
            <p>
              {t('withdrawal.receivedOn', { received: receivedStamp(withdrawal.receivedAt, i18n.language) })}
            </p>
            <WithdrawalSummary withdrawal={withdrawal} />
          </div>
        ))}
      </section>
    ) : null;

  const next =
    options.withdrawals.length > 0 ? (
      <section className="card" aria-labelledby="withdrawal-next">
        <h2 id="withdrawal-next">{t('withdrawal.nextTitle')}</h2>
        <WithdrawalNextStep returnGoods={options.returnGoods} subPath={subPath} />
      </section>
    ) : null;

  if (left.length === 0 && options.withdrawals.length > 0) {
    return (
      <>
        {failure ? (
          <Alert tone="error" takeFocus>
            {failure}
          </Alert>
        ) : null}
        <Alert tone="info">{t('withdrawal.allWithdrawn')}</Alert>
        {earlier}
        {next}
        {back}
      </>
    );
  }

  if (!options.available) {
    const refusal = options.refusal ?? 'disabled';
    return (
      <>
        <Alert tone="info">{t(`withdrawal.unavailable.${refusal}`)}</Alert>
        {earlier}
        {next}
        {back}
      </>
    );
  }

  const period = (
    <>
      <p>{t('withdrawal.intro', { days: options.periodDays })}</p>
      {options.endsAt ? (
        <p className="withdrawal__until">{t('withdrawal.until', { date: date(options.endsAt) })}</p>
      ) : null}
    </>
  );

  if (step === 'confirm') {
    const goods = statement.scope === 'whole' ? left : chosen;
    return (
      <section className="card" aria-labelledby="withdrawal-confirm">
        <h2 id="withdrawal-confirm" ref={heading} tabIndex={-1}>
          {t('withdrawal.confirmTitle')}
        </h2>
        <p>{t('withdrawal.statement')}</p>
        <ul className="withdrawal__goods">
          {goods.map((item) => (
            <li key={item.orderItemId}>
              {item.quantity} × {item.title}
            </li>
          ))}
        </ul>
        <dl className="withdrawal__facts">
          <div>
            <dt>{t('withdrawal.name')}</dt>
            <dd>{statement.name.trim()}</dd>
          </div>
          <div>
            <dt>{t('withdrawal.order')}</dt>
            <dd>{options.orderName}</dd>
          </div>
          <div>
            <dt>{t('withdrawal.email')}</dt>
            <dd>{statement.email.trim()}</dd>
          </div>
        </dl>
        {failure ? (
          <Alert tone="error" takeFocus>
            {failure}
          </Alert>
        ) : null}
        <div className="withdrawal__actions">
          <button type="button" className="button button--primary" onClick={confirm} disabled={busy}>
            {t('withdrawal.confirm')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setStep('statement')}
            disabled={busy}
          >
            {t('withdrawal.change')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <>
      <form
        className="card withdrawal__statement"
        onSubmit={toConfirm}
        noValidate
        aria-labelledby="withdrawal-statement"
      >
        <h2 id="withdrawal-statement" ref={heading} tabIndex={-1}>
          {t('withdrawal.statementTitle')}
        </h2>
        {period}
        <TextField
          label={t('withdrawal.name')}
          name="name"
          autoComplete="name"
          value={statement.name}
          error={errors.name ?? null}
          onChange={(event) => setStatement({ ...statement, name: event.target.value })}
        />
        <TextField label={t('withdrawal.order')} name="order" value={options.orderName} readOnly />
        <TextField
          label={t('withdrawal.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={statement.email}
          error={errors.email ?? null}
          onChange={(event) => setStatement({ ...statement, email: event.target.value })}
        />
        <fieldset className="withdrawal__scope">
          <legend>{t('withdrawal.scope')}</legend>
          <Choice
            name="scope"
            value="whole"
            checked={statement.scope === 'whole'}
            onSelect={() => setStatement({ ...statement, scope: 'whole' })}
            title={someWithdrawn ? t('withdrawal.wholeRest') : t('withdrawal.whole')}
          />
          <Choice
            name="scope"
            value="some"
            checked={statement.scope === 'some'}
            onSelect={() => setStatement({ ...statement, scope: 'some' })}
            title={t('withdrawal.some')}
          />
        </fieldset>
        {statement.scope === 'some' ? (
          <ul
            className="withdrawal__items"
            aria-describedby={errors.items ? 'withdrawal-items-error' : undefined}
          >
            {left.map((item) => (
              <li key={item.orderItemId} className="withdrawal__item">
                <label htmlFor={`withdrawal-${item.orderItemId}`}>
                  {item.title}
                  {item.variantTitle ? (
                    <span className="withdrawal__variant"> · {item.variantTitle}</span>
                  ) : null}
                </label>
                <select
                  id={`withdrawal-${item.orderItemId}`}
                  className="field__input withdrawal__quantity"
                  aria-label={`${t('withdrawal.quantity')}: ${item.title}`}
                  value={statement.quantities[item.orderItemId] ?? 0}
                  onChange={(event) =>
                    setStatement({
                      ...statement,
                      quantities: { ...statement.quantities, [item.orderItemId]: Number(event.target.value) },
                    })
                  }
                >
                  {quantitiesUpTo(item.quantity).map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              </li>
            ))}
          </ul>
        ) : null}
        {errors.items ? (
          <p id="withdrawal-items-error" className="field__error" role="alert">
            {errors.items}
          </p>
        ) : null}
        <button type="submit" className="button button--primary">
          {t('withdrawal.continue')}
        </button>
      </form>
      {earlier}
      {next}
      {back}
    </>
  );
}

function WithdrawalSummary({ withdrawal }: { withdrawal: Withdrawal }) {
  return (
    <ul className="withdrawal__goods">
      {withdrawal.items.map((item) => (
        <li key={item.orderItemId}>
          {item.quantity} × {item.title}
        </li>
      ))}
    </ul>
  );
}

/** 0, 1, … up to the item's quantity. */
function quantitiesUpTo(max: number): number[] {
  return Array.from({ length: max + 1 }, (_, count) => count);
}

/** The date and time as the acknowledgement e-mail states them: in UTC, naming it (decision 054). */
export function receivedStamp(iso: string, language: string): string {
  return formatDateTime(iso, language, 'UTC');
}
