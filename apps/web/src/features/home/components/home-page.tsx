// Home (version 4 landing): the order's protected items by fulfillment, then the unfulfilled ones.

import type { Fulfillment } from '@rc/contract/shared-schemas';
import { orderIdLabelFor } from '@rc/domain/channels';
import { formatMoney } from '@rc/domain/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/ui/spinner';
import { StatusBadge } from '../../../components/ui/status-badge';
import { orderLabel } from '../../../lib/order-label';
import { type UserInfo, useSessionStore } from '../../../lib/session-store';
import { useOrderItems } from '../use-order-items';
import { FulfillmentCard, ItemRow } from './order-items';
import './home-page.css';

/** What the app layer composes into the page: the version banner, the claims and the report entry points. */
export interface OrderPageSlots {
  /** Above the page (the version banner). */
  top?: ReactNode;
  /** The order's claims, under the coverage. */
  claims?: ReactNode;
  /** Under each package. */
  packageActions?: (fulfillment: Fulfillment, index: number) => ReactNode;
  /** Under the items not shipped yet. */
  unshippedActions?: (count: number) => ReactNode;
}

export function HomePage({
  userInfo,
  top,
  claims,
  packageActions,
  unshippedActions,
}: { userInfo: UserInfo } & OrderPageSlots) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const data = useOrderItems(userInfo);
  // The channel the shopper came through names the order as the sign-in page did (spec 1).
  const channel = useSessionStore((state) => state.rcChannel) ?? userInfo.rc4Channel;
  if (!data) return <LoadingState label={t('common.loading')} />;

  return (
    <div className="page home">
      {top}
      <h1>{t('home.title')}</h1>
      <p className="home__order">
        {orderLabel(t, userInfo.orderNumber, orderIdLabelFor(channel).key)} · {userInfo.email}
      </p>
      <div className="card home__coverage">
        <span>{t('home.sumInsured')}</span>
        <strong>{formatMoney(data.sumInsure, data.currency, language)}</strong>
        <span>{t('home.remaining')}</span>
        <strong>{formatMoney(data.remainSumInsure, data.currency, language)}</strong>
      </div>
      {claims}
      <h2>{t('home.protectedItems')}</h2>
      {data.fulfillments.map((fulfillment, index) => (
        <FulfillmentCard
          key={fulfillment.fulfillmentId}
          fulfillment={fulfillment}
          index={index}
          currency={data.currency}
          actions={packageActions?.(fulfillment, index)}
        />
      ))}
      {data.unfulfilledList.length > 0 ? (
        <section className="card fulfillment" aria-labelledby="unfulfilled-heading">
          <header className="fulfillment__header">
            <h3 id="unfulfilled-heading">{t('home.unfulfilled')}</h3>
            <StatusBadge status="pending" />
          </header>
          <ul className="item-list">
            {data.unfulfilledList.map((item) => (
              <ItemRow key={item.itemId} item={item} currency={data.currency} />
            ))}
          </ul>
          {unshippedActions?.(data.unfulfilledList.length)}
        </section>
      ) : null}
    </div>
  );
}
