// Orders (version 5 landing, the redesigned interface): the same order, laid out as a summary
// with each package's progress.
import { formatMoney } from '@rc/domain/money';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/ui/spinner';
import type { UserInfo } from '../../../lib/session-store';
import { useOrderItems } from '../use-order-items';
import type { OrderPageSlots } from './home-page';
import { FulfillmentCard, ItemRow } from './order-items';
import './orders-page.css';

export function OrdersPage({
  userInfo,
  top,
  claims,
  packageActions,
  unshippedActions,
}: { userInfo: UserInfo } & OrderPageSlots) {
  const { t } = useTranslation();
  const data = useOrderItems(userInfo);
  if (!data) return <LoadingState label={t('common.loading')} />;

  const packages = data.fulfillments.length + (data.unfulfilledList.length > 0 ? 1 : 0);
  return (
    <div className="page orders">
      {top}
      <header className="orders__hero">
        <p className="orders__eyebrow">
          {userInfo.firstName
            ? t('orders.greeting', { name: userInfo.firstName })
            : t('orders.greetingNoName')}
        </p>
        <h1>{t('orders.title', { order: userInfo.orderNumber })}</h1>
        <dl className="orders__facts">
          <div>
            <dt>{t('orders.packages')}</dt>
            <dd>{packages}</dd>
          </div>
          <div>
            <dt>{t('home.sumInsured')}</dt>
            <dd>{formatMoney(data.sumInsure, data.currency)}</dd>
          </div>
          <div>
            <dt>{t('home.remaining')}</dt>
            <dd>{formatMoney(data.remainSumInsure, data.currency)}</dd>
          </div>
        </dl>
      </header>
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
        <section className="card fulfillment" aria-labelledby="orders-unfulfilled">
          <h3 id="orders-unfulfilled">{t('home.unfulfilled')}</h3>
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
