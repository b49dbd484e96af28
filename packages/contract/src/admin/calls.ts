// The operator's admin API, used by the merchant command (`npm run merchant`): the admin token as a
// bearer token, from a loopback address only. Calls under `/merchants/:shop` act for that store
// and mirror the merchant API's call of the same name.
import { z } from 'zod';
import { merchantListComments } from '../comments/merchant-calls';
import {
  merchantErasePersonalData,
  merchantExportPersonalData,
  merchantListDataRequests,
  merchantListEvents,
} from '../data-rights/merchant-calls';
import { type ApiCall, defineApiCall } from '../define-call';
import { merchantGetEmailSettings, merchantPutEmailSettings } from '../emails/merchant-calls';
import {
  ADMIN_API_ROOT,
  CreatedMerchantSchema,
  CreateMerchantSchema,
  MERCHANT_API_ROOT,
} from '../merchant/api';
import {
  merchantApproveClaim,
  merchantApproveReturn,
  merchantCancelReturn,
  merchantCloseReturn,
  merchantCreditReturnItems,
  merchantGetAppealSettings,
  merchantGetClaim,
  merchantGetClaimRules,
  merchantGetOrderTracking,
  merchantGetReturn,
  merchantGetReturnAddress,
  merchantGetReturnPolicy,
  merchantGetTrackingSettings,
  merchantListClaims,
  merchantListReturns,
  merchantPostSignedLink,
  merchantPutAppealSettings,
  merchantPutExchangeCatalog,
  merchantPutReturnAddress,
  merchantPutReturnPolicy,
  merchantReceiveReturnItems,
  merchantRefundReturnItems,
  merchantRejectClaim,
  merchantRejectReturn,
  merchantRequestEvidence,
  merchantRetryStoreAction,
  merchantShipReturnExchange,
} from '../merchant/calls';
import { text } from '../shared-schemas';
import {
  merchantCreateWebhookEndpoint,
  merchantDeleteWebhookEndpoint,
  merchantListWebhookDeliveries,
  merchantListWebhookEndpoints,
  merchantReplayWebhookMessage,
  merchantRotateWebhookSecret,
  merchantTestWebhookEndpoint,
  merchantUpdateWebhookEndpoint,
} from '../webhooks/merchant-calls';
import {
  merchantGetWithdrawalSettings,
  merchantListWithdrawals,
  merchantPutWithdrawalSettings,
} from '../withdrawals/merchant-calls';

/** Where the admin API acts for one store. */
export const ADMIN_SHOP_ROOT = `${ADMIN_API_ROOT}/merchants/:shop`;

const shopParam = text().meta({ description: "The store's shop name, as given to `create`." });

/** The admin API's copy of a merchant call, for the store named in the path. */
function forShop<
  Req extends z.ZodType,
  Res extends z.ZodType,
  Shape extends z.ZodRawShape = Record<never, never>,
>(call: ApiCall<Req, Res, z.ZodObject<Shape> | z.ZodType, 'merchant'>, name: string) {
  const shape = (call.params instanceof z.ZodObject ? call.params.shape : {}) as Shape;
  return defineApiCall({
    ...call,
    name,
    surface: 'admin',
    auth: 'admin',
    path: call.path.replace(MERCHANT_API_ROOT, ADMIN_SHOP_ROOT),
    summary: `${call.summary} For the store named in the path.`,
    params: z.strictObject({ shop: shopParam, ...shape }),
    errors: [...call.errors, 100013],
  });
}

export const adminCreateMerchant = defineApiCall({
  name: 'admin-create-merchant',
  surface: 'admin',
  method: 'POST',
  path: `${ADMIN_API_ROOT}/merchants`,
  auth: 'admin',
  summary:
    'Creates a store: its shop name and name. Answers its API key and signing secret, shown once (`npm run merchant -- create`).',
  request: CreateMerchantSchema,
  response: CreatedMerchantSchema,
  statuses: { 201: 'Created.' },
  errors: [100014],
});

export const adminPostSignedLink = forShop(merchantPostSignedLink, 'admin-post-signed-link');
export const adminListClaims = forShop(merchantListClaims, 'admin-list-claims');
export const adminGetClaim = forShop(merchantGetClaim, 'admin-get-claim');
export const adminApproveClaim = forShop(merchantApproveClaim, 'admin-approve-claim');
export const adminRejectClaim = forShop(merchantRejectClaim, 'admin-reject-claim');
export const adminRequestEvidence = forShop(merchantRequestEvidence, 'admin-request-evidence');
export const adminPutAppealSettings = forShop(merchantPutAppealSettings, 'admin-put-appeal-settings');

// Returns: the merchant command acts for a store through these (decision 023).
export const adminGetReturnPolicy = forShop(merchantGetReturnPolicy, 'admin-get-return-policy');
export const adminPutReturnPolicy = forShop(merchantPutReturnPolicy, 'admin-put-return-policy');
export const adminGetReturnAddress = forShop(merchantGetReturnAddress, 'admin-get-return-address');
export const adminPutReturnAddress = forShop(merchantPutReturnAddress, 'admin-put-return-address');
export const adminPutExchangeCatalog = forShop(merchantPutExchangeCatalog, 'admin-put-exchange-catalog');
export const adminListReturns = forShop(merchantListReturns, 'admin-list-returns');
export const adminGetReturn = forShop(merchantGetReturn, 'admin-get-return');
export const adminApproveReturn = forShop(merchantApproveReturn, 'admin-approve-return');
export const adminRejectReturn = forShop(merchantRejectReturn, 'admin-reject-return');
export const adminCancelReturn = forShop(merchantCancelReturn, 'admin-cancel-return');
export const adminReceiveReturnItems = forShop(merchantReceiveReturnItems, 'admin-receive-return-items');
export const adminRefundReturnItems = forShop(merchantRefundReturnItems, 'admin-refund-return-items');
export const adminCreditReturnItems = forShop(merchantCreditReturnItems, 'admin-credit-return-items');
export const adminShipReturnExchange = forShop(merchantShipReturnExchange, 'admin-ship-return-exchange');
export const adminCloseReturn = forShop(merchantCloseReturn, 'admin-close-return');
export const adminRetryStoreAction = forShop(merchantRetryStoreAction, 'admin-retry-return-store-action');

// Webhook endpoints for the merchant command (`npm run merchant -- webhooks …`, decision 027).
export const adminCreateWebhookEndpoint = forShop(
  merchantCreateWebhookEndpoint,
  'admin-create-webhook-endpoint',
);
export const adminListWebhookEndpoints = forShop(
  merchantListWebhookEndpoints,
  'admin-list-webhook-endpoints',
);
export const adminUpdateWebhookEndpoint = forShop(
  merchantUpdateWebhookEndpoint,
  'admin-update-webhook-endpoint',
);
export const adminDeleteWebhookEndpoint = forShop(
  merchantDeleteWebhookEndpoint,
  'admin-delete-webhook-endpoint',
);
export const adminRotateWebhookSecret = forShop(merchantRotateWebhookSecret, 'admin-rotate-webhook-secret');
export const adminListWebhookDeliveries = forShop(
  merchantListWebhookDeliveries,
  'admin-list-webhook-deliveries',
);
export const adminReplayWebhookMessage = forShop(
  merchantReplayWebhookMessage,
  'admin-replay-webhook-message',
);
export const adminTestWebhookEndpoint = forShop(merchantTestWebhookEndpoint, 'admin-test-webhook-endpoint');

// The withdrawal function and the store's e-mails (issue 15), for the merchant command.
export const adminPutWithdrawalSettings = forShop(
  merchantPutWithdrawalSettings,
  'admin-put-withdrawal-settings',
);
export const adminGetWithdrawalSettings = forShop(
  merchantGetWithdrawalSettings,
  'admin-get-withdrawal-settings',
);
export const adminListWithdrawals = forShop(merchantListWithdrawals, 'admin-list-withdrawals');
export const adminPutEmailSettings = forShop(merchantPutEmailSettings, 'admin-put-email-settings');
export const adminGetEmailSettings = forShop(merchantGetEmailSettings, 'admin-get-email-settings');
// The shopper's data and the store's events for the merchant command (issue 15).
export const adminErasePersonalData = forShop(merchantErasePersonalData, 'admin-erase-personal-data');
export const adminListDataRequests = forShop(merchantListDataRequests, 'admin-list-data-requests');
export const adminListEvents = forShop(merchantListEvents, 'admin-list-events');
export const adminExportPersonalData = forShop(merchantExportPersonalData, 'admin-export-personal-data');
// The shoppers' comments and an order's packages, for the merchant command (issue 15 item 2).
export const adminListComments = forShop(merchantListComments, 'admin-list-comments');
export const adminGetOrderTracking = forShop(merchantGetOrderTracking, 'admin-get-order-tracking');
// The store's rules and settings read back (each PUT answers them too).
export const adminGetClaimRules = forShop(merchantGetClaimRules, 'admin-get-claim-rules');
export const adminGetAppealSettings = forShop(merchantGetAppealSettings, 'admin-get-appeal-settings');
export const adminGetTrackingSettings = forShop(merchantGetTrackingSettings, 'admin-get-tracking-settings');
