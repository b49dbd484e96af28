// What the sandbox checkout's page needs to be the store's (issue 23, Deliver 3): the store a
// checkout is paid to (the return's merchant, its logo, button colours and font), the shopper's
// language (the return's), the page's words in the nine languages, and the shipped font's file.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { firstScreenFont } from '@rc/domain/branding';
import { createCheckoutTexts } from '../../adapters/payment/checkout-texts';
import { SANDBOX_PAYMENT_PROVIDER } from '../../adapters/payment/sandbox-checkout';
import type { MerchantsService } from '../merchants';
import type { CheckoutPageDeps } from './payment-routes';

export function createCheckoutPages(deps: {
  payee(
    provider: string,
    reference: string,
  ): Promise<{ merchantId: string; language: string; country: string | null } | undefined>;
  merchants: Pick<MerchantsService, 'findById'>;
  /** Folders holding `locales/` (the built web app, then its public folder) and, the first, `assets/`. */
  webRoots: readonly string[];
}): CheckoutPageDeps {
  const assetsDir = path.join(deps.webRoots[0] ?? '', 'assets');
  const assets = existsSync(assetsDir) ? readdirSync(assetsDir) : [];
  return {
    async storeOf(reference) {
      const payee = await deps.payee(SANDBOX_PAYMENT_PROVIDER, reference);
      const merchant = payee ? await deps.merchants.findById(payee.merchantId) : undefined;
      if (!payee || !merchant) return { store: null, language: payee?.language ?? null };
      const style = merchant.returnConfig.customStyleConfig ?? {};
      return {
        language: payee.language,
        store: {
          name: merchant.name,
          logo: merchant.returnConfig.logo ?? null,
          primary: style.primaryButtonBackground ?? null,
          onPrimary: style.primaryButtonText ?? null,
          fontFamily: merchant.returnConfig.fontFamily ?? null,
          language: payee.language,
          country: payee.country,
        },
      };
    },
    texts: createCheckoutTexts(deps.webRoots),
    fontFileOf(fontFamily) {
      const font = firstScreenFont(fontFamily);
      const file = font
        ? assets.find((name) => name.startsWith(`${font.file}-latin-wght-normal-`) && name.endsWith('.woff2'))
        : undefined;
      return font && file ? { family: font.family, href: `/assets/${file}` } : null;
    },
  };
}
