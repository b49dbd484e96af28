// The merchant API (bearer API key) and the operator's admin API (loopback and admin token only).
import {
  ADMIN_API_ROOT,
  CreateMerchantSchema,
  MERCHANT_API_ROOT,
  type MerchantBranding,
  MerchantBrandingSchema,
  MerchantOrderSchema,
  MerchantTranslationsSchema,
  OrderNameParamSchema,
  SignedLinkRequestSchema,
} from '@rc/contract/merchant-api';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { matchLanguage } from '@rc/domain/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReturnConfig } from '../../db/schema';
import { answerOk } from '../../gateway/answer';
import { parse, requireAdmin, requireMerchant } from '../../gateway/merchant-auth';
import { AppError } from '../../lib/app-error';
import type { MerchantsService } from '../merchants/service';
import type { IntegrationsService } from './service';

export function integrationsRoutes(
  app: FastifyInstance,
  deps: {
    merchants: MerchantsService;
    integrations: IntegrationsService;
    adminToken: string;
    publicUrl: string;
  },
): void {
  const merchantOf = (request: FastifyRequest) => requireMerchant(request, deps.merchants);

  app.put<{ Params: { orderName: string } }>(
    `${MERCHANT_API_ROOT}/orders/:orderName`,
    async (request, reply) => {
      const merchant = await merchantOf(request);
      const orderName = parse(OrderNameParamSchema, request.params.orderName);
      const order = parse(MerchantOrderSchema, request.body);
      const result = await deps.integrations.putOrder(merchant.id, orderName, order);
      return answerOk(reply, result, result.result === 'created' ? 201 : 200);
    },
  );

  // Branding and journey settings: merged into what the merchant has (a field left out is kept).
  app.put(`${MERCHANT_API_ROOT}/branding`, async (request, reply) => {
    const merchant = await merchantOf(request);
    const branding = parse(MerchantBrandingSchema, request.body);
    const updated = await deps.merchants.changeMerchant(merchant.id, (current) => ({
      ...(branding.name ? { name: branding.name } : {}),
      ...(branding.platform ? { platform: branding.platform } : {}),
      ...(branding.supportEmail !== undefined ? { supportEmail: branding.supportEmail } : {}),
      ...(branding.helpCenterUrl !== undefined ? { helpCenterUrl: branding.helpCenterUrl } : {}),
      ...(branding.shopDomain !== undefined ? { shopDomain: branding.shopDomain } : {}),
      returnConfig: mergeReturnConfig(current.returnConfig, branding.returnConfig ?? {}),
      settings: { ...current.settings, ...(branding.settings ?? {}) },
    }));
    return answerOk(reply, deps.merchants.loginStyleOf(updated ?? merchant));
  });

  // Translation overrides for one language, replacing the previous ones for that language.
  app.put<{ Params: { language: string } }>(
    `${MERCHANT_API_ROOT}/translations/:language`,
    async (request, reply) => {
      const merchant = await merchantOf(request);
      const language = matchLanguage(request.params.language);
      if (!language || language !== request.params.language) {
        throw new AppError(ERROR_CODES.INVALID_INPUT, {
          httpStatus: 400,
          data: {
            fields: [{ path: 'language', problem: 'must be one of the nine language codes, e.g. de-DE' }],
          },
        });
      }
      const texts = parse(MerchantTranslationsSchema, request.body);
      await deps.merchants.changeMerchant(merchant.id, (current) => ({
        translations: { ...current.translations, [language]: texts },
      }));
      return answerOk(reply, { language, keys: Object.keys(texts).length });
    },
  );

  // A merchant-signed sign-in link for one order and e-mail (merchants may also sign links themselves).
  app.post(`${MERCHANT_API_ROOT}/signed-links`, async (request, reply) => {
    const merchant = await merchantOf(request);
    const input = parse(SignedLinkRequestSchema, request.body);
    return answerOk(reply, await deps.merchants.signedLink(merchant, input, deps.publicUrl));
  });

  // The operator's admin API: loopback callers with the admin token only (the merchant command).
  app.post<{ Params: { shop: string } }>(
    `${ADMIN_API_ROOT}/merchants/:shop/signed-links`,
    async (request, reply) => {
      requireAdmin(request, deps.adminToken);
      const merchant = await deps.merchants.findByShop(request.params.shop);
      if (!merchant) throw new AppError(ERROR_CODES.SHOP_NOT_FOUND, { httpStatus: 404 });
      const input = parse(SignedLinkRequestSchema, request.body);
      return answerOk(reply, await deps.merchants.signedLink(merchant, input, deps.publicUrl));
    },
  );

  app.post(`${ADMIN_API_ROOT}/merchants`, async (request, reply) => {
    requireAdmin(request, deps.adminToken);
    const input = parse(CreateMerchantSchema, request.body);
    return answerOk(reply, await deps.merchants.createMerchant(input), 201);
  });
}

/**
 * Merges a branding change into what the merchant has: a field left out keeps its value, null
 * clears it; button colours merge one by one the same way.
 */
function mergeReturnConfig(
  current: ReturnConfig,
  change: NonNullable<MerchantBranding['returnConfig']>,
): ReturnConfig {
  const { customStyleConfig, ...rest } = change;
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) merged[key] = value;
  const colours: Record<string, string> = { ...(current.customStyleConfig ?? {}) };
  for (const [key, value] of Object.entries(customStyleConfig ?? {})) {
    if (value === null) delete colours[key];
    else if (value !== undefined) colours[key] = value;
  }
  return { ...(merged as ReturnConfig), customStyleConfig: colours };
}
