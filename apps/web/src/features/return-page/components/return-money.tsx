// The return's money: what was promised at submission (the quote) against what has been paid so far
// (refunds and credits are paid as items come back), the balance the shopper paid, and every
// payment (user/get-transaction-detail).
import { formatDateTime, formatMoney } from '@rc/domain/format';
import { useTranslation } from 'react-i18next';
import { AmountsList } from '../../../components/ui/amounts-list';
import type { ReturnDetail } from '../api/get-order-return-detail';
import { useTransactionDetail } from '../api/get-transaction-detail';
import './return-money.css';

export function ReturnMoney({ detail }: { detail: ReturnDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const transactions = useTransactionDetail(detail.returnId, detail.timeline.length);
  const money = (minor: number) => formatMoney(minor, detail.currency, language);
  const { quote, paid } = detail;
  const rows: { key: string; due: number; paid: number | null }[] = [
    { key: 'refund', due: quote.refund, paid: paid.refund },
    { key: 'storeCredit', due: quote.storeCredit, paid: paid.credit },
    { key: 'storeCreditBonus', due: quote.storeCreditBonus, paid: paid.bonus },
    { key: 'exchangeItems', due: quote.exchangeItems, paid: null },
    { key: 'balanceDue', due: quote.balanceDue, paid: detail.balancePaid },
  ].filter((row) => row.due > 0);
  const deductions = [
    { key: 'restockingFee', amount: quote.restockingFee },
    { key: 'returnFee', amount: quote.returnFee },
    { key: 'postage', amount: quote.postage },
    { key: 'assuranceCovered', amount: quote.assuranceCovered },
  ].filter((row) => row.amount > 0);
  const list = transactions.data?.transactions ?? [];
  return (
    <section className="card return-money" aria-labelledby="return-money-title">
      <h2 id="return-money-title">{t('returns.detail.money.title')}</h2>
      <AmountsList
        rows={[
          ...rows.map((row) => ({
            key: row.key,
            label: t(`returns.quote.${row.key}`),
            tone: 'strong' as const,
            amount: (
              <>
                {money(row.due)}
                {row.paid !== null ? (
                  <span className="return-money__paid">
                    {row.paid >= row.due
                      ? t('returns.detail.money.paidAll')
                      : t('returns.detail.money.paidPart', { amount: money(row.paid) })}
                  </span>
                ) : null}
              </>
            ),
          })),
          ...deductions.map((row) => ({
            key: row.key,
            label: t(`returns.quote.${row.key}`),
            tone: 'minor' as const,
            amount: money(row.amount),
          })),
        ]}
      />
      {rows.length === 0 ? <p>{t('returns.detail.money.nothing')}</p> : null}
      {list.length > 0 ? (
        <>
          <h3 className="return-money__subtitle">{t('returns.detail.money.payments')}</h3>
          <ul className="return-money__payments">
            {list.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: payments have no id and never reorder
              <li key={`${entry.at}-${entry.type}-${index}`}>
                <span>
                  {t(`returns.detail.money.type.${entry.type}`)} · {formatDateTime(entry.at, language)}
                </span>
                <strong>
                  {money(entry.amount)}
                  {entry.bonus > 0 ? ` + ${money(entry.bonus)}` : ''}
                </strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
