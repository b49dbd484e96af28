import type { PaymentProvider } from './payment-provider';
import type { SandboxCheckout } from './sandbox-checkout';
import { createStripeClient, type StripeOptions } from './stripe-client';

/** Stripe when its settings are given, else the built-in sandbox checkout. */
export function createPaymentProvider(
  stripe: StripeOptions | null,
  sandbox: SandboxCheckout,
): PaymentProvider {
  return stripe ? createStripeClient(stripe) : sandbox;
}
