import type { Fulfillment } from '@rc/contract/shared-schemas';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';
import './package-summary.css';

/** A package in a line or two: its number, status, carrier and tracking number, and its items. */
export function PackageSummary({ fulfillment, index }: { fulfillment: Fulfillment; index: number }) {
  const { t } = useTranslation();
  return (
    <span className="package-summary">
      <span className="package-summary__head">
        <span className="package-summary__name">{t('home.package', { number: index + 1 })}</span>
        <StatusBadge status={fulfillment.status} />
      </span>
      {fulfillment.trackingNumber ? (
        <span className="package-summary__tracking">
          {fulfillment.carrier ? `${fulfillment.carrier} · ` : ''}
          {fulfillment.trackingNumber}
        </span>
      ) : null}
      <span className="package-summary__items">
        {fulfillment.items.map((item) => `${item.quantity} × ${item.title}`).join(', ')}
      </span>
    </span>
  );
}
