// The report in progress (spec 3 "userBehaviorData", plus reviewBody, selectedItems and requestId):
// kept in session storage so a reload keeps the shopper's place, and registered as a flow store so
// the header's close icon and sign-out forget it.
import type { RequestOf } from '@rc/contract/call-types';
import type { OrderItem } from '@rc/contract/shared-schemas';
import type { IssueType } from '@rc/domain/enums';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ClaimDetail } from '../../../api/get-claim-detail';
import type { Attachment } from '../../../api/verify-attachment';
import type { PayoutMethod } from '../../../components/claims/payment-fields';
import { registerFlowStore } from '../../../lib/persisted-stores';
import type { Attempt } from '../../../lib/request-id';

export type PackInfo = NonNullable<RequestOf<'claim-apply-review'>['packInfo']>;
export type ClaimReviewBody = RequestOf<'claim-apply-review'>;

export interface ClaimLine {
  itemId: string;
  quantity: number;
}

export interface IssueDetails {
  description: string;
  /** ISO date-time of the day the shopper noticed the issue (local midnight), or null. */
  noticedAt: string | null;
  policeReportNumber: string;
}

export interface ClaimFlowData {
  type: IssueType | null;
  /** The policy the claim is made on (spec: currentPolicy). */
  currentPolicy: string | null;
  /** The package; null for items not shipped yet (noShipped) or before one is picked. */
  selectedFulfillmentId: string | null;
  items: ClaimLine[];
  /** The chosen items as shown (title, image, price), with the chosen quantity. */
  selectedItems: OrderItem[];
  addedItem: ClaimLine[];
  /**
   * Units a saved draft of this flow holds already: the server counts them as claimed, so they are
   * added back to what this flow may choose.
   */
  heldByDraft: Record<string, number>;
  details: IssueDetails;
  attachments: Attachment[];
  packInfo: PackInfo;
  comments: string;
  /** null: the server's default (on above 50, spec 9). */
  includeBp: boolean | null;
  paymentMethod: PayoutMethod;
  paymentInfo: { payAccount: string } | null;
  /** The draft this flow continues, once saved or resumed. */
  claimId: string | null;
  /** The body last sent to claim-apply-review. */
  reviewBody: ClaimReviewBody | null;
  /** The submit attempt's idempotency key and the body it was made for. */
  requestId: Attempt | null;
  /** The save-as-draft attempt's idempotency key and the body it was made for. */
  draftRequestId: Attempt | null;
}

interface ClaimFlowState extends ClaimFlowData {
  update(values: Partial<ClaimFlowData>): void;
  /** Starts a new report; `values` preset what the entry point already knows. */
  start(values?: Partial<ClaimFlowData>): void;
  /** Fills the flow from a saved draft (resume). */
  resume(draft: ClaimDetail): void;
  /** After a draft was saved: remember it and the units it holds. */
  draftSaved(draft: ClaimDetail): void;
  clear(): void;
}

export const EMPTY_FLOW: ClaimFlowData = {
  type: null,
  currentPolicy: null,
  selectedFulfillmentId: null,
  items: [],
  selectedItems: [],
  addedItem: [],
  heldByDraft: {},
  details: { description: '', noticedAt: null, policeReportNumber: '' },
  attachments: [],
  packInfo: {},
  comments: '',
  includeBp: null,
  paymentMethod: 'virtual_card',
  paymentInfo: null,
  claimId: null,
  reviewBody: null,
  requestId: null,
  draftRequestId: null,
};

function heldBy(draft: ClaimDetail): Record<string, number> {
  const held: Record<string, number> = {};
  for (const item of draft.items) held[item.itemId] = (held[item.itemId] ?? 0) + item.quantity;
  return held;
}

/** The flow's data as a saved draft gives it back. */
export function flowFromDraft(draft: ClaimDetail): ClaimFlowData {
  return {
    ...EMPTY_FLOW,
    type: draft.issueType,
    currentPolicy: draft.policyId,
    selectedFulfillmentId: draft.fulfillmentId,
    items: draft.items.map((item) => ({ itemId: item.itemId, quantity: item.quantity })),
    selectedItems: draft.items,
    heldByDraft: heldBy(draft),
    details: {
      description: draft.details.description ?? '',
      noticedAt: draft.details.noticedAt ?? null,
      policeReportNumber: draft.details.policeReportNumber ?? '',
    },
    attachments: draft.attachments,
    packInfo: draft.packInfo,
    comments: draft.comment ?? '',
    includeBp: draft.includeBp,
    paymentMethod: draft.paymentMethod?.paymentMethod ?? 'virtual_card',
    paymentInfo: draft.paymentMethod ? { payAccount: draft.paymentMethod.payAccount } : null,
    claimId: draft.claimId,
  };
}

export const useClaimFlowStore = create<ClaimFlowState>()(
  persist(
    (set) => ({
      ...EMPTY_FLOW,
      update: (values) => set(values),
      start: (values = {}) => set({ ...EMPTY_FLOW, ...values }),
      resume: (draft) => set(flowFromDraft(draft)),
      draftSaved: (draft) => set({ claimId: draft.claimId, heldByDraft: heldBy(draft) }),
      clear: () => set(EMPTY_FLOW),
    }),
    {
      name: 'rc-claim-flow',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ update: _u, start: _s, resume: _r, draftSaved: _d, clear: _c, ...data }) => data,
    },
  ),
);

/** Whether the report holds a choice or words of the shopper's (the close icon asks before forgetting it). */
export function claimFlowHasWork(flow: ClaimFlowData): boolean {
  return (
    flow.type !== null ||
    flow.items.length > 0 ||
    flow.addedItem.length > 0 ||
    flow.attachments.length > 0 ||
    flow.details.description.trim() !== '' ||
    flow.details.policeReportNumber.trim() !== '' ||
    flow.comments.trim() !== ''
  );
}

registerFlowStore(
  () => {
    useClaimFlowStore.getState().clear();
    useClaimFlowStore.persist.clearStorage();
  },
  () => claimFlowHasWork(useClaimFlowStore.getState()),
);
