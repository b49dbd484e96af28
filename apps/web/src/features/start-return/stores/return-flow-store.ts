// The return in progress (spec 3 "userReturnData", "selectedItems", "requestId"): the flow's request
// id (made once per return by create-order-return-for-order and sent as the submit's requestId, so a
// retry or a double click opens one return), the chosen items and, per item, what the shopper says
// and wants. Kept in session storage so a reload keeps the shopper's place; registered as a flow
// store so the header's close icon and sign-out forget it.
import type { ResponseOf } from '@rc/contract/call-types';
import type { ReturnMethodId, ReturnResolution } from '@rc/domain/return-policy';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Attachment } from '../../../api/verify-attachment';
import { registerFlowStore } from '../../../lib/persisted-stores';
import { RETURN_FLOW_STORAGE_KEY } from './forget-return-flow';

export type StartedReturnItem = ResponseOf<'start-return-items'>['items'][number];

/** The new item of an exchange, as the shopper picked it (priced by the server). */
export interface ExchangeChoice {
  productId: string;
  variantId: string | null;
  title: string;
  variantTitle: string | null;
  unitPrice: number;
}

/** What the shopper says and wants for one chosen item. */
export interface ReturnLineDraft {
  reason: string;
  subReason: string;
  note: string;
  attachments: Attachment[];
  resolution: ReturnResolution | null;
  exchange: ExchangeChoice | null;
}

export interface ReturnFlowData {
  /** The order this flow is for: a flow of another order (after a new sign-in) is not continued. */
  orderId: string | null;
  /** create-order-return-for-order's returnFlowRequestId: the submit's idempotency key. */
  requestId: string | null;
  /** Units chosen per item id. */
  quantities: Record<string, number>;
  /** The chosen items as start-return-items answered them (reasons, resolutions, variants). */
  items: StartedReturnItem[];
  lines: Record<string, ReturnLineDraft>;
  method: ReturnMethodId | null;
  /** Every item is kept (a returnless refund): nothing travels, so there is no method to choose. */
  allKept: boolean;
  /** The return the submit opened (the flow is done). */
  returnId: string | null;
}

interface ReturnFlowState extends ReturnFlowData {
  /** Starts a return of this order with a fresh request id (the previous flow is forgotten). */
  start(orderId: string, requestId: string): void;
  setQuantity(itemId: string, quantity: number): void;
  itemsStarted(items: StartedReturnItem[]): void;
  updateLine(itemId: string, values: Partial<ReturnLineDraft>): void;
  update(values: Partial<ReturnFlowData>): void;
  clear(): void;
}

export const EMPTY_LINE: ReturnLineDraft = {
  reason: '',
  subReason: '',
  note: '',
  attachments: [],
  resolution: null,
  exchange: null,
};

export const EMPTY_RETURN_FLOW: ReturnFlowData = {
  orderId: null,
  requestId: null,
  quantities: {},
  items: [],
  lines: {},
  method: null,
  allKept: false,
  returnId: null,
};

export const useReturnFlowStore = create<ReturnFlowState>()(
  persist(
    (set) => ({
      ...EMPTY_RETURN_FLOW,
      start: (orderId, requestId) => set({ ...EMPTY_RETURN_FLOW, orderId, requestId }),
      setQuantity: (itemId, quantity) =>
        set((state) => {
          const quantities = { ...state.quantities };
          if (quantity > 0) quantities[itemId] = quantity;
          else delete quantities[itemId];
          return { quantities };
        }),
      itemsStarted: (items) =>
        set((state) => ({
          items,
          // Lines of items no longer chosen are dropped; the others keep what the shopper said.
          lines: Object.fromEntries(
            items.map((item) => [item.itemId, state.lines[item.itemId] ?? EMPTY_LINE]),
          ),
        })),
      updateLine: (itemId, values) =>
        set((state) => ({
          lines: { ...state.lines, [itemId]: { ...(state.lines[itemId] ?? EMPTY_LINE), ...values } },
        })),
      update: (values) => set(values),
      clear: () => set(EMPTY_RETURN_FLOW),
    }),
    {
      name: RETURN_FLOW_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({
        start: _s,
        setQuantity: _q,
        itemsStarted: _i,
        updateLine: _l,
        update: _u,
        clear: _c,
        ...data
      }) => data,
    },
  ),
);

/** Whether a return not yet submitted has items chosen (the close icon asks before forgetting it). */
export function returnFlowHasWork(flow: ReturnFlowData): boolean {
  return flow.returnId === null && Object.keys(flow.quantities).length > 0;
}

registerFlowStore(
  () => {
    useReturnFlowStore.getState().clear();
    useReturnFlowStore.persist.clearStorage();
  },
  () => returnFlowHasWork(useReturnFlowStore.getState()),
);
