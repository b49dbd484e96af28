// The 'Withdraw from contract here' entry on the order's landing pages, shown only while the
// order is within its withdrawal period. Loaded lazily by home and orders, so their first load
// carries none of it.
import { formatDate } from '@rc/domain/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWithdrawalOptions } from '../api/get-withdrawal-options';
import './withdrawal-entry.css';

export default function WithdrawalEntry({ subPath, orderId }: { subPath: string; orderId: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useWithdrawalOptions(orderId);
  if (!data?.available) return null;
  return (
    <section className="card withdrawal-entry" aria-labelledby="withdrawal-entry-link">
      <Link id="withdrawal-entry-link" className="withdrawal-entry__link" to={`${subPath}/withdraw`}>
        {t('withdrawal.link')}
      </Link>
      <p className="withdrawal-entry__hint">
        {data.endsAt
          ? t('withdrawal.linkHint', { date: formatDate(data.endsAt, i18n.language) })
          : t('withdrawal.linkHintOpen', { days: data.periodDays })}
      </p>
    </section>
  );
}
