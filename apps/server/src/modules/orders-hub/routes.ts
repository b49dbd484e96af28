import {
  getOrderDetail,
  getShippingProtection,
  queryOrderList,
  switchOrder,
} from '@rc/contract/calls/orders-hub';
import type { FastifyInstance } from 'fastify';
import { type Gate, registerCall } from '../../gateway/register-call';
import type { OrdersHub } from './service';

/** The orders hub's shopper calls (issue 13). */
export function ordersHubRoutes(app: FastifyInstance, gate: Gate, hub: OrdersHub): void {
  registerCall(app, gate, queryOrderList, ({ session, input }) => hub.queryOrderList(session, input));
  registerCall(app, gate, getOrderDetail, ({ session, input }) => hub.orderDetail(session, input.orderId));
  registerCall(app, gate, getShippingProtection, ({ session, input }) =>
    hub.shippingProtection(session, input.orderId),
  );
  registerCall(app, gate, switchOrder, ({ session, input }) => hub.switchOrder(session, input.orderId));
}
