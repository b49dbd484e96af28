// One order of the hub: its name, date and total, its protection, the next step, its products with
// their pictures, its packages, claims and returns, and what the shopper can do.
import { formatDate, formatMoney } from '@rc/domain/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderLabel } from '../../../lib/order-label';
import type { HubOrder } from '../api/query-order-list';
import type { OrderAction } from '../use-act-on-order';
import {
  ActionLink,
  ClaimRows,
  HubStatus,
  OrderActions,
  ProductLine,
  ReturnRows,
  useForceOrders,
} from './hub-parts';
import { NextStep } from './next-step';

export interface OrderCardProps {
  order: HubOrder;
  subPath: string;
  act: (action: OrderAction) => Promise<void>;
  busy: string | null;
  onStartReport?: () => void;
}

export function OrderCard({ order, subPath, act, busy, onStartReport }: OrderCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const headingId = `order-${order.orderId}`;
  const units = order.products.reduce((sum, product) => sum + product.quantity, 0);
  const force = useForceOrders();
  return (
    <article className="card hub-order" aria-labelledby={headingId}>
      <header className="hub-order__header">
        <div>
          <h2 id={headingId} className="hub-order__name">
            {orderLabel(t, order.orderName, order.orderIdLabel.key)}
          </h2>
          <p className="hub-order__meta">
            {t('hub.placed', { date: formatDate(order.placedAt, language) })} ·{' '}
            {t('hub.items', { count: units })} · {formatMoney(order.total, order.currency, language)}
          </p>
          {/* A link that looks like one, beside the order's name (issue 23), not a ghost among buttons. */}
          <Link
            className="hub-order__details"
            to={`${subPath}/order-details?orderId=${encodeURIComponent(order.orderId)}${force ? `&${force}` : ''}`}
          >
            {t('hub.viewDetails')}
          </Link>
        </div>
        {order.protection ? (
          <p className={`hub-protection hub-protection--${order.protection.status}`}>
            <span className="hub-protection__name">
              {t(order.protection.nameKey, { defaultValue: order.protection.name })}
            </span>
            <span className="hub-protection__until">
              {order.protection.status === 'active'
                ? t('hub.coveredUntil', { date: formatDate(order.protection.coveredUntil, language) })
                : t(`status.${order.protection.status}`)}
            </span>
          </p>
        ) : null}
      </header>
      <NextStep
        order={order}
        subPath={subPath}
        act={act}
        busy={busy}
        onStartReport={onStartReport}
        urgentAbove
      />
      <div className="hub-order__body">
        <section className="hub-order__products" aria-label={t('hub.products')}>
          <ul className="hub-products">
            {order.products.map((product) => (
              <ProductLine key={product.itemId} product={product} currency={order.currency} />
            ))}
          </ul>
        </section>
        <div className="hub-order__side">
          {order.packages.length > 0 ? (
            <section aria-labelledby={`${headingId}-packages`}>
              <h3 id={`${headingId}-packages`} className="hub-order__subheading">
                {t('orders.packages')}
              </h3>
              <ul className="hub-rows">
                {order.packages.map((entry, index) => (
                  <li key={entry.fulfillmentId} className="hub-row">
                    <span className="hub-row__main">
                      <span className="hub-row__title">{t('home.package', { number: index + 1 })}</span>
                      <span className="hub-row__muted">
                        {entry.carrier ? `${entry.carrier.name} · ` : ''}
                        {entry.trackingNumber ?? t('hub.noTracking')}
                      </span>
                      {entry.pendingClaimCount > 0 ? (
                        <span className="hub-row__muted">
                          {t('hub.pendingClaims', { count: entry.pendingClaimCount })}
                        </span>
                      ) : null}
                    </span>
                    <HubStatus display={entry.statusDisplay} />
                    {entry.canTrack ? (
                      <ActionLink
                        subPath={subPath}
                        act={act}
                        busy={busy}
                        label={`${t('home.track')}: ${t('home.package', { number: index + 1 })}`}
                        action={{
                          order,
                          path: `tracking?fulfillmentId=${encodeURIComponent(entry.fulfillmentId)}`,
                        }}
                      >
                        {t('hub.track')}
                      </ActionLink>
                    ) : null}
                    {entry.delay.delayed && entry.delay.claimable && entry.canReportIssue ? (
                      <ActionLink
                        subPath={subPath}
                        act={act}
                        busy={busy}
                        label={`${t('tracking.delayClaim')}: ${t('home.package', { number: index + 1 })}`}
                        action={{
                          order,
                          // The late package's short claim (issue 23): its type and items chosen.
                          path: `late-package?fulfillmentId=${encodeURIComponent(entry.fulfillmentId)}&start=1`,
                        }}
                      >
                        {t('tracking.delayClaim')}
                      </ActionLink>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {order.claims.length > 0 ? (
            <section aria-labelledby={`${headingId}-claims`}>
              <h3 id={`${headingId}-claims`} className="hub-order__subheading">
                {t('claims.list.title')}
              </h3>
              <ul className="hub-rows">
                <ClaimRows order={order} subPath={subPath} act={act} busy={busy} />
              </ul>
            </section>
          ) : null}
          {order.returns.length > 0 ? (
            <section aria-labelledby={`${headingId}-returns`}>
              <h3 id={`${headingId}-returns`} className="hub-order__subheading">
                {t('returns.list.title')}
              </h3>
              <ul className="hub-rows">
                <ReturnRows order={order} subPath={subPath} act={act} busy={busy} />
              </ul>
            </section>
          ) : null}
        </div>
      </div>
      <OrderActions
        order={order}
        subPath={subPath}
        act={act}
        busy={busy}
        onStartReport={onStartReport}
        urgentAbove
      />
    </article>
  );
}
