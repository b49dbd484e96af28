import type { Config } from '../../config';
import type { PayoutProvider } from './payout-provider';
import type { SandboxIssuer } from './sandbox-issuer';
import { createTremendousClient } from './tremendous-client';

/** Tremendous when PAYOUT_PROVIDER=tremendous (the configuration checked its settings), else the sandbox. */
export function createPayoutProvider(config: Config, sandbox: SandboxIssuer): PayoutProvider {
  if (config.PAYOUT_PROVIDER !== 'tremendous') return sandbox;
  const { TREMENDOUS_API_KEY, TREMENDOUS_FUNDING_SOURCE_ID, TREMENDOUS_VISA_PRODUCT_ID } = config;
  if (!(TREMENDOUS_API_KEY && TREMENDOUS_FUNDING_SOURCE_ID && TREMENDOUS_VISA_PRODUCT_ID)) {
    throw new Error(
      'PAYOUT_PROVIDER=tremendous needs TREMENDOUS_API_KEY, _FUNDING_SOURCE_ID and _VISA_PRODUCT_ID',
    );
  }
  return createTremendousClient({
    baseUrl: config.TREMENDOUS_BASE_URL,
    apiKey: TREMENDOUS_API_KEY,
    fundingSourceId: TREMENDOUS_FUNDING_SOURCE_ID,
    visaProductId: TREMENDOUS_VISA_PRODUCT_ID,
    paypalProductId: config.TREMENDOUS_PAYPAL_PRODUCT_ID,
  });
}
