/** What the claim screens (the report's steps, a claim's page) need of the signed-in shopper. */
export interface ClaimContext {
  /** '/demo', '/customer-portal/demo', or '' on a store's own subdomain. */
  subPath: string;
  orderId: string;
  /** The shopper's e-mail: the claim's applicant and the default payout account. */
  email: string;
}
