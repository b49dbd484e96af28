// Merchants: their branding (the spec's return configuration), their keys and their settings.
import type { LoginStyle } from '@rc/contract/shared-schemas';
import { isChatModeEnabled } from '@rc/domain/chat-rollout';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { type ReturnPolicyOverrides, returnPolicy } from '@rc/domain/return-policy';
import { AppError } from '../../lib/app-error';
import { signedLoginUrl, signOrderLink } from '../../lib/signed-links';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { MerchantRow, MerchantsRepository } from './repository';

export type LoginStyleOf = (merchant: MerchantRow) => LoginStyle;

type ChangeableField =
  | 'name'
  | 'platform'
  | 'supportEmail'
  | 'helpCenterUrl'
  | 'shopDomain'
  | 'returnConfig'
  | 'settings'
  | 'translations';

/** The login configuration and branding the web app applies to every page. */
/** The sign-in field's example when the store set none (the spec's own example). */
export const DEFAULT_ORDER_NUMBER_HINT = '#1001';

export function loginStyleOf(merchant: MerchantRow, legacySiteUrl: string): LoginStyle {
  const config = merchant.returnConfig;
  const settings = merchant.settings;
  return {
    merchantId: merchant.id,
    merchantName: merchant.name,
    shop: merchant.shop,
    platform: merchant.platform,
    logo: config.logo ?? null,
    favicon: config.favicon ?? null,
    background: config.background ?? null,
    loginAlignment: config.loginAlignment ?? 'left',
    removePoweredBy: config.removePoweredBy ?? false,
    fontFamily: config.fontFamily ?? null,
    fontUrl: config.fontUrl ?? null,
    customStyleConfig: config.customStyleConfig ?? {},
    loginType: settings.loginType ?? 'rc4',
    theme: settings.theme ?? 'black',
    enableNewRc: settings.enableNewRc ?? false,
    fromUS: settings.fromUS ?? false,
    supportEmail: merchant.supportEmail,
    helpCenterUrl: merchant.helpCenterUrl,
    legacySiteUrl,
    translationsVersion:
      Object.keys(merchant.translations).length > 0 ? merchant.updatedAt.getTime().toString(36) : null,
    orderNumberHint: settings.orderNumberHint ?? DEFAULT_ORDER_NUMBER_HINT,
    iosApp: settings.iosApp
      ? {
          name: settings.iosApp.name,
          url: settings.iosApp.url,
          iconUrl: settings.iosApp.iconUrl ?? null,
          subtitle: settings.iosApp.subtitle ?? null,
        }
      : null,
  };
}

/** A fresh API key: shown once, stored as its hash. */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `rcm_${randomToken(32)}`;
  return { key, hash: sha256Hex(key), prefix: key.slice(0, 8) };
}

/**
 * Chat mode for an order before the query overrides (spec 6, the domain's rollout rule): the
 * store's own setting or the operators' list (CHAT_MODE_MERCHANTS, ids or shop names) put the
 * merchant on the allow-list; then the demo store, the channels, and half of the orders.
 */
export function supportChatMode(
  merchant: Pick<MerchantRow, 'id' | 'shop' | 'settings'>,
  order: { id: string; channel: string | null },
  operatorList: readonly string[],
): boolean {
  const listed =
    merchant.settings.chatMode === true ||
    operatorList.some((entry) => entry === merchant.id || entry === merchant.shop);
  return isChatModeEnabled({
    merchantId: merchant.id,
    shop: merchant.shop,
    channel: order.channel,
    orderId: order.id,
    allowList: listed ? [merchant.id] : [],
    // Node's native digest: @noble/hashes' JavaScript one was 3% of a sign-in (docs/performance.md).
    sha256Hex,
  });
}

export function createMerchantsService(
  repository: MerchantsRepository,
  options: { legacySiteUrl: string; chatModeMerchants?: readonly string[] },
) {
  // Sign-in reads the merchant on every attempt; a short cache keeps that off the database.
  // Ten seconds of staleness after a branding change is acceptable on every instance.
  const cache = new Map<string, { merchant: MerchantRow; until: number }>();
  const CACHE_MS = 10_000;

  return {
    loginStyleOf: ((merchant) => loginStyleOf(merchant, options.legacySiteUrl)) satisfies LoginStyleOf,

    /** Whether the order's shopper gets chat mode (spec 6), before the force_mode/chat_mode overrides. */
    supportChatMode(merchant: MerchantRow, order: { id: string; channel: string | null }): boolean {
      return supportChatMode(merchant, order, options.chatModeMerchants ?? []);
    },

    async getLoginStyle(shop: string | null): Promise<LoginStyle> {
      const merchant = shop ? await repository.findByShop(shop) : undefined;
      if (!merchant) throw new AppError(ERROR_CODES.SHOP_NOT_FOUND);
      return loginStyleOf(merchant, options.legacySiteUrl);
    },

    /** A store's translation overrides for one language (flat keys), or null for an unknown store. */
    async translations(shop: string, language: string): Promise<Record<string, string> | null> {
      const merchant = await repository.findByShop(shop);
      if (!merchant) return null;
      return merchant.translations[language] ?? {};
    },

    /** The merchant by id, briefly cached. */
    async findById(id: string): Promise<MerchantRow | undefined> {
      const hit = cache.get(id);
      if (hit && hit.until > Date.now()) return hit.merchant;
      const merchant = await repository.findById(id);
      if (merchant) cache.set(id, { merchant, until: Date.now() + CACHE_MS });
      return merchant;
    },

    findByShop: (shop: string) => repository.findByShop(shop),

    /**
     * The store's return policy (its settings over DEFAULT_RETURN_POLICY, decision 023) and the
     * products its shoppers may exchange for; undefined for an unknown store.
     */
    async returnSettings(id: string) {
      const merchant = await repository.findById(id);
      if (!merchant) return undefined;
      return {
        merchant,
        policy: returnPolicy((merchant.settings.returnPolicy ?? {}) as ReturnPolicyOverrides),
        catalog: merchant.settings.exchangeCatalog ?? null,
        returnAddress: merchant.settings.returnAddress ?? null,
      };
    },

    /**
     * Changes branding, settings or translations from the stored row (locked, never the cache), so
     * concurrent updates on any instances all land; this instance forgets its cached copy at once.
     */
    async changeMerchant(
      id: string,
      compute: (current: MerchantRow) => Pick<Partial<MerchantRow>, ChangeableField>,
    ): Promise<MerchantRow | undefined> {
      const updated = await repository.change(id, compute);
      cache.delete(id);
      return updated;
    },

    /** Sets branding and settings outright (the demo seed). */
    async updateBranding(id: string, values: Pick<Partial<MerchantRow>, ChangeableField>): Promise<void> {
      await repository.change(id, () => values);
      cache.delete(id);
    },

    async createMerchant(input: { shop: string; name: string }) {
      // The unique shop decides, so two requests for one shop at once give one merchant and one 409.
      const merchant = await repository.insertIfShopFree({
        shop: input.shop,
        name: input.name,
        signingSecret: randomToken(32),
      });
      if (!merchant) {
        throw new AppError(ERROR_CODES.SHOP_TAKEN, { httpStatus: 409, params: { shop: input.shop } });
      }
      const apiKey = newApiKey();
      await repository.insertApiKey(merchant.id, apiKey.hash, apiKey.prefix);
      return {
        merchantId: merchant.id,
        shop: merchant.shop,
        apiKey: apiKey.key,
        signingSecret: merchant.signingSecret,
      };
    },

    /** A merchant-signed sign-in link for one order and e-mail (DESIGN.md section 6). */
    async signedLink(
      merchant: MerchantRow,
      input: { orderName: string; email: string; expiresInSeconds: number },
      publicUrl: string,
    ) {
      const expiresAt = new Date(Math.floor((Date.now() + input.expiresInSeconds * 1000) / 1000) * 1000);
      const signature = signOrderLink(merchant.signingSecret, input.orderName, input.email, expiresAt);
      return {
        url: signedLoginUrl(publicUrl, merchant.shop, input.orderName, input.email, signature),
        signature,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** The merchant a bearer key belongs to, or undefined for a wrong, revoked or missing key. */
    async authenticateApiKey(key: string | undefined): Promise<string | undefined> {
      if (!key?.startsWith('rcm_')) return undefined;
      return repository.findMerchantIdByKeyHash(sha256Hex(key));
    },
  };
}

export type MerchantsService = ReturnType<typeof createMerchantsService>;
