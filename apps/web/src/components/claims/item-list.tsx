import type { OrderItem } from '@rc/contract/shared-schemas';
import { formatMoney } from '@rc/domain/money';
import { useTranslation } from 'react-i18next';

/** Claimed items: image, title, variant, quantity and what they are worth. */
export function ItemList({ items, currency }: { items: readonly OrderItem[]; currency: string }) {
  const { t } = useTranslation();
  return (
    <ul className="claim-items">
      {items.map((item) => (
        <li key={item.itemId} className="claim-item">
          {item.imageUrl ? (
            <img
              className="claim-item__image"
              src={item.imageUrl}
              alt=""
              width={56}
              height={56}
              loading="lazy"
            />
          ) : (
            <span className="claim-item__image" aria-hidden="true" />
          )}
          <span className="claim-item__text">
            <span className="claim-item__title">{item.title}</span>
            {item.variantTitle ? <span className="claim-item__muted">{item.variantTitle}</span> : null}
            <span className="claim-item__muted">{t('home.quantity', { count: item.quantity })}</span>
          </span>
          <span className="claim-item__price">{formatMoney(item.unitPrice * item.quantity, currency)}</span>
        </li>
      ))}
    </ul>
  );
}
