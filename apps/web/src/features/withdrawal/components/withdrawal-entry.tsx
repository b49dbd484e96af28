// The withdrawal function on the order's landing pages (home and orders), loaded lazily so their
// first load carries none of it. While the order is within its period and nothing is withdrawn yet:
// 'Withdraw from contract here'. Once a withdrawal is received: when it was received and the next
// step, sending the goods back (decision 052); the link stays, reworded, only while items are left
// to withdraw from.
import { formatDate, formatDateTime } from '@rc/domain/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWithdrawalOptions } from '../api/get-withdrawal-options';
import { WithdrawalNextStep } from './withdrawal-next-step';
import './withdrawal-entry.css';

export default function WithdrawalEntry({ subPath, orderId }: { subPath: string; orderId: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useWithdrawalOptions(orderId);
  if (!data) return null;
  const latest = data.withdrawals.at(-1);
  if (latest) {
    const itemsLeft = data.available && data.items.some((item) => item.withdrawn < item.quantity);
    return (
      <section className="card withdrawal-entry" aria-labelledby="withdrawal-entry-title">
        <h2
          id="withdrawal-entry-title"
          className="withdrawal-entry__title"
          data-testid="withdrawal-entry-received"
        >
          {t('withdrawal.receivedEntry', { date: formatDate(latest.receivedAt, i18n.language) })}
        </h2>
        <WithdrawalNextStep returnGoods={data.returnGoods} subPath={subPath} />
        {itemsLeft ? (
          <Link className="withdrawal-entry__more" to={`${subPath}/withdraw`}>
            {t('withdrawal.withdrawMore')}
          </Link>
        ) : null}
      </section>
    );
  }
  if (!data.available) return null;
  return (
    <section className="card withdrawal-entry" aria-labelledby="withdrawal-entry-link">
      <Link id="withdrawal-entry-link" className="withdrawal-entry__link" to={`${subPath}/withdraw`}>
        {t('withdrawal.link')}
      </Link>
      <p className="withdrawal-entry__hint">
        {data.endsAt
          ? t('withdrawal.linkHint', { date: formatDateTime(data.endsAt, i18n.language) })
          : t('withdrawal.linkHintOpen', { days: data.periodDays })}
      </p>
    </section>
  );
}
