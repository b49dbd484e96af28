import { getAllProtectedItem, queryRelatedPolicyWithCheck } from '@rc/contract/calls/orders';
import type { FastifyInstance } from 'fastify';
import { type Authenticator, registerSessionCall } from '../../gateway/register-call';
import type { OrdersService } from './service';

export function ordersRoutes(app: FastifyInstance, auth: Authenticator, service: OrdersService): void {
  registerSessionCall(app, queryRelatedPolicyWithCheck, auth, ({ session }) =>
    service.relatedPolicies(session),
  );
  registerSessionCall(app, getAllProtectedItem, auth, ({ session, input }) =>
    service.protectedItems(session, input.policyId),
  );
}
