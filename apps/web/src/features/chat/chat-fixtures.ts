// The chat's tests' data in the contract's shapes (messages, state, actions, item cards), so each
// test writes only what it is about. Used by tests only.
import type { ResponseOf } from '@rc/contract/call-types';
import type { ChatProduct } from './api/command-products';
import type { ChatAction, ChatMessage, ChatServerState } from './stores/chat-store';

export const CONVERSATION = '00000000-0000-4000-8000-0000000c0001';
export const ITEM = '00000000-0000-4000-8000-0000000c0010';
export const OTHER_ITEM = '00000000-0000-4000-8000-0000000c0011';
export const PACKAGE = '00000000-0000-4000-8000-0000000c0040';
export const ACTION = '00000000-0000-4000-8000-0000000c0020';
export const CLAIM = '00000000-0000-4000-8000-0000000c0030';
export const RETURN = '00000000-0000-4000-8000-0000000c0031';
export const NOW = '2026-11-26T01:00:00.000Z';

export const STATE: ChatServerState = {
  currentFlow: 'a',
  currentStep: null,
  dynamicFlowSteps: [],
  currentIssueType: null,
  currentAddItemFulfillmentId: null,
  allInsertFlows: [],
  selectedOptions: [],
  currentSelectItem: [],
  showOptions: true,
};

export function message(
  seq: number,
  role: ChatMessage['role'],
  text: string,
  blocks: ChatMessage['blocks'] = [],
): ChatMessage {
  return {
    messageId: `00000000-0000-4000-8000-0000000d${String(seq).padStart(4, '0')}`,
    seq,
    role,
    text,
    blocks,
    flow: 'a',
    step: null,
    source: role === 'shopper' ? 'shopper' : 'builtin',
    questionId: null,
    feedback: null,
    createdAt: NOW,
  };
}

export function action(status: ChatAction['status'], values: Partial<ChatAction> = {}): ChatAction {
  return {
    actionId: ACTION,
    kind: 'submit_claim',
    status,
    title: 'Your claim',
    lines: [
      { label: 'Items', value: '1 × Canvas Tote' },
      { label: 'Issue', value: 'Damaged' },
    ],
    amount: 2400,
    currency: 'USD',
    result: status === 'executed' ? { claimId: CLAIM, returnId: null, payoutId: null } : null,
    errorCode: null,
    errorMessage: null,
    proposedAt: NOW,
    decidedAt: status === 'proposed' ? null : NOW,
    ...values,
  };
}

export function product(values: Partial<ChatProduct> = {}): ChatProduct {
  return {
    itemId: ITEM,
    productId: null,
    variantId: null,
    title: 'Canvas Tote',
    variantTitle: 'Sand',
    sku: null,
    imageUrl: null,
    quantity: 2,
    unitPrice: 2400,
    currency: 'USD',
    fulfillmentId: null,
    packageStatus: null,
    claimableQuantity: 2,
    returnableQuantity: 0,
    ...values,
  };
}

export function detail(
  messages: ChatMessage[],
  pendingAction: ChatAction | null = null,
  values: Partial<ResponseOf<'ai-chat/get-conversation-detail'>> = {},
): ResponseOf<'ai-chat/get-conversation-detail'> {
  return {
    conversationId: CONVERSATION,
    status: 'open',
    language: 'en-US',
    assistant: 'builtin',
    state: STATE,
    messages,
    pendingAction,
    lastSeq: messages.at(-1)?.seq ?? 0,
    handover: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...values,
  };
}
