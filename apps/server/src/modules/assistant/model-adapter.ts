// The language model's turn: it talks, reads the signed-in order through read-only tools, and
// calls the same actions as the built-in assistant as tools whose JSON schemas come from the
// contract (ASSISTANT_TOOLS). An action tool only fills the flow's slots: the built-in dialogue
// asks what is still missing and proposes the summary; nothing is submitted or paid until the
// shopper confirms it (ai-chat-box-submit). The model sees the signed-in order's data only.
import { ASSISTANT_TOOLS, type AssistantToolName } from '@rc/contract/calls/assistant';
import type { IssueType } from '@rc/domain/enums';
import { LANGUAGES } from '@rc/domain/languages';
import { z } from 'zod';
import type {
  ChatCompletionMessage,
  ChatCompletionsClient,
  ChatCompletionTool,
} from '../../adapters/assistant-model/chat-completions-client';
import { ModelUnavailableError } from '../../adapters/assistant-model/chat-completions-client';
import { type DialogueState, type Slots, startFlow, type TurnContext, type TurnOutcome } from './dialogue';
import type { MessageRow } from './repository';

/** Tool rounds in one turn (read tools, then an action or an answer). */
const MAX_ROUNDS = 4;
/** Past messages the model sees. */
const HISTORY = 30;

/** The tools as the chat-completions protocol takes them, their parameters from the contract. */
export const MODEL_TOOLS: ChatCompletionTool[] = Object.entries(ASSISTANT_TOOLS).map(([name, tool]) => ({
  type: 'function',
  function: {
    name,
    description: tool.confirm
      ? `${tool.description} (The shopper confirms a summary first.)`
      : tool.description,
    parameters: z.toJSONSchema(tool.parameters, { io: 'input', unrepresentable: 'any' }) as Record<
      string,
      unknown
    >,
  },
}));

function systemPrompt(
  ctx: TurnContext,
  products: Awaited<ReturnType<TurnContext['ports']['products']>>,
): string {
  const language = LANGUAGES.find((entry) => entry.code === ctx.language)?.name ?? 'English';
  return [
    `You are the customer-care assistant of the store ${ctx.facts.merchant.name} for order ${ctx.facts.orderName} only.`,
    `Answer in ${language} (${ctx.language}), briefly and kindly.`,
    'Use the tools to read the order and to propose actions. Never claim that something was submitted, paid or sent: a proposal shows the shopper a summary to confirm.',
    'Items of this order (itemId: title, quantity, claimable, returnable):',
    ...products.map(
      (product) =>
        `- ${product.itemId}: ${product.title}${product.variantTitle ? ` (${product.variantTitle})` : ''}, ${product.quantity}, claimable ${product.claimableQuantity}, returnable ${product.returnableQuantity}`,
    ),
  ].join('\n');
}

function historyOf(rows: MessageRow[]): ChatCompletionMessage[] {
  return rows.slice(-HISTORY).map((row) => ({
    role: row.role === 'shopper' ? ('user' as const) : ('assistant' as const),
    content: row.text,
  }));
}

/** Slots and the flow an action tool opens, from its checked arguments. */
function flowOfAction(
  name: AssistantToolName,
  args: unknown,
  products: Awaited<ReturnType<TurnContext['ports']['products']>>,
): { flow: DialogueState['flow']; slots: Slots } | null {
  switch (name) {
    case 'propose_claim': {
      const input = ASSISTANT_TOOLS.propose_claim.parameters.parse(args);
      const first = products.find((product) => product.itemId === input.items[0]?.itemId);
      return {
        flow: 'claim',
        slots: {
          items: input.items,
          fulfillmentId: first?.fulfillmentId ?? null,
          issueType: input.issueType as IssueType,
          ...(input.details?.description ? { description: input.details.description } : {}),
          ...(input.attachmentIds ? { attachmentIds: input.attachmentIds } : {}),
          ...(input.paymentMethod ? { paymentMethod: input.paymentMethod } : {}),
        },
      };
    }
    case 'propose_return': {
      const input = ASSISTANT_TOOLS.propose_return.parameters.parse(args);
      const [first] = input.items;
      const resolution =
        first?.resolution === 'original_payment' || first?.resolution === 'store_credit'
          ? first.resolution
          : undefined;
      return {
        flow: 'return',
        slots: {
          items: input.items.map((item) => ({ itemId: item.itemId, quantity: item.quantity })),
          ...(first?.reason ? { reason: first.reason } : {}),
          ...(first?.subReason ? { subReason: first.subReason } : {}),
          ...(first?.note ? { note: first.note } : {}),
          ...(first?.attachments?.length ? { attachmentIds: first.attachments } : {}),
          ...(resolution ? { resolution } : {}),
          ...(input.method ? { method: input.method } : {}),
        },
      };
    }
    case 'propose_cash_out':
      return {
        flow: 'payout',
        slots: { claimId: ASSISTANT_TOOLS.propose_cash_out.parameters.parse(args).claimId },
      };
    case 'propose_hand_over':
      ASSISTANT_TOOLS.propose_hand_over.parameters.parse(args);
      return { flow: 'handover', slots: {} };
    default:
      return null;
  }
}

async function readTool(ctx: TurnContext, name: AssistantToolName, args: unknown): Promise<unknown> {
  switch (name) {
    case 'list_order_items': {
      const input = ASSISTANT_TOOLS.list_order_items.parameters.parse(args);
      const products = await ctx.ports.products(ctx.session);
      return products.filter((product) =>
        input.purpose === 'claim'
          ? product.claimableQuantity > 0
          : input.purpose === 'return'
            ? product.returnableQuantity > 0
            : true,
      );
    }
    case 'track_packages': {
      const input = ASSISTANT_TOOLS.track_packages.parameters.parse(args);
      const packages = await ctx.ports.tracking.packages(ctx.session);
      return input.fulfillmentId
        ? packages.filter((found) => found.fulfillmentId === input.fulfillmentId)
        : packages;
    }
    case 'list_claims_and_returns': {
      const [claims, returns] = await Promise.all([
        ctx.ports.claims.list(ctx.session),
        ctx.ports.returns.list(ctx.session),
      ]);
      return { claims, returns };
    }
    default:
      return null;
  }
}

function isToolName(name: string): name is AssistantToolName {
  return Object.hasOwn(ASSISTANT_TOOLS, name);
}

/** The model's turn for free text; it throws when the model fails (the built-in assistant answers). */
export function createModelTurn(client: ChatCompletionsClient) {
  return async function modelTurn(
    ctx: TurnContext,
    state: DialogueState,
    text: string,
    history: MessageRow[],
  ): Promise<TurnOutcome | null> {
    const products = await ctx.ports.products(ctx.session);
    const messages: ChatCompletionMessage[] = [
      { role: 'system', content: systemPrompt(ctx, products) },
      ...historyOf(history),
      { role: 'user', content: text },
    ];
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const answer = await client.complete(messages, MODEL_TOOLS);
      const calls = answer.tool_calls ?? [];
      if (!calls.length) {
        const said = answer.content?.trim();
        if (!said) throw new ModelUnavailableError('the model said nothing');
        return { messages: [{ text: said, blocks: [], flow: state.flow, step: state.step }], state };
      }
      messages.push({ role: 'assistant', content: answer.content ?? null, tool_calls: calls });
      for (const call of calls) {
        const name = call.function.name;
        if (!isToolName(name)) throw new ModelUnavailableError(`the model called an unknown tool ${name}`);
        let args: unknown;
        try {
          args = JSON.parse(call.function.arguments || '{}');
        } catch {
          throw new ModelUnavailableError('the model sent arguments that are not JSON');
        }
        if (ASSISTANT_TOOLS[name].confirm) {
          const parsed = ASSISTANT_TOOLS[name].parameters.safeParse(args);
          if (!parsed.success) throw new ModelUnavailableError(`the model's ${name} arguments are not valid`);
          const action = flowOfAction(name, parsed.data, products);
          if (!action) throw new ModelUnavailableError(`no flow for ${name}`);
          // The flow asks what is missing and proposes the summary: nothing runs before confirmation.
          const outcome = await startFlow(ctx, state, action.flow, action.slots);
          const said = answer.content?.trim();
          return said
            ? {
                ...outcome,
                messages: [{ text: said, blocks: [], flow: action.flow, step: null }, ...outcome.messages],
              }
            : outcome;
        }
        const parsed = ASSISTANT_TOOLS[name].parameters.safeParse(args);
        const result = parsed.success
          ? await readTool(ctx, name, parsed.data)
          : { error: 'invalid arguments' };
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
      }
    }
    throw new ModelUnavailableError('the model did not finish within its rounds');
  };
}
