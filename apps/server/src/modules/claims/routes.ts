import {
  addClaimItem,
  appealClaim,
  claimApplyReview,
  editClaimMaterial,
  editPaymentMethod,
  getClaimDetail,
  getClaimList,
  getProtectedItem,
  getRequiredDocument,
  saveClaimAsDraft,
  submitClaim,
  withdrawClaimDraft,
} from '@rc/contract/claims/calls';
import { CLAIM_LIMITS } from '@rc/domain/claim-defaults';
import { needsPoliceReport, requiredEvidence } from '@rc/domain/claim-lifecycle';
import { ATTACHMENT_EXTENSIONS } from '@rc/domain/validation';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../gateway/answer';
import { type Gate, registerCall } from '../../gateway/register-call';
import type { ClaimsService } from './service';

// Archives are in the spec's list of extensions, but not accepted as claim evidence (decision 010).
const EVIDENCE_EXTENSIONS = ATTACHMENT_EXTENSIONS.filter((extension) => extension !== '.zip').join(',');

export function claimsRoutes(app: FastifyInstance, gate: Gate, service: ClaimsService): void {
  registerCall(app, gate, getProtectedItem, ({ session, input }) => service.protectedItems(session, input));

  registerCall(app, gate, getRequiredDocument, async ({ input }) => ({
    documents: requiredEvidence(input.issueType).map((requirement) => ({ ...requirement })),
    policeReport: needsPoliceReport(input.issueType),
    accept: EVIDENCE_EXTENSIONS,
    maxFiles: CLAIM_LIMITS.maxAttachments,
    maxImageBytes: CLAIM_LIMITS.maxImageBytes,
    maxVideoBytes: CLAIM_LIMITS.maxVideoBytes,
  }));

  registerCall(app, gate, claimApplyReview, ({ session, input }) => service.review(session, input));
  registerCall(app, gate, submitClaim, ({ session, input, request }) =>
    service.submit(session, input, requestLanguage(request)),
  );
  registerCall(app, gate, saveClaimAsDraft, ({ session, input, request }) =>
    service.saveDraft(session, input, requestLanguage(request)),
  );
  registerCall(app, gate, withdrawClaimDraft, ({ session, input }) =>
    service.withdrawDraft(session, input.claimId),
  );
  registerCall(app, gate, getClaimDetail, ({ session, input }) => service.detail(session, input.claimId));
  registerCall(app, gate, getClaimList, ({ session }) => service.list(session));
  registerCall(app, gate, editClaimMaterial, ({ session, input }) => service.addEvidence(session, input));
  registerCall(app, gate, editPaymentMethod, ({ session, input }) =>
    service.changePaymentMethod(session, input),
  );
  registerCall(app, gate, appealClaim, ({ session, input }) => service.appeal(session, input));
  registerCall(app, gate, addClaimItem, ({ session, input }) => service.addItems(session, input));
}
