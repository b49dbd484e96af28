// Types only: the web client imports this with `import type`, so zod never reaches the browser.
import type { z } from 'zod';
import type {
  addClaimItem,
  claimApplyReview,
  editClaimMaterial,
  editPaymentMethod,
  getClaimDetail,
  getClaimList,
  getProtectedItem,
  getRequiredDocument,
  rcCashWithdraw,
  removeAttachment,
  replenishFulfillment,
  reportEvent,
  saveClaimAsDraft,
  submitClaim,
  verifyAttachment,
  withdrawClaimDraft,
} from './calls/claims';
import type { getAllProtectedItem, queryRelatedPolicy, queryRelatedPolicyWithCheck } from './calls/orders';
import type {
  getRcLoginStyle,
  listLanguageCode,
  rcLogin,
  rcLogout,
  sendVerifyEmail,
  svRouter,
} from './calls/sign-in';
import type { CallName } from './routes';

interface CallDefinitions {
  'get-rc-login-style': typeof getRcLoginStyle;
  'rc-login': typeof rcLogin;
  'rc-logout': typeof rcLogout;
  'send-verify-email': typeof sendVerifyEmail;
  sv_router: typeof svRouter;
  'multilingual/list-language-code': typeof listLanguageCode;
  'query-related-policy-with-check': typeof queryRelatedPolicyWithCheck;
  'query-related-policy': typeof queryRelatedPolicy;
  'get-protected-item': typeof getProtectedItem;
  'get-required-document': typeof getRequiredDocument;
  'verify-attachment': typeof verifyAttachment;
  'remove-attachment': typeof removeAttachment;
  'claim-apply-review': typeof claimApplyReview;
  'submit-claim': typeof submitClaim;
  'save-claim-as-draft': typeof saveClaimAsDraft;
  'withdraw-claim-draft': typeof withdrawClaimDraft;
  'get-claim-detail': typeof getClaimDetail;
  'get-claim-list': typeof getClaimList;
  'edit-claim-material': typeof editClaimMaterial;
  'edit-payment-method': typeof editPaymentMethod;
  'add-claim-item': typeof addClaimItem;
  'replenish-fulfillment': typeof replenishFulfillment;
  'report-event': typeof reportEvent;
  'rc-cash-withdraw': typeof rcCashWithdraw;
  'get-all-protected-item': typeof getAllProtectedItem;
}

/** What a call takes (before defaults are applied). */
export type RequestOf<N extends CallName> = z.input<CallDefinitions[N]['request']>;
/** What a successful call returns in `data`. */
export type ResponseOf<N extends CallName> = z.output<CallDefinitions[N]['response']>;
