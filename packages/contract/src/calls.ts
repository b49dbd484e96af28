// Every gateway call, for the server's routing and the OpenAPI document.

import { getAllProtectedItem, queryRelatedPolicyWithCheck } from './calls/orders';
import { getRcLoginStyle, listLanguageCode, rcLogin, rcLogout } from './calls/sign-in';
import type { CallDefinition } from './define-call';

export const ALL_CALLS: readonly CallDefinition[] = [
  getRcLoginStyle,
  rcLogin,
  rcLogout,
  listLanguageCode,
  queryRelatedPolicyWithCheck,
  getAllProtectedItem,
];
