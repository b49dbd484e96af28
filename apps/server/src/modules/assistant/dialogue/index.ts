// The built-in assistant's dialogue: guided flows with slots, free text through the understanding
// of @rc/domain/understanding, inserted flows, and proposals (never an action: the service stores
// a proposal and runs it only when the shopper confirms its summary).
export { greet, menu, startFlow } from './flow';
export { expectedReplyBy, formatWhen } from './proposals';
export {
  type DialogueState,
  type Draft,
  flowSteps,
  INITIAL_STATE,
  type Line,
  type Proposal,
  type Slots,
  type Summary,
  type TurnContext,
  type TurnOutcome,
} from './state';
export { NO_UNDERSTANDING, takeTurn } from './turn';
