// The gate every call passes: how the app recognises a shopper, a merchant and the operator.
import { ShopSlugSchema } from '@rc/contract/shared-schemas';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { AppError } from '../lib/app-error';
import { requireAdmin, requireMerchant } from './merchant-auth';
import type { Authenticator, Gate } from './register-call';

export function createGate<M>(deps: {
  sessions: Authenticator;
  merchants: {
    authenticateApiKey(key: string | undefined): Promise<string | undefined>;
    findById(id: string): Promise<M | undefined>;
    findByShop(shop: string): Promise<M | undefined>;
  };
  adminToken: string;
  checkAnswers: boolean;
}): Gate<M> {
  return {
    session: (request) => deps.sessions.requireSession(request),
    merchant: (request) => requireMerchant(request, deps.merchants),
    admin: (request) => requireAdmin(request, deps.adminToken),
    async shop(shop) {
      // Looked up before the path parameters are checked: a name no store can have is no store.
      const merchant = ShopSlugSchema.safeParse(shop).success
        ? await deps.merchants.findByShop(shop)
        : undefined;
      if (!merchant) throw new AppError(ERROR_CODES.SHOP_NOT_FOUND, { httpStatus: 404 });
      return merchant;
    },
    checkAnswers: deps.checkAnswers,
  };
}
