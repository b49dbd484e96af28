// Spec section 7 names 64 calls ("Calls with payloads" and "Other named endpoints"); the server
// serves every call record (apps/server/test/integration/call-records.test.ts), so a name with a
// record here is a call the portal answers, and a call that stops being served fails this test.
import { describe, expect, it } from 'vitest';
import { ALL_CALLS } from './calls';

const SPEC_CALLS = [
  'get-rc-login-style',
  'send-verify-email',
  'rc-login',
  'sv_router',
  'query-related-policy-with-check',
  'query-related-policy',
  'claim-apply-review',
  'get-all-protected-item',
  'user/calculate-return-exchange-price',
  'multilingual/list-language-code',
  'user/banner-view',
  'user/banner-click',
  'report-event',
  'return-process-preview',
  'submit-return-process',
  'add-return-tracking',
  'edit-claim-material',
  'edit-payment-method',
  'get-claim-detail',
  'get-protected-item',
  'get-required-document',
  'query-package-status',
  'replenish-fulfillment',
  'save-claim-as-draft',
  'submit-claim',
  'ai-chat-box-submit',
  'verify-attachment',
  'withdraw-claim-draft',
  'get-shipping-protection',
  'add-claim-item',
  'user/get-order-detail',
  'user/get-order-return-apply-review',
  'user/get-return-merchant-config',
  'user/get-order-return-apply-decision',
  'user/get-return-item-decision-flow',
  'user/calculate-order-return-postage',
  'user/submit-order-return',
  'user/get-order-return-detail',
  'get-return-detail',
  'user/save-return-shipping-tracking-info',
  'user/get-transaction-detail',
  'user/get-return-product-page-list',
  'user/get-return-product-detail',
  'user/create-order-return-for-order',
  'user/query-order-list',
  'user/query-upsell-products',
  'list-items-coverage',
  'start-return-items',
  'list-return-items',
  'user/get-return-method-detail',
  'user/get-tracking-detail',
  'create-conversation',
  'get-conversation-detail',
  'create-question',
  'get-question-response',
  'feedback-question',
  'heartbeat',
  'get-pre-conversation-content',
  'v2/command-products',
  'add-order-comment',
  'update-order-comment',
  'add-order-product-comment',
  'update-order-product-comment',
  // {product}-cash-withdraw, with our product's name.
  'rc-cash-withdraw',
];

describe('the calls spec section 7 names', () => {
  it('are 64, each once', () => {
    expect(SPEC_CALLS).toHaveLength(64);
    expect(new Set(SPEC_CALLS).size).toBe(64);
  });

  it('have a call record each', () => {
    // The spec names the assistant's calls without their order-service subpath ('create-question'
    // is served as 'ai-chat/create-question'); v2/command-products it names with its subpath.
    const served = new Set<string>(ALL_CALLS.map((call) => call.name.replace(/^ai-chat\//, '')));
    expect(SPEC_CALLS.filter((name) => !served.has(name))).toEqual([]);
  });
});
