// An order's page (route `order-details?orderId=…`, shared with a return's page `?returnId=…` as
// decision 028 shares routes): what was ordered with pictures and prices, the protection and what
// it covers (`get-shipping-protection`), each package with its tracking, the claims and returns,
// the next step and the actions, and the shopper's comments (a slot the app fills).

import { ERROR_CODES } from '@rc/domain/error-codes';
import { formatDate, formatMoney } from '@rc/domain/format';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/error-text';
import { orderLabel } from '../../../lib/order-label';
import { ERROR_PAGE_CODES, failureOf, useCallFailure } from '../../../lib/use-call-failure';
import { type OrderDetail, useOrderDetail } from '../api/get-order-detail';
import { useShippingProtection } from '../api/get-shipping-protection';
import { useActOnOrder } from '../use-act-on-order';
import {
  ActionLink,
  ClaimRows,
  HubStatus,
  OrderActions,
  ProductLine,
  ReturnRows,
  shownOrderActions,
  useHubPath,
} from './hub-parts';
import { NextStep } from './next-step';
import './orders-hub.css';

type Product = OrderDetail['products'][number];

export interface OrderDetailsProps {
  orderId: string;
  subPath: string;
  onStartReport?: () => void;
  /** Under the order: the shopper's comments on it. */
  orderComments?: (order: OrderDetail) => ReactNode;
  /** Under each product: the shopper's comments on it. */
  productComments?: (order: OrderDetail, product: Product) => ReactNode;
}

export function OrderDetails({
  orderId,
  subPath,
  onStartReport,
  orderComments,
  productComments,
}: OrderDetailsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const failure = useCallFailure(subPath);
  const detail = useOrderDetail(orderId);
  const { act, busy, error } = useActOnOrder(subPath);
  const hubPath = useHubPath(subPath);

  const problem = detail.error ? failureOf(detail.error) : null;
  useEffect(() => {
    // The service failing or the session gone: the error page (spec 8); anything else shows here.
    const failed = detail.error ? failureOf(detail.error) : null;
    if (failed && ERROR_PAGE_CODES.has(failed.code)) failure(failed);
  }, [detail.error, failure]);

  if (problem) {
    return (
      <div className="page">
        <Alert tone="error">{problem.message ?? t('errors.generic')}</Alert>
        <Link to={hubPath}>{t('hub.backToOrders')}</Link>
      </div>
    );
  }
  if (!detail.data) return <LoadingState label={t('common.loading')} />;
  const order = detail.data;
  const productsById = new Map(order.products.map((product) => [product.itemId, product]));
  const unshipped = order.unfulfilledItemIds.flatMap((id) => productsById.get(id) ?? []);

  return (
    <div className="page hub hub-details">
      <p className="hub__eyebrow">
        <Link to={hubPath}>{t('hub.backToOrders')}</Link>
      </p>
      <header className="hub__header">
        <h1>{orderLabel(t, order.orderName, order.orderIdLabel.key)}</h1>
        <p className="hub__intro">
          {t('hub.placed', { date: formatDate(order.placedAt, language) })} · {order.email}
        </p>
      </header>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <NextStep order={order} subPath={subPath} act={act} busy={busy} onStartReport={onStartReport} />
      <div className="hub-details__layout">
        <div className="hub-details__main">
          <section className="card" aria-labelledby="details-products">
            <h2 id="details-products" className="hub-order__subheading">
              {t('hub.products')}
            </h2>
            <ul className="hub-products">
              {order.products.map((product) => (
                <ProductLine key={product.itemId} product={product} currency={order.currency}>
                  {productComments?.(order, product)}
                </ProductLine>
              ))}
            </ul>
            <dl className="hub-details__sums">
              <div>
                <dt>{t('hub.shipping')}</dt>
                <dd>{formatMoney(order.shipping, order.currency, language)}</dd>
              </div>
              <div>
                <dt>{t('hub.total')}</dt>
                <dd>{formatMoney(order.total + order.shipping, order.currency, language)}</dd>
              </div>
            </dl>
          </section>
          {order.packages.map((entry, index) => {
            const headingId = `details-package-${entry.fulfillmentId}`;
            const items = entry.itemIds.flatMap((id) => productsById.get(id) ?? []);
            return (
              <section key={entry.fulfillmentId} className="card" aria-labelledby={headingId}>
                <header className="hub-row">
                  <h2 id={headingId} className="hub-order__subheading">
                    {t('home.package', { number: index + 1 })}
                  </h2>
                  <HubStatus display={entry.statusDisplay} />
                </header>
                <p className="hub-row__muted">
                  {entry.carrier ? `${entry.carrier.name} · ` : ''}
                  {entry.trackingNumber ?? t('hub.noTracking')}
                  {entry.estimatedDeliveryAt && !entry.deliveredAt
                    ? ` · ${t('hub.expected', { date: formatDate(entry.estimatedDeliveryAt, language) })}`
                    : ''}
                </p>
                {entry.coverageCanceled ? (
                  <p className="fulfillment__warning">{errorText(i18n, ERROR_CODES.COVERAGE_CANCELED)}</p>
                ) : null}
                <p className="hub-row__muted">{items.map((product) => product.title).join(', ')}</p>
                <div className="hub-actions">
                  {entry.canTrack || !entry.trackingNumber ? (
                    <ActionLink
                      subPath={subPath}
                      act={act}
                      busy={busy}
                      action={{
                        order,
                        path: `tracking?fulfillmentId=${encodeURIComponent(entry.fulfillmentId)}`,
                      }}
                      label={`${entry.trackingNumber ? t('home.track') : t('hub.addTracking')}: ${t('home.package', { number: index + 1 })}`}
                    >
                      {entry.trackingNumber ? t('home.track') : t('hub.addTracking')}
                    </ActionLink>
                  ) : null}
                  {entry.canReportIssue ? (
                    <ActionLink
                      subPath={subPath}
                      act={act}
                      busy={busy}
                      action={{
                        order,
                        path: `options?fulfillmentId=${encodeURIComponent(entry.fulfillmentId)}`,
                        before: onStartReport,
                      }}
                      label={`${t('claims.entry.report')}: ${t('home.package', { number: index + 1 })}`}
                    >
                      {t('claims.entry.report')}
                    </ActionLink>
                  ) : null}
                </div>
              </section>
            );
          })}
          {unshipped.length > 0 ? (
            <section className="card" aria-labelledby="details-unshipped">
              <h2 id="details-unshipped" className="hub-order__subheading">
                {t('home.unfulfilled')}
              </h2>
              <p className="hub-row__muted">{unshipped.map((product) => product.title).join(', ')}</p>
            </section>
          ) : null}
          {orderComments ? (
            <section className="card" aria-labelledby="details-comments">
              <h2 id="details-comments" className="hub-order__subheading">
                {t('comments.heading')}
              </h2>
              {orderComments(order)}
            </section>
          ) : null}
        </div>
        <aside className="hub-details__aside" aria-label={t('hub.summary')}>
          <Protection orderId={order.orderId} />
          {order.claims.length > 0 || order.returns.length > 0 ? (
            <section className="card" aria-labelledby="details-cases">
              <h2 id="details-cases" className="hub-order__subheading">
                {t('hub.claimsAndReturns')}
              </h2>
              <ul className="hub-rows">
                <ClaimRows order={order} subPath={subPath} act={act} busy={busy} />
                <ReturnRows order={order} subPath={subPath} act={act} busy={busy} />
              </ul>
            </section>
          ) : null}
          {Object.values(shownOrderActions(order, { urgentAbove: false })).some(Boolean) ? (
            <section className="card" aria-labelledby="details-actions">
              <h2 id="details-actions" className="hub-order__subheading">
                {t('hub.whatYouCanDo')}
              </h2>
              <OrderActions
                order={order}
                subPath={subPath}
                act={act}
                busy={busy}
                onStartReport={onStartReport}
                urgentAbove={false}
              />
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

/** The order's protection: its name (spec 1), until when, the sums, and what it covers. */
function Protection({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { data } = useShippingProtection(orderId);
  if (!data) return null;
  return (
    <section className="card" aria-labelledby="details-protection">
      <h2 id="details-protection" className="hub-order__subheading">
        {t('hub.protection')}
      </h2>
      {data.coverages.length === 0 ? <p className="hub-row__muted">{t('hub.noProtection')}</p> : null}
      {data.coverages.map((coverage) => (
        <div key={coverage.policyId} className="hub-coverage">
          <p className="hub-row__title">
            {t(coverage.nameKey, { defaultValue: coverage.name })}{' '}
            <span className={`status-badge status-badge--${coverage.status === 'active' ? 'green' : 'grey'}`}>
              {coverage.status === 'active' ? t('status.approved') : t(`status.${coverage.status}`)}
            </span>
          </p>
          <p className="hub-row__muted">
            {t('hub.coveredUntil', { date: formatDate(coverage.coveredUntil, language) })} ·{' '}
            {t('home.remaining')} {formatMoney(coverage.remaining, coverage.currency, language)} /{' '}
            {formatMoney(coverage.sumInsured, coverage.currency, language)}
          </p>
          <p className="hub-row__muted">
            {t('hub.covers')} {coverage.issueTypes.map((type) => t(`claims.issue.${type}`)).join(', ')}
          </p>
        </div>
      ))}
    </section>
  );
}
