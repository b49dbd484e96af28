// Every gateway call, for the server's routing and the OpenAPI document.

import { CLAIM_CALLS } from './calls/claims';
import { getAllProtectedItem, queryRelatedPolicy, queryRelatedPolicyWithCheck } from './calls/orders';
import {
  getRcLoginStyle,
  listLanguageCode,
  rcLogin,
  rcLogout,
  sendVerifyEmail,
  svRouter,
} from './calls/sign-in';
import type { CallDefinition } from './define-call';

export const ALL_CALLS: readonly CallDefinition[] = [
  getRcLoginStyle,
  rcLogin,
  rcLogout,
  sendVerifyEmail,
  svRouter,
  listLanguageCode,
  queryRelatedPolicyWithCheck,
  queryRelatedPolicy,
  getAllProtectedItem,
  ...CLAIM_CALLS,
];
