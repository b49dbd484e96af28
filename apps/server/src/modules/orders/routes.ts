import { replenishFulfillment } from '@rc/contract/calls/claims';
import {
  getAllProtectedItem,
  queryRelatedPolicy,
  queryRelatedPolicyWithCheck,
} from '@rc/contract/calls/orders';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerSessionCall } from '../../gateway/register-call';
import type { OrdersService } from './service';

export function ordersRoutes(app: FastifyInstance, auth: Authenticator, service: OrdersService): void {
  registerSessionCall(app, queryRelatedPolicyWithCheck, auth, ({ session, input }) =>
    service.relatedPolicies(session, { check: true, orderNumber: input.orderNumber }),
  );
  registerSessionCall(app, queryRelatedPolicy, auth, ({ session, input }) =>
    service.relatedPolicies(session, { check: false, orderNumber: input.orderNumber }),
  );
  registerSessionCall(app, getAllProtectedItem, auth, ({ session, input }) =>
    service.protectedItems(session, input.policyId),
  );
  registerSessionCall(app, replenishFulfillment, auth, ({ session, input }) =>
    service.replenishFulfillment(session, input),
  );
}
