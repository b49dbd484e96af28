// Every call of every surface, for the server's checks and the OpenAPI document. The lists are
// read from the modules that declare the calls: a new call is found where it is written.
import * as adminCalls from './admin-calls';
import * as assistant from './calls/assistant';
import * as claims from './calls/claims';
import * as comments from './calls/comments';
import * as orders from './calls/orders';
import * as ordersHub from './calls/orders-hub';
import * as returns from './calls/returns';
import * as signIn from './calls/sign-in';
import * as tracking from './calls/tracking';
import * as withdrawals from './calls/withdrawals';
import type { ApiCall, CallDefinition } from './define-call';
import * as merchantCalls from './merchant-calls';
import * as merchantCommentCalls from './merchant-comment-calls';
import * as merchantDataCalls from './merchant-data-calls';
import * as merchantEmailCalls from './merchant-email-calls';
import * as merchantWebhookCalls from './merchant-webhook-calls';
import * as merchantWithdrawalCalls from './merchant-withdrawal-calls';
import * as payments from './payments/calls';

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
