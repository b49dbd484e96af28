import { replenishFulfillment } from '@rc/contract/claims/calls';
import {
  getAllProtectedItem,
  queryRelatedPolicy,
  queryRelatedPolicyWithCheck,
} from '@rc/contract/orders/calls';
import type { FastifyInstance } from 'fastify';
import { type Gate, registerCall } from '../../gateway/register-call';
import type { OrdersService } from './service';

export function ordersRoutes(app: FastifyInstance, gate: Gate, service: OrdersService): void {
  registerCall(app, gate, queryRelatedPolicyWithCheck, ({ session, input }) =>
    service.relatedPolicies(session, { check: true, orderNumber: input.orderNumber }),
  );
  registerCall(app, gate, queryRelatedPolicy, ({ session, input }) =>
    service.relatedPolicies(session, { check: false, orderNumber: input.orderNumber }),
  );
  registerCall(app, gate, getAllProtectedItem, ({ session, input }) =>
    service.protectedItems(session, input.policyId),
  );
  registerCall(app, gate, replenishFulfillment, ({ session, input }) =>
    service.replenishFulfillment(session, input),
  );
}
