// The store's return settings through the merchant API: the policy (over the defaults, checked
// by the domain's returnPolicyProblems: a policy that cannot be used is refused with 100002 and
// its problems), the exchange catalogue and the return address (decision 053).
import type {
  ExchangeCatalog,
  ReturnPolicyOverridesInput,
  ReturnPolicySchema,
} from '@rc/contract/merchant-return-api';
import type { PostalAddressView } from '@rc/contract/shared-schemas';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { PostalAddress } from '@rc/domain/postal-address';
import {
  type ReturnPolicy,
  type ReturnPolicyOverrides,
  returnPolicy,
  returnPolicyProblems,
} from '@rc/domain/return-policy';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import type { MerchantsService } from '../../merchants';

/** The policy as the contract shows it (the domain's lists are read-only, the answer's are not). */
function policyView(policy: ReturnPolicy): z.output<typeof ReturnPolicySchema> {
  return structuredClone(policy) as z.output<typeof ReturnPolicySchema>;
}

export async function returnPolicyOf(merchants: MerchantsService, merchantId: string) {
  const settings = await merchants.returnSettings(merchantId);
  return policyView(settings?.policy ?? returnPolicy());
}

export async function putReturnPolicy(
  merchants: MerchantsService,
  merchantId: string,
  overrides: ReturnPolicyOverridesInput,
) {
  const policy = returnPolicy(overrides as ReturnPolicyOverrides);
  const problems = returnPolicyProblems(policy);
  if (problems.length > 0) {
    throw new AppError(ERROR_CODES.INVALID_INPUT, {
      httpStatus: 400,
      data: { fields: problems.map((problem) => ({ path: 'policy', problem })) },
    });
  }
  await merchants.changeMerchant(merchantId, (current) => ({
    settings: { ...current.settings, returnPolicy: overrides as Record<string, unknown> },
  }));
  return policyView(policy);
}

export async function putExchangeCatalog(
  merchants: MerchantsService,
  merchantId: string,
  catalog: ExchangeCatalog,
) {
  const stored = {
    currency: catalog.currency,
    products: catalog.products.map((product) => ({
      ...product,
      tags: product.tags ?? [],
      variants: product.variants.map((variant) => ({ ...variant, available: variant.available ?? true })),
    })),
  };
  await merchants.changeMerchant(merchantId, (current) => ({
    settings: { ...current.settings, exchangeCatalog: stored },
  }));
  return stored;
}

/** The store's return address as the API answers it (decision 053); null until it sets one. */
export async function returnAddressOf(merchants: MerchantsService, merchantId: string) {
  const settings = await merchants.returnSettings(merchantId);
  return { returnAddress: settings?.returnAddress ? addressView(settings.returnAddress) : null };
}

function addressView(address: PostalAddress): PostalAddressView {
  return {
    name: address.name,
    company: address.company ?? null,
    line1: address.line1,
    line2: address.line2 ?? null,
    city: address.city,
    region: address.region ?? null,
    postalCode: address.postalCode,
    country: address.country,
    phone: address.phone ?? null,
  };
}

/** Sets the return address (checked by the contract: parts present, a real country code). */
export async function putReturnAddress(
  merchants: MerchantsService,
  merchantId: string,
  address: PostalAddress,
) {
  const stored = addressView(address);
  await merchants.changeMerchant(merchantId, (current) => ({
    settings: { ...current.settings, returnAddress: stored },
  }));
  return { returnAddress: stored };
}
