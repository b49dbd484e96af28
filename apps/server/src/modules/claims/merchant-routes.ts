// The merchant's side of claims: list, read, decide (approve, reject with a reason the shopper
// sees, ask for more evidence), and the decision rules. The admin API mirrors the decisions per
// shop for the merchant command.
import {
  ADMIN_API_ROOT,
  ClaimApprovalSchema,
  ClaimReasonSchema,
  ClaimRulesSchema,
  MERCHANT_API_ROOT,
  MerchantClaimListQuerySchema,
} from '@rc/contract/merchant-api';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerOk } from '../../gateway/answer';
import { parse, requireAdmin, requireMerchant } from '../../gateway/merchant-auth';
import { AppError } from '../../lib/app-error';
import type { MerchantRow } from '../merchants/repository';
import type { MerchantsService } from '../merchants/service';
import type { ClaimsService } from './service';

type Decision = 'approve' | 'reject' | 'request-evidence';

function decisionOf(kind: Decision, body: unknown) {
  if (kind === 'approve') return { command: 'approve' as const, ...parse(ClaimApprovalSchema, body ?? {}) };
  const { reason } = parse(ClaimReasonSchema, body);
  return { command: kind === 'reject' ? ('reject' as const) : ('requestEvidence' as const), reason };
}

export function claimsMerchantRoutes(
  app: FastifyInstance,
  deps: { claims: ClaimsService; merchants: MerchantsService; adminToken: string },
): void {
  /** Answers for a merchant found from the API key or, on the admin API, from the shop. */
  function routes(root: string, merchantOf: (request: FastifyRequest) => Promise<MerchantRow>) {
    app.get(`${root}/claims`, async (request, reply) => {
      const merchant = await merchantOf(request);
      const query = parse(MerchantClaimListQuerySchema, request.query);
      const rows = await deps.claims.merchant.list(merchant.id, query.status, query.limit);
      return answerOk(reply, {
        claims: rows.map((row) => ({
          claimId: row.id,
          claimNumber: row.claimNumber,
          status: row.status,
          issueType: row.issueType,
          amount: row.approvedMinor ?? row.amountMinor,
          currency: row.currency,
          createdAt: row.createdAt.toISOString(),
        })),
      });
    });

    app.get<{ Params: { claim: string } }>(`${root}/claims/:claim`, async (request, reply) => {
      const merchant = await merchantOf(request);
      return answerOk(reply, await deps.claims.merchant.get(merchant.id, request.params.claim));
    });

    for (const kind of ['approve', 'reject', 'request-evidence'] as const) {
      app.post<{ Params: { claim: string } }>(`${root}/claims/:claim/${kind}`, async (request, reply) => {
        const merchant = await merchantOf(request);
        const decision = decisionOf(kind, request.body);
        return answerOk(
          reply,
          await deps.claims.merchant.decide(merchant.id, request.params.claim, decision),
        );
      });
    }
  }

  routes(MERCHANT_API_ROOT, (request) => requireMerchant(request, deps.merchants));
  routes(`${ADMIN_API_ROOT}/merchants/:shop`, async (request) => {
    requireAdmin(request, deps.adminToken);
    const merchant = await deps.merchants.findByShop((request.params as { shop: string }).shop);
    if (!merchant) throw new AppError(ERROR_CODES.SHOP_NOT_FOUND, { httpStatus: 404 });
    return merchant;
  });

  app.put(`${MERCHANT_API_ROOT}/claim-rules`, async (request, reply) => {
    const merchant = await requireMerchant(request, deps.merchants);
    const claimRules = parse(ClaimRulesSchema, request.body);
    await deps.merchants.changeMerchant(merchant.id, (current) => ({
      settings: { ...current.settings, claimRules },
    }));
    return answerOk(reply, claimRules);
  });
}
