import {
  addClaimItem,
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
} from '@rc/contract/calls/claims';
import { CLAIM_LIMITS } from '@rc/domain/claim-defaults';
import { needsPoliceReport, requiredEvidence } from '@rc/domain/claim-lifecycle';
import { ATTACHMENT_EXTENSIONS } from '@rc/domain/validation';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../gateway/answer';
import { type Authenticator, registerSessionCall } from '../../gateway/register-call';
import type { ClaimsService } from './service';

// Archives are in the spec's list of extensions, but not accepted as claim evidence (decision 010).
const EVIDENCE_EXTENSIONS = ATTACHMENT_EXTENSIONS.filter((extension) => extension !== '.zip').join(',');

export function claimsRoutes(app: FastifyInstance, auth: Authenticator, service: ClaimsService): void {
  registerSessionCall(app, getProtectedItem, auth, ({ session, input }) =>
    service.protectedItems(session, input),
  );

  registerSessionCall(app, getRequiredDocument, auth, async ({ input }) => ({
    documents: requiredEvidence(input.issueType).map((requirement) => ({ ...requirement })),
    policeReport: needsPoliceReport(input.issueType),
    accept: EVIDENCE_EXTENSIONS,
    maxFiles: CLAIM_LIMITS.maxAttachments,
    maxImageBytes: CLAIM_LIMITS.maxImageBytes,
    maxVideoBytes: CLAIM_LIMITS.maxVideoBytes,
  }));

  registerSessionCall(app, claimApplyReview, auth, ({ session, input }) => service.review(session, input));
  registerSessionCall(app, submitClaim, auth, ({ session, input, request }) =>
    service.submit(session, input, requestLanguage(request)),
  );
  registerSessionCall(app, saveClaimAsDraft, auth, ({ session, input, request }) =>
    service.saveDraft(session, input, requestLanguage(request)),
  );
  registerSessionCall(app, withdrawClaimDraft, auth, ({ session, input }) =>
    service.withdrawDraft(session, input.claimId),
  );
  registerSessionCall(app, getClaimDetail, auth, ({ session, input }) =>
    service.detail(session, input.claimId),
  );
  registerSessionCall(app, getClaimList, auth, ({ session }) => service.list(session));
  registerSessionCall(app, editClaimMaterial, auth, ({ session, input }) =>
    service.addEvidence(session, input),
  );
  registerSessionCall(app, editPaymentMethod, auth, ({ session, input }) =>
    service.changePaymentMethod(session, input),
  );
  registerSessionCall(app, addClaimItem, auth, ({ session, input }) => service.addItems(session, input));
}
