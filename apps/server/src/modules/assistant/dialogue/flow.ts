// Moving through the flows: the menu, the greeting, opening a flow, asking its next step, and
// going back to an interrupted flow (or the menu) when one ends.
import type { ChatBlock, ChatFlow, ChatProduct } from '@rc/contract/calls/assistant';
import type { LanguageCode } from '@rc/domain/languages';
import { say, type TextKey } from '../texts';
import { ask } from './ask';
import {
  type DialogueState,
  type Draft,
  FLOW_TEXT,
  flowSteps,
  INITIAL_STATE,
  isFilled,
  MENU,
  type ReturnReasonRule,
  type Slots,
  type TurnContext,
  type TurnOutcome,
} from './state';

function menuOptions(language: LanguageCode) {
  return MENU.map((flow) => ({ value: `flow:${flow}`, label: say(language, FLOW_TEXT[flow]), flow }));
}

export function message(state: DialogueState, text: string, blocks: ChatBlock[] = []): Draft {
  return { text, blocks, flow: state.flow, step: state.step };
}

function offeredOf(blocks: ChatBlock[]) {
  return blocks.flatMap((block) => (block.type === 'options' ? block.options : []));
}

/** The assistant's next message in a state: it sets what the shopper may answer. */
export function withOffer(state: DialogueState, draft: Draft): DialogueState {
  const options = offeredOf(draft.blocks);
  return {
    ...state,
    offered: [...state.offered, ...options.map((option) => option.value)],
    offeredLabels: {
      ...(state.offered.length ? state.offeredLabels : {}),
      ...Object.fromEntries(options.map((option) => [option.value, option.label])),
    },
  };
}

/** The menu: what the assistant can do. */
export function menu(ctx: TurnContext, state: DialogueState, key: TextKey = 'menuAgain'): TurnOutcome {
  const next: DialogueState = { ...state, flow: 'a', step: null, steps: [], slots: {}, offered: [] };
  const draft = message(next, say(ctx.language, key, { order: ctx.facts.orderName }), [
    { type: 'options', options: menuOptions(ctx.language) },
  ]);
  return { messages: [draft], state: withOffer(next, draft) };
}

/** The greeting of a new conversation (and `to` opening a flow at once). */
export async function greet(ctx: TurnContext, to: ChatFlow | null | undefined): Promise<TurnOutcome> {
  const greeting = menu(ctx, INITIAL_STATE, 'greeting');
  if (!to || to === 'a') return greeting;
  const started = await startFlow(ctx, { ...greeting.state, offered: [] }, to, {});
  return {
    ...started,
    messages: [
      message(greeting.state, say(ctx.language, 'greeting', { order: ctx.facts.orderName })),
      ...started.messages,
    ],
  };
}

/** Opens a flow (with slots already known from free text) and asks its first missing step. */
export async function startFlow(
  ctx: TurnContext,
  state: DialogueState,
  flow: ChatFlow,
  slots: Slots,
): Promise<TurnOutcome> {
  if (flow === 'a') return menu(ctx, state);
  const next: DialogueState = { ...state, flow, step: null, slots, offered: [], selectedOptions: [] };
  return advance(ctx, next);
}

/** Asks the first step not filled yet, or proposes the action, or shows what the flow shows. */
export async function advance(
  ctx: TurnContext,
  state: DialogueState,
  prefix: Draft[] = [],
): Promise<TurnOutcome> {
  const reasons = state.flow === 'return' ? await returnReasons(ctx) : [];
  const steps = flowSteps(state.flow, state.slots, reasons);
  const step = steps.find((candidate) => !isFilled(candidate, state.slots));
  const at: DialogueState = { ...state, step: step ?? null, steps, offered: [] };
  const outcome = await ask(ctx, at, reasons);
  return { ...outcome, messages: [...prefix, ...outcome.messages] };
}

export async function returnReasons(ctx: TurnContext): Promise<ReturnReasonRule[]> {
  const config = await ctx.ports.returns.config(ctx.session);
  return config.reasons;
}

/** Back from a finished flow: to the flow it interrupted, or to the menu. */
export async function finish(
  ctx: TurnContext,
  state: DialogueState,
  messages: Draft[],
): Promise<TurnOutcome> {
  const [resumed, ...rest] = state.inserted;
  if (resumed) {
    const next = await advance(ctx, { ...state, flow: resumed.flow, slots: resumed.slots, inserted: rest });
    return { ...next, messages: [...messages, ...next.messages] };
  }
  const after = menu(ctx, { ...state, inserted: [] });
  return { ...after, messages: [...messages, ...after.messages] };
}

export function eligible(products: ChatProduct[], purpose: 'claim' | 'return'): ChatProduct[] {
  return products.filter((product) =>
    purpose === 'claim' ? product.claimableQuantity > 0 : product.returnableQuantity > 0,
  );
}
