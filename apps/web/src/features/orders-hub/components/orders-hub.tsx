// The version 5 landing (spec 2 "New interface"): every order of the shopper at this store (the
// signed-in one; the others once the e-mail is proven, decision 030), an action-required claim as
// the first thing to do, then each order as a card. Phone first: one column of cards; on a desktop
// each card puts its products beside its packages, claims and returns.

import { ERROR_CODES } from '@rc/domain/error-codes';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import type { UserInfo } from '../../../lib/session-store';
import { type HubOrder, useOrderList } from '../api/query-order-list';
import { useActOnOrder } from '../use-act-on-order';
import { NextStep } from './next-step';
import { OrderCard } from './order-card';
import { SignInLinkNote } from './sign-in-link';
import './orders-hub.css';

export interface OrdersHubProps {
  userInfo: UserInfo;
  storeName: string;
  /** Above the page (the version banner, the app banner). */
  top?: ReactNode;
  /** Starts a fresh report before 'Report an issue' opens it (the report's own store). */
  onStartReport?: () => void;
}

export function OrdersHub({ userInfo, storeName, top, onStartReport }: OrdersHubProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { subPath } = userInfo;
  const [pages, setPages] = useState(1);
  const first = useOrderList(userInfo.orderId, 1);
  const { act, busy, error } = useActOnOrder(subPath);

  useEffect(() => {
    // Spec 8: a list that cannot be read goes to the error page with code 200000.
    if (first.error) navigate(`${subPath}/error?code=${ERROR_CODES.SERVICE_ERROR}`, { replace: true });
  }, [first.error, navigate, subPath]);

  if (!first.data) return <LoadingState label={t('common.loading')} />;
  const list = first.data;
  return (
    <div className="page hub">
      {top}
      <header className="hub__header">
        <p className="hub__eyebrow">
          {userInfo.firstName
            ? t('orders.greeting', { name: userInfo.firstName })
            : t('orders.greetingNoName')}
        </p>
        <h1>{t('hub.title')}</h1>
        <p className="hub__intro">{t('hub.intro', { store: storeName, count: list.total })}</p>
        {list.emailVerified ? null : <SignInLinkNote subPath={subPath} />}
      </header>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <UrgentSteps orders={list.orders} subPath={subPath} act={act} busy={busy} />
      <div className="hub__orders">
        {list.orders.map((order) => (
          <OrderCard
            key={order.orderId}
            order={order}
            subPath={subPath}
            act={act}
            busy={busy}
            onStartReport={onStartReport}
          />
        ))}
        {Array.from({ length: pages - 1 }, (_, index) => (
          <MorePage
            // Pages after the first load when asked for, each its own query.
            // biome-ignore lint/suspicious/noArrayIndexKey: the page number is the identity
            key={index + 2}
            page={index + 2}
            userInfo={userInfo}
            act={act}
            busy={busy}
            onStartReport={onStartReport}
            onMore={(more) => (more ? setPages(index + 3) : undefined)}
            last={index + 2 === pages}
          />
        ))}
      </div>
      {list.hasMore && pages === 1 ? (
        <Button variant="secondary" block onClick={() => setPages(2)}>
          {t('hub.more')}
        </Button>
      ) : null}
    </div>
  );
}

/** Action-required claims of any order, first on the page (the hub's most urgent thing to do). */
function UrgentSteps({
  orders,
  subPath,
  act,
  busy,
}: {
  orders: HubOrder[];
  subPath: string;
  act: ReturnType<typeof useActOnOrder>['act'];
  busy: string | null;
}) {
  const { t } = useTranslation();
  const urgent = orders.filter((order) => order.nextStep?.kind === 'claim_action_required');
  if (urgent.length === 0) return null;
  return (
    <section className="hub__urgent" aria-labelledby="hub-urgent">
      <h2 id="hub-urgent">{t('hub.urgent')}</h2>
      {urgent.map((order) => (
        <NextStep key={order.orderId} order={order} subPath={subPath} act={act} busy={busy} />
      ))}
    </section>
  );
}

function MorePage({
  page,
  userInfo,
  act,
  busy,
  onStartReport,
  onMore,
  last,
}: {
  page: number;
  userInfo: UserInfo;
  act: ReturnType<typeof useActOnOrder>['act'];
  busy: string | null;
  onStartReport?: () => void;
  onMore: (more: boolean) => void;
  last: boolean;
}) {
  const { t } = useTranslation();
  const { data } = useOrderList(userInfo.orderId, page);
  if (!data) return <LoadingState label={t('common.loading')} />;
  return (
    <>
      {data.orders.map((order) => (
        <OrderCard
          key={order.orderId}
          order={order}
          subPath={userInfo.subPath}
          act={act}
          busy={busy}
          onStartReport={onStartReport}
        />
      ))}
      {last && data.hasMore ? (
        <Button variant="secondary" block onClick={() => onMore(true)}>
          {t('hub.more')}
        </Button>
      ) : null}
    </>
  );
}
