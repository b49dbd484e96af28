// The order's packages and items, shared by home (version 4) and orders (version 5).
import type { Fulfillment, OrderItem } from '@rc/contract/shared-schemas';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { formatMoney } from '@rc/domain/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import './order-items.css';
import { errorText } from '../../../lib/error-text';

export function ItemRow({ item, currency }: { item: OrderItem; currency: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <li className="item-row">
      {item.imageUrl ? (
        <img className="item-row__image" src={item.imageUrl} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className="item-row__image item-row__image--empty" aria-hidden="true" />
      )}
      <span className="item-row__text">
        <span className="item-row__title">{item.title}</span>
        {item.variantTitle ? <span className="item-row__variant">{item.variantTitle}</span> : null}
        {/* The unit price beside the quantity, the line's total at the end: as the item pickers say it. */}
        <span className="item-row__variant">
          {t('home.quantity', { count: item.quantity })} ·{' '}
          {t('home.unitPrice', { price: formatMoney(item.unitPrice, currency, language) })}
        </span>
      </span>
      <span className="item-row__price">
        {formatMoney(item.unitPrice * item.quantity, currency, language)}
      </span>
    </li>
  );
}

export function FulfillmentCard({
  fulfillment,
  index,
  currency,
  actions,
}: {
  fulfillment: Fulfillment;
  index: number;
  currency: string;
  /** What the app layer puts under the package (its 'Report an issue'). */
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const headingId = `fulfillment-${fulfillment.fulfillmentId}`;
  return (
    <section className="card fulfillment" aria-labelledby={headingId}>
      <header className="fulfillment__header">
        <h3 id={headingId}>{t('home.package', { number: index + 1 })}</h3>
        <StatusBadge status={fulfillment.status} />
      </header>
      {fulfillment.coverageCanceled ? (
        <p className="fulfillment__warning">{errorText(i18n, ERROR_CODES.COVERAGE_CANCELED)}</p>
      ) : null}
      {fulfillment.trackingNumber ? (
        <p className="fulfillment__tracking">
          {fulfillment.carrier ? `${fulfillment.carrier} · ` : ''}
          {fulfillment.trackingNumber}
        </p>
      ) : null}
      <ul className="item-list">
        {fulfillment.items.map((item) => (
          <ItemRow key={item.itemId} item={item} currency={currency} />
        ))}
      </ul>
      {/* The store's tracking route, beside home and orders (relative: any store path or subdomain). */}
      <Link
        className="button button--secondary button--block"
        to={`../tracking?fulfillmentId=${fulfillment.fulfillmentId}`}
        aria-describedby={headingId}
      >
        {t('home.track')}
      </Link>
      {actions}
    </section>
  );
}
