// The assistant (issue 14, spec 2 "chat", 3 "AI chat store", 6 chat-mode rollout, 7 ai-chat and v2
// subpaths of the order service). One conversation belongs to one order; its messages are stored
// on the server, so a reload or a new device after sign-in resumes it.
//
// How a turn goes:
// - create-conversation opens one (the greeting, the flows offered; `to` opens a flow at once).
// - create-question sends the shopper's turn (`reply`: free text, an offered option, chosen item
//   cards, uploaded photos or a payment method) with a client-made `questionId`: the same
//   questionId again answers the first answer and acts once. The answer carries the shopper's
//   message and the assistant's (text plus blocks: options, item cards, an upload or payment form,
//   a summary, a claim, return or package card, a link, a hand-over notice). When the answer is not
//   ready (another instance is still answering it) `status` is 'pending': poll get-question-response.
// - Nothing is submitted, paid or sent to the store from a turn: the assistant PROPOSES an action
//   (a `summary` block holding a ChatAction, stored on the server with the exact request it will
//   run); ai-chat-box-submit confirms or declines it. A confirmation runs the action once through
//   the pages' own use-case and idempotency key (`chat-<actionId>`); a retried confirmation answers
//   the stored result and never acts twice.
// - feedback-question rates one assistant message; heartbeat keeps a connection honest (what was
//   missed after `afterSeq`, questions still being answered).
// - v2/command-products: the order's items as cards for a flow (claimable / returnable counts).
import { ISSUE_TYPES } from '@rc/domain/enums';
import { LANGUAGE_CODES, type LanguageCode } from '@rc/domain/languages';
import { z } from 'zod';
import {
  ClaimSummarySchema,
  IssueDetailsSchema,
  PaymentMethodSchema,
  PayoutMethodSchema,
  PayoutSchema,
} from '../claims/calls';
import { defineCall } from '../define-call';
import { ReturnMethodSchema, ReturnRequestItemSchema, ReturnSummarySchema } from '../returns/calls';
import {
  CurrencySchema,
  IsoDateTimeSchema,
  MinorUnitsSchema,
  OrderItemSchema,
  text,
} from '../shared-schemas';
import { PackageStatusSummarySchema } from '../tracking/calls';

/**
 * The flows the assistant runs. 'a' is the start (the spec's default currentFlow): the menu of the
 * others. 'status' shows a claim's or a return's status; 'payout' gets an approved claim paid.
 */
export const CHAT_FLOWS = ['a', 'claim', 'return', 'tracking', 'payout', 'status', 'handover'] as const;
export type ChatFlow = (typeof CHAT_FLOWS)[number];
export const ChatFlowSchema = z.enum(CHAT_FLOWS).meta({ id: 'ChatFlow' });

/** What an action does once the shopper confirms its summary. */
export const CHAT_ACTION_KINDS = ['submit_claim', 'start_return', 'cash_out', 'hand_over'] as const;
export type ChatActionKind = (typeof CHAT_ACTION_KINDS)[number];

export const CHAT_ACTION_STATUSES = [
  'proposed',
  'executing',
  'executed',
  'declined',
  'failed',
  'superseded',
] as const;

export const ChatLanguageSchema = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);

/** A force_mode or chat_mode query parameter as the portal got it: 'true'/'false' (any case) or a boolean decide, anything else is no override. */
const ChatOverrideSchema = z.union([z.boolean(), text().max(20)]).nullish();

const ConversationIdSchema = z.uuid().meta({ description: 'A conversation of the signed-in order.' });
const SeqSchema = z
  .number()
  .int()
  .min(0)
  .max(1_000_000_000)
  .meta({ description: "A message's position in its conversation (1, 2, …); 0 for none yet." });

/** An order item as a card in the chat, with what each flow may still do with it. */
export const ChatProductSchema = OrderItemSchema.extend({
  currency: CurrencySchema,
  fulfillmentId: z.uuid().nullable().meta({ description: 'Its package; null when not shipped yet.' }),
  packageStatus: z.string().nullable().meta({ description: "The package's status (spec 4), if shipped." }),
  claimableQuantity: z.number().int().meta({ description: 'Units a claim may still include.' }),
  returnableQuantity: z.number().int().meta({ description: 'Units a return may still include.' }),
}).meta({ id: 'ChatProduct' });
export type ChatProduct = z.infer<typeof ChatProductSchema>;

/** A proposed action: its summary as the shopper confirms it, and what became of it. */
export const ChatActionSchema = z
  .object({
    actionId: z.uuid(),
    kind: z.enum(CHAT_ACTION_KINDS),
    status: z.enum(CHAT_ACTION_STATUSES).meta({
      description:
        'proposed: waiting for the shopper; executed/failed: confirmed and run once; declined; superseded: a newer proposal replaced it.',
    }),
    title: z.string().meta({ description: "The summary's heading, in the conversation's language." }),
    lines: z
      .array(z.object({ label: z.string(), value: z.string() }))
      .meta({ description: 'What will happen, line by line (items, issue, photos, payout, amount…).' }),
    amount: MinorUnitsSchema.nullable().meta({ description: 'Money the action pays or refunds, if any.' }),
    currency: CurrencySchema.nullable(),
    result: z
      .object({
        claimId: z.uuid().nullable(),
        returnId: z.uuid().nullable(),
        payoutId: z.uuid().nullable(),
      })
      .nullable()
      .meta({ description: 'What the confirmed action made (open it on its page).' }),
    errorCode: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Why a confirmed action failed (catalogue code).' }),
    errorMessage: z.string().nullable(),
    proposedAt: IsoDateTimeSchema,
    decidedAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'ChatAction' });
export type ChatAction = z.infer<typeof ChatActionSchema>;

const OptionSchema = z.object({
  value: z.string().meta({ description: 'Send back as reply { kind: "option", value }.' }),
  label: z.string(),
  flow: ChatFlowSchema.nullable().meta({ description: 'The flow the option opens, if it opens one.' }),
});

/** The rich parts of an assistant message, each drawn by the chat screen. */
export const ChatBlockSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('options'), options: z.array(OptionSchema) }),
    z.object({
      type: z.literal('products'),
      purpose: z.enum(['claim', 'return', 'tracking']),
      multiple: z.boolean().meta({ description: 'Several may be chosen (reply kind "items").' }),
      products: z.array(ChatProductSchema),
    }),
    z.object({
      type: z.literal('upload'),
      min: z.number().int().meta({ description: 'Photos needed (0: may be skipped with an empty list).' }),
      max: z.number().int(),
      accept: z.string().meta({ description: 'File extensions (spec 5); upload with verify-attachment.' }),
    }),
    z.object({
      type: z.literal('payment'),
      methods: z.array(PayoutMethodSchema),
      defaultAccount: z.string().meta({ description: "The order's e-mail, offered first." }),
    }),
    z.object({ type: z.literal('summary'), action: ChatActionSchema }),
    z.object({ type: z.literal('claim'), claim: ClaimSummarySchema }),
    z.object({ type: z.literal('return'), return: ReturnSummarySchema }),
    z.object({ type: z.literal('packages'), packages: z.array(PackageStatusSummarySchema) }),
    z.object({ type: z.literal('payout'), payout: PayoutSchema }),
    z.object({
      type: z.literal('link'),
      label: z.string(),
      href: z
        .string()
        .meta({ description: 'A portal route relative to the shop, e.g. issue-details?claimId=….' }),
    }),
    z.object({
      type: z.literal('handover'),
      supportEmail: z.string().nullable(),
      expectedReplyBy: IsoDateTimeSchema,
    }),
  ])
  .meta({ id: 'ChatBlock' });
export type ChatBlock = z.infer<typeof ChatBlockSchema>;

export const ChatMessageSchema = z
  .object({
    messageId: z.uuid(),
    seq: z.number().int(),
    role: z.enum(['shopper', 'assistant']),
    text: z.string().meta({ description: "Plain text, in the conversation's language for the assistant." }),
    blocks: z.array(ChatBlockSchema),
    flow: ChatFlowSchema,
    step: z.string().nullable(),
    source: z
      .enum(['shopper', 'builtin', 'model'])
      .meta({ description: 'Who wrote it: the shopper, the built-in assistant or the language model.' }),
    questionId: z.uuid().nullable().meta({ description: 'The question (turn) it belongs to.' }),
    feedback: z.enum(['helpful', 'not_helpful']).nullable(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** Where the dialogue stands (the server's part of the spec's AI chat store). */
export const ChatStateSchema = z
  .object({
    currentFlow: ChatFlowSchema,
    currentStep: z.string().nullable(),
    dynamicFlowSteps: z.array(z.string()).meta({
      description: "The current flow's steps in order (they change with the answers, e.g. photos).",
    }),
    currentIssueType: z.enum(ISSUE_TYPES).nullable(),
    currentAddItemFulfillmentId: z.uuid().nullable(),
    allInsertFlows: z
      .array(ChatFlowSchema)
      .meta({ description: 'Flows waiting under the current one (an inserted flow returns to them).' }),
    selectedOptions: z.array(z.string()),
    currentSelectItem: z.array(z.object({ itemId: z.uuid(), quantity: z.number().int() })),
    showOptions: z.boolean().meta({ description: 'The last assistant message asks the shopper to choose.' }),
  })
  .meta({ id: 'ChatState' });
export type ChatState = z.infer<typeof ChatStateSchema>;

export const HandoverSchema = z
  .object({
    at: IsoDateTimeSchema,
    supportEmail: z.string().nullable(),
    expectedReplyBy: IsoDateTimeSchema,
  })
  .meta({ id: 'ChatHandover' });

export const ConversationDetailSchema = z
  .object({
    conversationId: z.uuid(),
    status: z
      .enum(['open', 'handed_over'])
      .meta({ description: 'handed_over: the transcript went to the store; the shopper may still write.' }),
    language: ChatLanguageSchema,
    assistant: z
      .enum(['builtin', 'model'])
      .meta({ description: 'Who answers (the model falls back to builtin).' }),
    state: ChatStateSchema,
    messages: z.array(ChatMessageSchema).meta({ description: 'Oldest first.' }),
    pendingAction: ChatActionSchema.nullable().meta({
      description: 'The summary waiting for a confirmation.',
    }),
    lastSeq: z.number().int(),
    handover: HandoverSchema.nullable(),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'ConversationDetail' });
export type ConversationDetail = z.infer<typeof ConversationDetailSchema>;

const ItemLineSchema = z.strictObject({
  itemId: z.uuid(),
  quantity: z.number().int().min(1).max(1000),
});

/** One turn of the shopper. */
export const ChatReplySchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('text'), text: text().trim().min(1).max(2000) }),
    z.strictObject({
      kind: z.literal('option'),
      value: text().min(1).max(200).meta({ description: 'The value of an option of the last message.' }),
    }),
    z.strictObject({ kind: z.literal('items'), items: z.array(ItemLineSchema).min(1).max(100) }),
    z.strictObject({
      kind: z.literal('attachments'),
      attachmentIds: z.array(z.uuid()).max(20).meta({ description: 'From verify-attachment; [] skips.' }),
    }),
    z.strictObject({ kind: z.literal('payment'), paymentMethod: PaymentMethodSchema }),
  ])
  .meta({ id: 'ChatReply' });
export type ChatReply = z.infer<typeof ChatReplySchema>;

export const QuestionAnswerSchema = z
  .object({
    questionId: z.uuid(),
    status: z.enum(['answered', 'pending']),
    messages: z.array(ChatMessageSchema).meta({ description: "The shopper's message and the answers." }),
    state: ChatStateSchema,
    pendingAction: ChatActionSchema.nullable(),
    lastSeq: z.number().int(),
  })
  .meta({ id: 'QuestionAnswer' });
export type QuestionAnswer = z.infer<typeof QuestionAnswerSchema>;

const QuestionIdSchema = z.uuid().meta({
  description:
    'Made by the client per turn: the same questionId again answers the first answer and acts once.',
});

export const chatErrors = {
  conversationFull: 100040,
  optionNotOffered: 100041,
  actionNotPending: 100042,
  questionIdReused: 100015,
} as const;

export const getPreConversationContent = defineCall('ai-chat/get-pre-conversation-content', {
  summary:
    'What the chat shows before a conversation: whether chat mode is on for the order, the greeting and flows offered, and the latest conversation to resume.',
  request: z.strictObject({
    language: ChatLanguageSchema.nullish(),
    forceMode: ChatOverrideSchema.meta({ description: 'The force_mode query parameter (spec 2), as given.' }),
    chatMode: ChatOverrideSchema.meta({ description: 'The chat_mode query parameter (spec 2), as given.' }),
  }),
  response: z
    .object({
      supportChatMode: z.boolean().meta({
        description:
          "Chat mode for this order by the rollout rule (spec 6), without the query overrides: the store's allow-list setting, the operators' list, the demo store, the channels zeelool/costway/jeulia, else half of the orders by SHA-256 of the order id.",
      }),
      chatMode: z.boolean().meta({
        description:
          "Whether the portal offers the chat first on this visit: force_mode, then chat_mode, when 'true' or 'false', decide; otherwise supportChatMode.",
      }),
      forced: z.boolean().meta({
        description: 'force_mode is true: the chat is forced (the header is hidden, spec 2 "Page frames").',
      }),
      assistant: z.enum(['builtin', 'model']),
      greeting: z.string(),
      options: z.array(OptionSchema),
      latestConversation: z
        .object({
          conversationId: z.uuid(),
          status: z.enum(['open', 'handed_over']),
          lastSeq: z.number().int(),
          updatedAt: IsoDateTimeSchema,
        })
        .nullable(),
      supportEmail: z.string().nullable(),
      expectedReplyHours: z.number().int().meta({ description: 'When the store answers after a hand-over.' }),
    })
    .meta({ id: 'PreConversationContent' }),
});

export const createConversation = defineCall('ai-chat/create-conversation', {
  summary:
    'Opens a conversation for the signed-in order (greeting; `to` opens a flow at once). Idempotent by requestId.',
  request: z.strictObject({
    language: ChatLanguageSchema.nullish().meta({ description: 'Defaults to Accept-Language.' }),
    to: ChatFlowSchema.nullish().meta({ description: 'The `to` query parameter: open this flow.' }),
    requestId: z
      .uuid()
      .nullish()
      .meta({ description: 'The same requestId again answers the same conversation.' }),
    resume: z
      .boolean()
      .default(false)
      .meta({ description: "Answer the order's latest conversation instead, when there is one." }),
  }),
  response: ConversationDetailSchema,
});

export const getConversationDetail = defineCall('ai-chat/get-conversation-detail', {
  summary:
    'A conversation of the signed-in order with its messages (resume after a reload or on another device).',
  request: z.strictObject({
    conversationId: ConversationIdSchema,
    language: ChatLanguageSchema.nullish().meta({ description: 'Answer from now on in this language.' }),
  }),
  response: ConversationDetailSchema,
  errors: [100009],
});

export const createQuestion = defineCall('ai-chat/create-question', {
  summary:
    "The shopper's turn: free text, an option, item cards, photos or a payment method. Answers the assistant's messages; proposes, never runs, actions.",
  request: z.strictObject({
    conversationId: ConversationIdSchema,
    questionId: QuestionIdSchema,
    reply: ChatReplySchema,
  }),
  response: QuestionAnswerSchema,
  errors: [100009, 100015, 100040, 100041],
});

export const getQuestionResponse = defineCall('ai-chat/get-question-response', {
  summary: 'The answer to a question sent before (after a lost connection, or while it was pending).',
  request: z.strictObject({ conversationId: ConversationIdSchema, questionId: z.uuid() }),
  response: QuestionAnswerSchema,
  errors: [100009],
});

export const feedbackQuestion = defineCall('ai-chat/feedback-question', {
  summary: "Rates one of the assistant's messages (null clears the rating).",
  request: z.strictObject({
    conversationId: ConversationIdSchema,
    messageId: z.uuid(),
    rating: z.enum(['helpful', 'not_helpful']).nullable(),
    comment: text().trim().max(1000).nullish(),
  }),
  response: z.object({ messageId: z.uuid(), feedback: z.enum(['helpful', 'not_helpful']).nullable() }),
  errors: [100009],
});

export const heartbeat = defineCall('ai-chat/heartbeat', {
  summary:
    'Keeps the chat in step after a lost connection: the messages after afterSeq, and the questions still being answered.',
  request: z.strictObject({ conversationId: ConversationIdSchema, afterSeq: SeqSchema.default(0) }),
  response: z
    .object({
      status: z.enum(['open', 'handed_over']),
      lastSeq: z.number().int(),
      messages: z.array(ChatMessageSchema),
      pendingQuestionIds: z.array(z.uuid()),
      pendingAction: ChatActionSchema.nullable(),
      serverTime: IsoDateTimeSchema,
      nextHeartbeatMs: z.number().int(),
    })
    .meta({ id: 'ChatHeartbeat' }),
  errors: [100009],
});

export const aiChatBoxSubmit = defineCall('ai-chat/ai-chat-box-submit', {
  summary:
    "Confirms or declines a proposed action (the summary). A confirmation runs it once through the pages' use-case; a retry answers the same result.",
  request: z.strictObject({
    conversationId: ConversationIdSchema,
    actionId: z.uuid(),
    decision: z.enum(['confirm', 'decline']),
  }),
  response: z
    .object({
      action: ChatActionSchema,
      messages: z.array(ChatMessageSchema).meta({ description: "The assistant's follow-up." }),
      state: ChatStateSchema,
      lastSeq: z.number().int(),
    })
    .meta({ id: 'ChatActionDecision' }),
  errors: [100009, 100042],
});

export const commandProducts = defineCall('v2/command-products', {
  summary: "The signed-in order's items as chat cards, with what a claim or a return may still take.",
  request: z.strictObject({
    purpose: z.enum(['claim', 'return', 'tracking', 'any']).default('any'),
    query: text().trim().max(100).nullish().meta({ description: 'Words of the item name to match.' }),
  }),
  response: z.object({ products: z.array(ChatProductSchema) }),
});

// The model adapter's tools: what the language model may call, with parameters drawn from the
// calls' own schemas. Actions marked `confirm` only PROPOSE (a summary the shopper confirms).
export const ASSISTANT_TOOLS = {
  list_order_items: {
    description: "The signed-in order's items with what a claim or return may still take.",
    parameters: commandProducts.request,
    confirm: false,
  },
  track_packages: {
    description: "Where the order's packages are (status, carrier, estimate, delay).",
    parameters: z.strictObject({ fulfillmentId: z.uuid().nullish() }),
    confirm: false,
  },
  list_claims_and_returns: {
    description: "The order's claims and returns with their statuses.",
    parameters: z.strictObject({}),
    confirm: false,
  },
  propose_claim: {
    description:
      'Proposes filing a protection claim; the shopper confirms its summary before it is submitted.',
    parameters: z.strictObject({
      issueType: z.enum(ISSUE_TYPES),
      items: z.array(ItemLineSchema).min(1).max(100),
      details: IssueDetailsSchema.nullish(),
      attachmentIds: z.array(z.uuid()).max(20).nullish(),
      paymentMethod: PaymentMethodSchema.nullish(),
    }),
    confirm: true,
  },
  propose_return: {
    description: 'Proposes a return or exchange; the shopper confirms its summary before it is opened.',
    parameters: z.strictObject({
      items: z.array(ReturnRequestItemSchema).min(1).max(100),
      method: ReturnMethodSchema.nullish(),
    }),
    confirm: true,
  },
  propose_cash_out: {
    description: 'Proposes paying out an approved claim; the shopper confirms before anything is paid.',
    parameters: z.strictObject({ claimId: z.uuid() }),
    confirm: true,
  },
  propose_hand_over: {
    description:
      "Proposes sending the conversation to the store's support team (a person answers by e-mail).",
    parameters: z.strictObject({ reason: text().trim().max(500).nullish() }),
    confirm: true,
  },
} as const;
export type AssistantToolName = keyof typeof ASSISTANT_TOOLS;
