import type { PayoutProvider } from './payout-provider';
import type { SandboxIssuer } from './sandbox-issuer';
import { createTremendousClient, type TremendousOptions } from './tremendous-client';

/** Tremendous when its settings are given, else the built-in sandbox issuer. */
export function createPayoutProvider(
  tremendous: TremendousOptions | null,
  sandbox: SandboxIssuer,
): PayoutProvider {
  return tremendous ? createTremendousClient(tremendous) : sandbox;
}
