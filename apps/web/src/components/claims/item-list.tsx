import type { OrderItem } from '@rc/contract/shared-schemas';
import { formatMoney } from '@rc/domain/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './item-list.css';

/** An item's row in a `claim-items` list: picture, title, variant, a line about it, then `end`. */
export function ClaimItem({
  item,
  note,
  end,
  lazyImage = false,
}: {
  item: OrderItem;
  note: ReactNode;
  end: ReactNode;
  lazyImage?: boolean;
}) {
  return (
    <li className="claim-item">
      {item.imageUrl ? (
        <img
          className="claim-item__image"
          src={item.imageUrl}
          alt=""
          width={56}
          height={56}
          loading={lazyImage ? 'lazy' : undefined}
        />
      ) : (
        <span className="claim-item__image" aria-hidden="true" />
      )}
      <span className="claim-item__text">
        <span className="claim-item__title">{item.title}</span>
        {item.variantTitle ? <span className="claim-item__muted">{item.variantTitle}</span> : null}
        <span className="claim-item__muted">{note}</span>
      </span>
      {end}
    </li>
  );
}

/** Claimed items: image, title, variant, quantity and what they are worth. */
export function ItemList({ items, currency }: { items: readonly OrderItem[]; currency: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ul className="claim-items">
      {items.map((item) => (
        <ClaimItem
          key={item.itemId}
          item={item}
          lazyImage
          note={`${t('home.quantity', { count: item.quantity })} · ${t('home.unitPrice', {
            price: formatMoney(item.unitPrice, currency, language),
          })}`}
          end={
            <span className="claim-item__price">
              {formatMoney(item.unitPrice * item.quantity, currency, language)}
            </span>
          }
        />
      ))}
    </ul>
  );
}
