// The operator's admin API, used by the merchant command (`npm run merchant`): the admin token as a
// bearer token, from a loopback address only. Calls under `/merchants/:shop` act for that store
// and mirror the merchant API's call of the same name.
import { z } from 'zod';
import { type ApiCall, defineApiCall } from './define-call';
import {
  ADMIN_API_ROOT,
  CreatedMerchantSchema,
  CreateMerchantSchema,
  MERCHANT_API_ROOT,
} from './merchant-api';
import {
  merchantApproveClaim,
  merchantGetClaim,
  merchantListClaims,
  merchantPostSignedLink,
  merchantRejectClaim,
  merchantRequestEvidence,
} from './merchant-calls';
import { text } from './shared-schemas';

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
