// Every call of every surface, for the server's checks and the OpenAPI document. The lists are
// read from the modules that declare the calls: a new call is found where it is written.
import * as adminCalls from './admin/calls';
import * as assistant from './assistant/calls';
import * as claims from './claims/calls';
import * as comments from './comments/calls';
import * as merchantCommentCalls from './comments/merchant-calls';
import * as merchantDataCalls from './data-rights/merchant-calls';
import type { ApiCall, CallDefinition } from './define-call';
import * as merchantEmailCalls from './emails/merchant-calls';
import * as merchantCalls from './merchant/calls';
import * as orders from './orders/calls';
import * as ordersHub from './orders-hub/calls';
import * as payments from './payments/calls';
import * as returns from './returns/calls';
import * as signIn from './sign-in/calls';
import * as tracking from './tracking/calls';
import * as merchantWebhookCalls from './webhooks/merchant-calls';
import * as withdrawals from './withdrawals/calls';
import * as merchantWithdrawalCalls from './withdrawals/merchant-calls';

function isApiCall(value: unknown): value is ApiCall {
  return typeof value === 'object' && value !== null && 'surface' in value && 'response' in value;
}

const SURFACES = ['shopper', 'merchant', 'admin'];

/** Every call record, by surface and path: the shopper gateway, the merchant and admin APIs, the providers' webhooks. */
export const API_CALLS: readonly ApiCall[] = [
  signIn,
  orders,
  claims,
  returns,
  tracking,
  withdrawals,
  ordersHub,
  comments,
  assistant,
  merchantCalls,
  merchantCommentCalls,
  merchantWebhookCalls,
  merchantWithdrawalCalls,
  merchantEmailCalls,
  merchantDataCalls,
  adminCalls,
  payments,
]
  .flatMap((module) => Object.values(module).filter(isApiCall))
  .sort(
    (a, b) =>
      SURFACES.indexOf(a.surface) - SURFACES.indexOf(b.surface) ||
      a.path.localeCompare(b.path) ||
      a.method.localeCompare(b.method),
  );

/** The shopper gateway's named calls (spec section 7): one per entry of CALL_ROUTES. */
export const ALL_CALLS: readonly CallDefinition[] = API_CALLS.filter(
  (call): call is CallDefinition => 'route' in call,
);
