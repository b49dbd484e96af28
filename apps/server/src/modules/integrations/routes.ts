// The merchant API (bearer API key) and the operator's admin API (loopback and admin token only):
// orders, branding, translations, signed links and new merchants. The calls are declared in
// packages/contract (merchant-calls.ts, admin-calls.ts); the gate checks the caller and the input.
import { adminCreateMerchant, adminPostSignedLink } from '@rc/contract/admin/calls';
import type { MerchantBranding } from '@rc/contract/merchant/api';
import {
  merchantPostSignedLink,
  merchantPutBranding,
  merchantPutOrder,
  merchantPutTranslations,
} from '@rc/contract/merchant/calls';
import type { FastifyInstance } from 'fastify';
import { type Gate, registerCall } from '../../gateway/register-call';
import type { MerchantRow, MerchantsService, ReturnConfig } from '../merchants';
import type { IntegrationsService } from './service';

export function integrationsRoutes(
  app: FastifyInstance,
  gate: Gate<MerchantRow>,
  deps: { merchants: MerchantsService; integrations: IntegrationsService; publicUrl: string },
): void {
  registerCall(app, gate, merchantPutOrder, async ({ merchant, params, input, reply }) => {
    const result = await deps.integrations.putOrder(merchant.id, params.orderName, input);
    if (result.result === 'created') reply.code(201);
    return result;
  });

  // Branding and journey settings: merged into what the merchant has (a field left out is kept).
  registerCall(app, gate, merchantPutBranding, async ({ merchant, input: branding }) => {
    const updated = await deps.merchants.changeMerchant(merchant.id, (current) => ({
      ...(branding.name ? { name: branding.name } : {}),
      ...(branding.platform ? { platform: branding.platform } : {}),
      ...(branding.supportEmail !== undefined ? { supportEmail: branding.supportEmail } : {}),
      ...(branding.helpCenterUrl !== undefined ? { helpCenterUrl: branding.helpCenterUrl } : {}),
      ...(branding.shopDomain !== undefined ? { shopDomain: branding.shopDomain } : {}),
      returnConfig: mergeReturnConfig(current.returnConfig, branding.returnConfig ?? {}),
      settings: { ...current.settings, ...(branding.settings ?? {}) },
    }));
    return deps.merchants.loginStyleOf(updated ?? merchant);
  });

  // Translation overrides for one language, replacing the previous ones for that language.
  registerCall(app, gate, merchantPutTranslations, async ({ merchant, params, input: texts }) => {
    const { language } = params;
    await deps.merchants.changeMerchant(merchant.id, (current) => ({
      translations: { ...current.translations, [language]: texts },
    }));
    return { language, keys: Object.keys(texts).length };
  });

  // A merchant-signed sign-in link for one order and e-mail (merchants may also sign links themselves).
  registerCall(app, gate, merchantPostSignedLink, ({ merchant, input }) =>
    deps.merchants.signedLink(merchant, input, deps.publicUrl),
  );

  // The operator's admin API: loopback callers with the admin token only (the merchant command).
  registerCall(app, gate, adminPostSignedLink, ({ merchant, input }) =>
    deps.merchants.signedLink(merchant, input, deps.publicUrl),
  );

  registerCall(app, gate, adminCreateMerchant, ({ input }) => deps.merchants.createMerchant(input));
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
