// The money of a return as the server quoted it: what the items are worth, what is kept (fees,
// postage), what Return Assurance pays, and what the shopper gets (refund, credit with its bonus,
// new items) or pays (the balance). Rows of zero are left out.
import { formatMoney } from '@rc/domain/money';
import { useTranslation } from 'react-i18next';
import type { ReturnReview } from './return-review-types';
import './quote-summary.css';

const DEDUCTED = new Set(['restockingFee', 'returnFee', 'postage']);

export function QuoteSummary({ quote, currency }: { quote: ReturnReview['quote']; currency: string }) {
  const { t } = useTranslation();
  const rows: [string, number][] = [
    ['itemsTotal', quote.itemsTotal],
    ['restockingFee', quote.restockingFee],
    ['returnFee', quote.returnFee],
    ['postage', quote.postage],
    ['assuranceCovered', quote.assuranceCovered],
    ['exchangeItems', quote.exchangeItems],
    ['refund', quote.refund],
    ['storeCredit', quote.storeCredit],
    ['storeCreditBonus', quote.storeCreditBonus],
    ['balanceDue', quote.balanceDue],
  ];
  return (
    <dl className="quote-summary">
      {rows
        .filter(([key, amount]) => amount > 0 || key === 'itemsTotal')
        .map(([key, amount]) => (
          <div key={key} className={`quote-summary__row quote-summary__row--${key}`}>
            <dt>{t(`returns.quote.${key}`)}</dt>
            <dd>
              {DEDUCTED.has(key) ? '−' : ''}
              {formatMoney(amount, currency)}
            </dd>
          </div>
        ))}
    </dl>
  );
}
