// An action on an order of the hub (report an issue, return, track, get paid) goes into the existing
// flows, which act on "the signed-in order". For another order of the shopper the session is first
// switched to it (`user/switch-order`, decision 030): the session store names the new order, its
// policies are reloaded, the cached answers of the old order are dropped, then the flow opens.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { queryRelatedPolicy } from '../../api/query-related-policy';
import { clearFlowStores } from '../../lib/persisted-stores';
import { useSessionStore } from '../../lib/session-store';
import { useCallFailure } from '../../lib/use-call-failure';
import type { HubOrder } from './api/query-order-list';
import { switchOrder } from './api/switch-order';

export interface OrderAction {
  order: Pick<HubOrder, 'orderId' | 'signedIn'>;
  /** Where to go, relative to the store (e.g. 'options?fulfillmentId=…'). */
  path: string;
  /** Run just before leaving (the app starts a fresh report there). */
  before?: () => void;
}

export function useActOnOrder(subPath: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const failure = useCallFailure(subPath);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function act({ order, path, before }: OrderAction) {
    if (busy) return;
    setError(null);
    if (!order.signedIn && useSessionStore.getState().userInfo?.orderId !== order.orderId) {
      setBusy(path);
      const switched = await switchOrder(order.orderId);
      if (!switched.ok) {
        setBusy(null);
        setError(failure(switched));
        return;
      }
      const { orderId, orderName, channel, applicantEmail } = switched.data;
      useSessionStore.setState((state) =>
        state.userInfo
          ? {
              userInfo: {
                ...state.userInfo,
                orderId,
                orderNumber: orderName,
                email: applicantEmail,
                rc4Channel: channel ?? state.userInfo.rc4Channel,
              },
            }
          : {},
      );
      clearFlowStores();
      const policies = await queryRelatedPolicy({ channel, orderNumber: orderName, email: applicantEmail });
      if (policies.ok) useSessionStore.getState().setPolicies(policies.data);
      await queryClient.invalidateQueries();
      setBusy(null);
    }
    before?.();
    navigate(`${subPath}/${path}`);
  }

  return { act, busy, error };
}
