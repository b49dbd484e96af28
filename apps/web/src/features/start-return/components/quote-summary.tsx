// The money of a return as the server quoted it: what the items are worth, what is kept (fees,
// postage), what Return Assurance pays, and what the shopper gets (refund, credit with its bonus,
// new items) or pays (the balance). Rows of zero are left out.
import { formatMoney } from '@rc/domain/format';
import { useTranslation } from 'react-i18next';
import { AmountsList } from '../../../components/ui/amounts-list';
import type { ReturnReview } from './return-review-types';

const DEDUCTED = new Set(['restockingFee', 'returnFee', 'postage']);
const TOTALS = new Set(['refund', 'storeCredit', 'balanceDue']);

export function QuoteSummary({ quote, currency }: { quote: ReturnReview['quote']; currency: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
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
    <AmountsList
      rows={rows
        .filter(([key, amount]) => amount > 0 || key === 'itemsTotal')
        .map(([key, amount]) => ({
          key,
          label: t(`returns.quote.${key}`),
          amount: `${DEDUCTED.has(key) ? '−' : ''}${formatMoney(amount, currency, language)}`,
          ...(TOTALS.has(key) ? { tone: 'total' as const } : {}),
        }))}
    />
  );
}
