// The claim review body (spec 3) built from the flow: what claim-apply-review checks and
// submit-claim and save-claim-as-draft send.
import type { RequestOf } from '@rc/contract/call-types';
import { isEmail } from '@rc/domain/validation';
import type { ClaimFlowData, PackInfo } from './stores/claim-flow-store';

export type ReviewBody = RequestOf<'claim-apply-review'>;
export type DraftBody = Omit<RequestOf<'save-claim-as-draft'>, 'requestId'>;

/** Package information without empty fields; null when nothing was given. */
export function compactPackInfo(packInfo: PackInfo): PackInfo | null {
  const entries = Object.entries(packInfo).filter(([, value]) => value !== null && value !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as PackInfo) : null;
}

function detailsOf(flow: ClaimFlowData): ReviewBody['details'] {
  const description = flow.details.description.trim();
  const policeReportNumber = flow.details.policeReportNumber.trim();
  if (!description && !policeReportNumber && !flow.details.noticedAt) return null;
  return {
    description: description || null,
    noticedAt: flow.details.noticedAt,
    policeReportNumber: policeReportNumber || null,
  };
}

/** The payout method and account; the account defaults to the shopper's e-mail. */
function paymentOf(flow: ClaimFlowData, applicantEmail: string): ReviewBody['paymentMethod'] {
  const payAccount = (flow.paymentInfo?.payAccount ?? applicantEmail).trim();
  return isEmail(payAccount) ? { paymentMethod: flow.paymentMethod, payAccount } : null;
}

/** True when the flow knows enough to be saved as a draft: an issue, a policy and its package. */
export function canSaveDraft(flow: ClaimFlowData): boolean {
  return Boolean(
    flow.type && flow.currentPolicy && (flow.type === 'noShipped' || flow.selectedFulfillmentId),
  );
}

/** The draft body of the flow (items may still be empty), or null when it cannot be saved yet. */
export function draftBodyOf(flow: ClaimFlowData, applicantEmail: string): DraftBody | null {
  if (!canSaveDraft(flow) || !flow.type || !flow.currentPolicy) return null;
  return {
    claimId: flow.claimId,
    policyId: flow.currentPolicy,
    fulfillmentId: flow.type === 'noShipped' ? null : flow.selectedFulfillmentId,
    issueType: flow.type,
    items: flow.items.filter((line) => line.quantity > 0),
    addedItem: flow.addedItem.length > 0 ? flow.addedItem : null,
    applicantEmail: isEmail(applicantEmail) ? applicantEmail : null,
    attachments: flow.attachments.map((attachment) => attachment.attachmentId),
    comment: flow.comments.trim() || null,
    includeBp: flow.includeBp,
    packInfo: compactPackInfo(flow.packInfo),
    details: detailsOf(flow),
    paymentMethod: paymentOf(flow, applicantEmail),
    useShippingLabel: true,
  };
}

/** The review body of the flow, or null while it lacks what a claim needs (an item at least). */
export function reviewBodyOf(flow: ClaimFlowData, applicantEmail: string): ReviewBody | null {
  const draft = draftBodyOf(flow, applicantEmail);
  if (!draft || draft.items === undefined || draft.items.length === 0) return null;
  return { ...draft, items: draft.items, applicantEmail };
}
