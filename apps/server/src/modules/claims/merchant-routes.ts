// The merchant's side of claims: list, read, decide (approve, reject with a reason the shopper
// sees, ask for more evidence), and the decision rules. The admin API mirrors the decisions per
// shop for the merchant command; both are declared in packages/contract.
import {
  adminApproveClaim,
  adminGetAppealSettings,
  adminGetClaim,
  adminGetClaimRules,
  adminListClaims,
  adminPutAppealSettings,
  adminRejectClaim,
  adminRequestEvidence,
} from '@rc/contract/admin/calls';
import {
  merchantApproveClaim,
  merchantGetAppealSettings,
  merchantGetClaim,
  merchantGetClaimRules,
  merchantListClaims,
  merchantPutAppealSettings,
  merchantPutClaimRules,
  merchantRejectClaim,
  merchantRequestEvidence,
} from '@rc/contract/merchant/calls';
import { DEFAULT_APPEAL_WINDOW_DAYS, DEFAULT_CLAIM_RULES } from '@rc/domain/claim-lifecycle';
import type { FastifyInstance } from 'fastify';
import { type Gate, registerCall } from '../../gateway/register-call';
import type { MerchantRow, MerchantsService } from '../merchants';
import type { ClaimsService } from './service';

export function claimsMerchantRoutes(
  app: FastifyInstance,
  gate: Gate<MerchantRow>,
  deps: { claims: ClaimsService; merchants: MerchantsService },
): void {
  const { claims } = deps;
  // The merchant API and, for the store in the path, the admin API answer alike.
  for (const call of [merchantListClaims, adminListClaims]) {
    registerCall(app, gate, call, async ({ merchant, input }) => {
      const rows = await claims.merchant.list(merchant.id, input.status, input.limit);
      return {
        claims: rows.map((row) => ({
          claimId: row.id,
          claimNumber: row.claimNumber,
          status: row.status,
          issueType: row.issueType,
          amount: row.approvedMinor ?? row.amountMinor,
          currency: row.currency,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    });
  }
  for (const call of [merchantGetClaim, adminGetClaim]) {
    registerCall(app, gate, call, ({ merchant, params }) => claims.merchant.get(merchant.id, params.claim));
  }
  for (const call of [merchantApproveClaim, adminApproveClaim]) {
    registerCall(app, gate, call, ({ merchant, params, input }) =>
      claims.merchant.decide(merchant.id, params.claim, { command: 'approve', ...input }),
    );
  }
  for (const call of [merchantRejectClaim, adminRejectClaim]) {
    registerCall(app, gate, call, ({ merchant, params, input }) =>
      claims.merchant.decide(merchant.id, params.claim, { command: 'reject', reason: input.reason }),
    );
  }
  for (const call of [merchantRequestEvidence, adminRequestEvidence]) {
    registerCall(app, gate, call, ({ merchant, params, input }) =>
      claims.merchant.decide(merchant.id, params.claim, { command: 'requestEvidence', reason: input.reason }),
    );
  }

  for (const call of [merchantGetAppealSettings, adminGetAppealSettings]) {
    registerCall(app, gate, call, async ({ merchant }) => ({
      windowDays: merchant.settings.appealWindowDays ?? DEFAULT_APPEAL_WINDOW_DAYS,
    }));
  }
  for (const call of [merchantGetClaimRules, adminGetClaimRules]) {
    registerCall(
      app,
      gate,
      call,
      async ({ merchant }) => merchant.settings.claimRules ?? DEFAULT_CLAIM_RULES,
    );
  }
  for (const call of [merchantPutAppealSettings, adminPutAppealSettings]) {
    registerCall(app, gate, call, async ({ merchant, input }) => {
      await deps.merchants.changeMerchant(merchant.id, (current) => ({
        settings: { ...current.settings, appealWindowDays: input.windowDays },
      }));
      return input;
    });
  }

  registerCall(app, gate, merchantPutClaimRules, async ({ merchant, input: claimRules }) => {
    await deps.merchants.changeMerchant(merchant.id, (current) => ({
      settings: { ...current.settings, claimRules },
    }));
    return claimRules;
  });
}
