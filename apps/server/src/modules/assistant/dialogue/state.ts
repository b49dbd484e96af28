// The built-in assistant's dialogue state: what a conversation remembers between turns (flow,
// step, slots, inserted flows, what was offered), the flows' steps, and the words of a turn.
import type { ChatActionKind, ChatBlock, ChatFlow } from '@rc/contract/calls/assistant';
import { requiredEvidence } from '@rc/domain/claim-lifecycle';
import type { IssueType } from '@rc/domain/enums';
import type { LanguageCode } from '@rc/domain/languages';
import { ATTACHMENT_EXTENSIONS } from '@rc/domain/validation';
import type { ShopperSession } from '../../../gateway/register-call';
import type { AssistantIntent, AssistantPorts, OrderFacts, UnderstandingPort } from '../ports';
import type { TextKey } from '../texts';

export interface Line {
  itemId: string;
  quantity: number;
}

export interface Slots {
  items?: Line[];
  fulfillmentId?: string | null;
  issueType?: IssueType;
  description?: string;
  attachmentIds?: string[];
  paymentMethod?: { paymentMethod: 'virtual_card' | 'paypal'; payAccount: string };
  reason?: string;
  subReason?: string;
  note?: string;
  resolution?: 'original_payment' | 'store_credit';
  method?: string;
  claimId?: string;
}

/** Where the dialogue stands, stored with the conversation. */
export interface DialogueState {
  flow: ChatFlow;
  step: string | null;
  inserted: { flow: ChatFlow; slots: Slots }[];
  slots: Slots;
  /** The option values the last assistant message offered (a reply must be one of them). */
  offered: string[];
  /** Their labels, for the transcript. */
  offeredLabels?: Record<string, string>;
  /** The current flow's steps as last worked out (a return's depend on the store's reasons). */
  steps?: string[];
  selectedOptions: string[];
}

export const INITIAL_STATE: DialogueState = {
  flow: 'a',
  step: null,
  inserted: [],
  slots: {},
  offered: [],
  selectedOptions: [],
};

export interface Draft {
  text: string;
  blocks: ChatBlock[];
  flow: ChatFlow;
  step: string | null;
}

export interface Summary {
  title: string;
  lines: { label: string; value: string }[];
  amount: number | null;
  currency: string | null;
}

export interface Proposal {
  kind: ChatActionKind;
  payload: Record<string, unknown>;
  summary: Summary;
}

export interface TurnOutcome {
  messages: Draft[];
  state: DialogueState;
  proposal?: Proposal;
}

export interface TurnContext {
  session: ShopperSession;
  language: LanguageCode;
  ports: AssistantPorts;
  understanding: UnderstandingPort;
  facts: OrderFacts;
  now: Date;
  handoverHours: number;
}

export const CLAIM_ISSUES: readonly IssueType[] = ['damage', 'loss', 'delay', 'wrongItem', 'nad'];
export const MENU: readonly Exclude<ChatFlow, 'a'>[] = [
  'claim',
  'return',
  'tracking',
  'payout',
  'status',
  'handover',
];
export const FLOW_TEXT: Record<Exclude<ChatFlow, 'a'>, TextKey> = {
  claim: 'flowClaim',
  return: 'flowReturn',
  tracking: 'flowTracking',
  payout: 'flowPayout',
  status: 'flowStatus',
  handover: 'flowHandover',
};
export const FLOW_OF_INTENT: Partial<Record<AssistantIntent, Exclude<ChatFlow, 'a'>>> = {
  report_issue: 'claim',
  start_return: 'return',
  start_exchange: 'return',
  track_package: 'tracking',
  get_paid: 'payout',
  claim_status: 'status',
  return_status: 'status',
  talk_to_person: 'handover',
};
export const EVIDENCE_ACCEPT = ATTACHMENT_EXTENSIONS.filter((extension) => extension !== '.zip').join(',');

/** The steps of each flow in order, given what is known (photos or a note only when needed). */
export function flowSteps(flow: ChatFlow, slots: Slots, reasons: ReturnReasonRule[] = []): string[] {
  switch (flow) {
    case 'claim':
      return [
        'items',
        'issue',
        ...(photosNeeded(slots.issueType) > 0 ? ['photos'] : []),
        'payment',
        'summary',
      ];
    case 'return': {
      // A reason with sub-reasons asks which one; the reason or the sub-reason may need a photo or a note.
      const reason = reasons.find((candidate) => candidate.code === slots.reason);
      const sub = reason?.subReasons.find((candidate) => candidate.code === slots.subReason);
      return [
        'items',
        'reason',
        ...(reason?.subReasons.length ? ['subReason'] : []),
        ...(reason?.requiresPhoto || sub?.requiresPhoto ? ['photos'] : []),
        ...(reason?.requiresNote || sub?.requiresNote ? ['note'] : []),
        'resolution',
        'method',
        'summary',
      ];
    }
    case 'payout':
      return ['claim', 'summary'];
    case 'handover':
      return ['summary'];
    case 'tracking':
    case 'status':
      return ['show'];
    default:
      return [];
  }
}

export interface ReturnReasonRule {
  code: string;
  label?: string;
  requiresPhoto: boolean;
  requiresNote: boolean;
  subReasons: { code: string; label: string; requiresPhoto: boolean; requiresNote: boolean }[];
}

export function photosNeeded(issueType: IssueType | undefined): number {
  if (!issueType) return 0;
  return requiredEvidence(issueType).reduce((sum, requirement) => sum + requirement.min, 0);
}

export function isFilled(step: string, slots: Slots): boolean {
  switch (step) {
    case 'items':
      return Boolean(slots.items?.length);
    case 'issue':
      return Boolean(slots.issueType);
    case 'photos':
      return slots.attachmentIds !== undefined;
    case 'payment':
      return Boolean(slots.paymentMethod);
    case 'reason':
      return Boolean(slots.reason);
    case 'subReason':
      return Boolean(slots.subReason);
    case 'note':
      return Boolean(slots.note);
    case 'resolution':
      return Boolean(slots.resolution);
    case 'method':
      return Boolean(slots.method);
    case 'claim':
      return Boolean(slots.claimId);
    default:
      return false;
  }
}
