// Where each gateway call lives. Kept free of zod so the web client can import it without weight:
// the schemas (calls/*.ts) refer to these entries, never the other way round.

/** The gateway's service roots (spec section 7). */
export const SERVICE_ROOTS = {
  rc: '/gateway/ins-claim-product/api/resolution-center',
  order: '/controller/resolutioncenter/orderservice',
} as const;

export type Service = keyof typeof SERVICE_ROOTS;
export type HttpMethod = 'GET' | 'POST';

export interface CallRoute {
  service: Service;
  method: HttpMethod;
  /** 'session' calls need a signed-in shopper; 'public' calls do not. */
  access: 'public' | 'session';
  /** 'multipart' calls take a file upload (multipart/form-data) instead of JSON. */
  body?: 'json' | 'multipart';
}

/** Every gateway call by its name in the spec. */
export const CALL_ROUTES = {
  'get-rc-login-style': { service: 'order', method: 'POST', access: 'public' },
  'rc-login': { service: 'order', method: 'POST', access: 'public' },
  'rc-logout': { service: 'order', method: 'POST', access: 'public' },
  'send-verify-email': { service: 'order', method: 'POST', access: 'public' },
  sv_router: { service: 'order', method: 'POST', access: 'session' },
  'multilingual/list-language-code': { service: 'order', method: 'GET', access: 'public' },
  'query-related-policy-with-check': { service: 'rc', method: 'POST', access: 'session' },
  'query-related-policy': { service: 'rc', method: 'POST', access: 'session' },
  'get-all-protected-item': { service: 'rc', method: 'POST', access: 'session' },
  'get-protected-item': { service: 'rc', method: 'POST', access: 'session' },
  'get-required-document': { service: 'rc', method: 'POST', access: 'session' },
  'verify-attachment': { service: 'rc', method: 'POST', access: 'session', body: 'multipart' },
  'remove-attachment': { service: 'rc', method: 'POST', access: 'session' },
  'claim-apply-review': { service: 'rc', method: 'POST', access: 'session' },
  'submit-claim': { service: 'rc', method: 'POST', access: 'session' },
  'save-claim-as-draft': { service: 'rc', method: 'POST', access: 'session' },
  'withdraw-claim-draft': { service: 'rc', method: 'POST', access: 'session' },
  'get-claim-detail': { service: 'rc', method: 'POST', access: 'session' },
  'get-claim-list': { service: 'rc', method: 'POST', access: 'session' },
  'edit-claim-material': { service: 'rc', method: 'POST', access: 'session' },
  'edit-payment-method': { service: 'rc', method: 'POST', access: 'session' },
  'add-claim-item': { service: 'rc', method: 'POST', access: 'session' },
  'appeal-claim': { service: 'rc', method: 'POST', access: 'session' },
  'replenish-fulfillment': { service: 'rc', method: 'POST', access: 'session' },
  'report-event': { service: 'rc', method: 'POST', access: 'session' },
  'rc-cash-withdraw': { service: 'rc', method: 'POST', access: 'session' },
  // Returns and exchanges (issue 11, calls/returns.ts).
  'user/get-return-merchant-config': { service: 'rc', method: 'POST', access: 'session' },
  'list-items-coverage': { service: 'rc', method: 'POST', access: 'session' },
  'user/create-order-return-for-order': { service: 'rc', method: 'POST', access: 'session' },
  'start-return-items': { service: 'rc', method: 'POST', access: 'session' },
  'list-return-items': { service: 'rc', method: 'POST', access: 'session' },
  'user/get-return-item-decision-flow': { service: 'rc', method: 'POST', access: 'session' },
  'user/get-order-return-apply-decision': { service: 'rc', method: 'POST', access: 'session' },
  'user/get-order-return-apply-review': { service: 'rc', method: 'POST', access: 'session' },
  'return-process-preview': { service: 'rc', method: 'POST', access: 'session' },
  'user/calculate-order-return-postage': { service: 'rc', method: 'POST', access: 'session' },
  'user/calculate-return-exchange-price': { service: 'rc', method: 'POST', access: 'session' },
  'user/get-return-method-detail': { service: 'rc', method: 'POST', access: 'session' },
  'user/get-return-product-page-list': { service: 'rc', method: 'POST', access: 'session' },
  'user/get-return-product-detail': { service: 'rc', method: 'POST', access: 'session' },
  'user/query-upsell-products': { service: 'rc', method: 'POST', access: 'session' },
  'user/submit-order-return': { service: 'rc', method: 'POST', access: 'session' },
  'submit-return-process': { service: 'rc', method: 'POST', access: 'session' },
  'user/get-order-return-detail': { service: 'rc', method: 'POST', access: 'session' },
  'get-return-detail': { service: 'rc', method: 'POST', access: 'session' },
  'user/get-transaction-detail': { service: 'rc', method: 'POST', access: 'session' },
  'add-return-tracking': { service: 'rc', method: 'POST', access: 'session' },
  'user/save-return-shipping-tracking-info': { service: 'rc', method: 'POST', access: 'session' },
  'user/cancel-order-return': { service: 'rc', method: 'POST', access: 'session' },
  'user/pay-return-balance': { service: 'rc', method: 'POST', access: 'session' },
  'user/get-return-balance': { service: 'rc', method: 'POST', access: 'session' },
  // Package tracking (issue 12, calls/tracking.ts).
  'query-package-status': { service: 'rc', method: 'POST', access: 'session' },
  'user/get-tracking-detail': { service: 'rc', method: 'POST', access: 'session' },
  // The version 5 orders hub, comments and the app banner (issue 13, calls/orders-hub.ts, calls/comments.ts).
  'user/query-order-list': { service: 'rc', method: 'POST', access: 'session' },
  'user/get-order-detail': { service: 'rc', method: 'POST', access: 'session' },
  'get-shipping-protection': { service: 'rc', method: 'POST', access: 'session' },
  'user/switch-order': { service: 'rc', method: 'POST', access: 'session' },
  'user/banner-view': { service: 'rc', method: 'POST', access: 'session' },
  'user/banner-click': { service: 'rc', method: 'POST', access: 'session' },
  'add-order-comment': { service: 'rc', method: 'POST', access: 'session' },
  'update-order-comment': { service: 'rc', method: 'POST', access: 'session' },
  'add-order-product-comment': { service: 'rc', method: 'POST', access: 'session' },
  'update-order-product-comment': { service: 'rc', method: 'POST', access: 'session' },
  // The EU withdrawal function (issue 15, calls/withdrawals.ts).
  'user/get-withdrawal-options': { service: 'rc', method: 'POST', access: 'session' },
  'user/submit-withdrawal': { service: 'rc', method: 'POST', access: 'session' },
  // The assistant (issue 14, calls/assistant.ts): the order service's ai-chat and v2 subpaths.
  'ai-chat/get-pre-conversation-content': { service: 'order', method: 'POST', access: 'session' },
  'ai-chat/create-conversation': { service: 'order', method: 'POST', access: 'session' },
  'ai-chat/get-conversation-detail': { service: 'order', method: 'POST', access: 'session' },
  'ai-chat/create-question': { service: 'order', method: 'POST', access: 'session' },
  'ai-chat/get-question-response': { service: 'order', method: 'POST', access: 'session' },
  'ai-chat/feedback-question': { service: 'order', method: 'POST', access: 'session' },
  'ai-chat/heartbeat': { service: 'order', method: 'POST', access: 'session' },
  'ai-chat/ai-chat-box-submit': { service: 'order', method: 'POST', access: 'session' },
  'v2/command-products': { service: 'order', method: 'POST', access: 'session' },
} as const satisfies Record<string, CallRoute>;

export type CallName = keyof typeof CALL_ROUTES;

/** The URL path of a call, e.g. `/controller/resolutioncenter/orderservice/rc-login`. */
export function callPath(name: CallName): string {
  return `${SERVICE_ROOTS[CALL_ROUTES[name].service]}/${name}`;
}
