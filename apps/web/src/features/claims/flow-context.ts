import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { FlowStep } from './flow-steps';

/** What every step needs to know about the signed-in shopper. */
export interface FlowContext {
  /** '/demo', '/customer-portal/demo', or '' on a store's own subdomain. */
  subPath: string;
  orderId: string;
  /** The shopper's e-mail: the claim's applicant and the default payout account. */
  email: string;
}

/** Goes to a step of the report under the store's sub path. */
export function useGoToStep(subPath: string) {
  const navigate = useNavigate();
  return useCallback((step: FlowStep) => navigate(`${subPath}/${step}`), [navigate, subPath]);
}
