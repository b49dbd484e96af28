// The built-in assistant's understanding of free text (issue 14 item 5); see README.md.

export type {
  AssistantIntent,
  OrderItemForUnderstanding,
  Resolution,
  Understanding,
  UnderstandingContext,
  UnderstandingSlots,
} from './types';
export { ASSISTANT_INTENTS } from './types';
export {
  ASK_BELOW_CONFIDENCE,
  ASK_WITHIN,
  findDate,
  findIssueType,
  findItems,
  findQuantity,
  findResolution,
  findYesNo,
  needsClarification,
  understandUtterance,
} from './understand-utterance';
