// What every claim use-case works with: the database, the order's read side, the evidence port,
// the claim's state owner and the merchant's rules. Built once by the service (service.ts).
import type { ClaimRules } from '@rc/domain/claim-lifecycle';
import type { Db, Queryable } from '../../db/client';
import type { ClaimState } from '../claim-state';
import type { OrdersRepository } from '../orders';
import type { EvidencePort } from './evidence-port';

export interface ClaimsDeps {
  db: Db;
  orders: Pick<OrdersRepository, 'findWithItems' | 'reserveCoverage'>;
  evidence: EvidencePort;
  /** The one writer of claims: locks, content, status moves (modules/claim-state). */
  state: ClaimState;
  /** The merchant's decision rules (its settings), defaulting to the domain's. */
  rulesOf(merchantId: string): Promise<ClaimRules>;
  /** Units of each order item the order's returns hold (modules/return-state): not claimable. */
  returnHeld?: (db: Queryable, orderId: string) => Promise<Map<string, number>>;
  clock?: () => Date;
}

export type ClaimsContext = Required<Pick<ClaimsDeps, 'clock'>> & Omit<ClaimsDeps, 'clock'>;
