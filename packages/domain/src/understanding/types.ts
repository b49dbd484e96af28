// The shapes of the built-in assistant's understanding of free text (issue 14 item 5).
import type { IssueType } from '../enums';

/** What a shopper's message asks for; `unknown` when nothing in it points anywhere. */
export type AssistantIntent =
  | 'report_issue'
  | 'start_return'
  | 'start_exchange'
  | 'track_package'
  | 'get_paid'
  | 'claim_status'
  | 'return_status'
  | 'talk_to_person'
  | 'greeting'
  | 'thanks'
  | 'yes'
  | 'no'
  | 'unknown';

/** Every intent but `unknown`, in the order ties are broken (earlier wins). */
export const ASSISTANT_INTENTS = [
  'report_issue',
  'start_return',
  'start_exchange',
  'track_package',
  'get_paid',
  'claim_status',
  'return_status',
  'talk_to_person',
  'no',
  'yes',
  'thanks',
  'greeting',
] as const satisfies readonly AssistantIntent[];
export type KnownIntent = (typeof ASSISTANT_INTENTS)[number];

/** How the shopper wants to be made whole. */
export type Resolution = 'refund' | 'store_credit' | 'exchange';

/** An item of the signed-in order, as the understanding needs it. */
export interface OrderItemForUnderstanding {
  id: string;
  name: string;
  variant?: string;
  quantity: number;
}

/** What was understood, the values found in the text, and the runners-up when unsure. */
export interface Understanding {
  intent: AssistantIntent;
  /** 0..1, two decimals. */
  confidence: number;
  slots: UnderstandingSlots;
  /** Other intents worth offering, best first (never the chosen one). */
  alternatives: { intent: AssistantIntent; confidence: number }[];
}

export interface UnderstandingSlots {
  issueType?: IssueType;
  itemIds?: string[];
  quantity?: number;
  /** ISO yyyy-mm-dd. */
  date?: string;
  resolution?: Resolution;
}

export interface UnderstandingContext {
  items: OrderItemForUnderstanding[];
  /** The shop's date today, ISO yyyy-mm-dd: relative dates ("yesterday") count from it. */
  today: string;
}
