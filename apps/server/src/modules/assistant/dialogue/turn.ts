// One turn of the shopper, answered by the built-in assistant: an option offered, items, photos,
// a payment method, or free text through the understanding port (filling the flow's slots first,
// then opening the flow it asks for, clarifying, or the menu).
import type { ChatFlow, ChatReply } from '@rc/contract/calls/assistant';
import { ISSUE_TYPES, type IssueType } from '@rc/domain/enums';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { AppError } from '../../../lib/app-error';
import type { Understanding, UnderstandingPort } from '../ports';
import { say } from '../texts';
import { advance, eligible, menu, message, startFlow, withOffer } from './flow';
import {
  type DialogueState,
  FLOW_OF_INTENT,
  FLOW_TEXT,
  INITIAL_STATE,
  isFilled,
  type Line,
  type Slots,
  type TurnContext,
  type TurnOutcome,
} from './state';

/** Items chosen on cards: the claimable (or returnable) ones, capped, one package for a claim. */
async function chosenItems(
  ctx: TurnContext,
  state: DialogueState,
  lines: Line[],
): Promise<{ items: Line[]; fulfillmentId: string | null } | null> {
  const purpose = state.flow === 'claim' ? 'claim' : 'return';
  const products = eligible(await ctx.ports.products(ctx.session), purpose);
  const chosen: Line[] = [];
  let fulfillmentId: string | null | undefined;
  for (const line of lines) {
    const product = products.find((candidate) => candidate.itemId === line.itemId);
    if (!product) continue;
    if (purpose === 'claim') {
      if (fulfillmentId === undefined) fulfillmentId = product.fulfillmentId;
      if (product.fulfillmentId !== fulfillmentId) continue;
    }
    const most = purpose === 'claim' ? product.claimableQuantity : product.returnableQuantity;
    if (!chosen.some((known) => known.itemId === line.itemId)) {
      chosen.push({ itemId: line.itemId, quantity: Math.min(line.quantity, most) });
    }
  }
  return chosen.length ? { items: chosen, fulfillmentId: fulfillmentId ?? null } : null;
}

function refuseOption(): never {
  throw new AppError(ERROR_CODES.CHAT_OPTION_NOT_OFFERED);
}

/** One turn of the shopper, answered by the built-in assistant. */
export async function takeTurn(
  ctx: TurnContext,
  state: DialogueState,
  reply: ChatReply,
): Promise<TurnOutcome> {
  switch (reply.kind) {
    case 'option':
      return takeOption(ctx, state, reply.value);
    case 'items': {
      // Items of another order (or none) are not found, whatever the step.
      const known = new Set((await ctx.ports.products(ctx.session)).map((product) => product.itemId));
      if (reply.items.some((line) => !known.has(line.itemId)))
        throw new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER);
      if (state.step !== 'items') refuseOption();
      const chosen = await chosenItems(ctx, state, reply.items);
      if (!chosen) return advance(ctx, state);
      return advance(ctx, { ...state, slots: { ...state.slots, ...chosen } });
    }
    case 'attachments':
      if (state.step !== 'photos') refuseOption();
      return advance(ctx, { ...state, slots: { ...state.slots, attachmentIds: reply.attachmentIds } });
    case 'payment':
      if (state.step !== 'payment') refuseOption();
      return advance(ctx, { ...state, slots: { ...state.slots, paymentMethod: reply.paymentMethod } });
    case 'text':
      return takeText(ctx, state, reply.text);
  }
}

async function takeOption(ctx: TurnContext, state: DialogueState, value: string): Promise<TurnOutcome> {
  if (!state.offered.includes(value)) refuseOption();
  const [kind, ...rest] = value.split(':');
  const argument = rest.join(':');
  const selected: DialogueState = { ...state, selectedOptions: [...state.selectedOptions, value].slice(-20) };
  const slots = selected.slots;
  switch (kind) {
    case 'flow': {
      const flow = argument as ChatFlow;
      const interrupted = state.flow !== 'a' && state.step !== null && state.flow !== flow;
      const inserted = interrupted
        ? [{ flow: state.flow, slots: state.slots }, ...state.inserted]
        : state.inserted;
      return startFlow(ctx, { ...selected, inserted }, flow, {});
    }
    case 'issue':
      return advance(ctx, { ...selected, slots: { ...slots, issueType: argument as IssueType } });
    case 'payment':
      return advance(ctx, {
        ...selected,
        slots: { ...slots, paymentMethod: { paymentMethod: 'virtual_card', payAccount: ctx.facts.email } },
      });
    case 'reason': {
      // A new reason drops what the old one asked for (its sub-reason, note and photos).
      const kept = Object.fromEntries(
        Object.entries(slots).filter(([key]) => !['subReason', 'note', 'attachmentIds'].includes(key)),
      ) as Slots;
      return advance(ctx, { ...selected, slots: { ...kept, reason: argument } });
    }
    case 'subReason':
      return advance(ctx, { ...selected, slots: { ...slots, subReason: argument } });
    case 'resolution':
      return advance(ctx, { ...selected, slots: { ...slots, resolution: argument as Slots['resolution'] } });
    case 'method':
      return advance(ctx, { ...selected, slots: { ...slots, method: argument } });
    case 'claim':
      return advance(ctx, { ...selected, slots: { ...slots, claimId: argument } });
    default:
      return refuseOption();
  }
}

function isIssueType(value: string | undefined): value is IssueType {
  return (ISSUE_TYPES as readonly string[]).includes(value ?? '');
}

/** What free text fills in a flow: items by name, issue type, resolution, a note. */
async function slotsFromText(
  ctx: TurnContext,
  flow: ChatFlow,
  step: string | null,
  understood: Understanding,
  text: string,
): Promise<Slots> {
  const found: Slots = {};
  const { slots } = understood;
  if (slots.itemIds?.length && (flow === 'claim' || flow === 'return')) {
    const lines = slots.itemIds.map((itemId) => ({ itemId, quantity: slots.quantity ?? 1 }));
    const chosen = await chosenItems(ctx, { ...INITIAL_STATE, flow }, lines);
    if (chosen) Object.assign(found, chosen);
  }
  if (flow === 'claim') {
    if (isIssueType(slots.issueType)) found.issueType = slots.issueType;
    found.description = text.slice(0, 2000);
  }
  if (flow === 'return') {
    if (slots.resolution === 'refund') found.resolution = 'original_payment';
    if (slots.resolution === 'store_credit') found.resolution = 'store_credit';
    if (step === 'note') found.note = text.slice(0, 2000);
  }
  return found;
}

async function takeText(ctx: TurnContext, state: DialogueState, text: string): Promise<TurnOutcome> {
  const products = await ctx.ports.products(ctx.session);
  const understood = ctx.understanding.understand(text, ctx.language, {
    items: products.map((product) => ({
      id: product.itemId,
      name: product.title,
      ...(product.variantTitle ? { variant: product.variantTitle } : {}),
      quantity: product.quantity,
    })),
    today: ctx.now.toISOString().slice(0, 10),
  });
  // Inside a flow, the text first fills the flow's slots (the step asked, or later ones).
  if (state.flow === 'claim' || state.flow === 'return') {
    const found = await slotsFromText(ctx, state.flow, state.step, understood, text);
    const { description, ...filling } = found;
    const fillsSomething = Object.keys(filling).some((key) => !isFilled(stepOfSlot(key), state.slots));
    if (fillsSomething) {
      const slots = {
        ...state.slots,
        ...Object.fromEntries(
          Object.entries(filling).filter(([key]) => !isFilled(stepOfSlot(key), state.slots)),
        ),
      };
      if (description && !state.slots.description) slots.description = description;
      return advance(ctx, { ...state, slots });
    }
  }
  const flow = FLOW_OF_INTENT[understood.intent];
  if (flow && !ctx.understanding.needsClarification(understood)) {
    if (flow === state.flow && state.step !== null) return advance(ctx, state);
    const interrupted = state.flow !== 'a' && state.step !== null;
    const inserted = interrupted
      ? [{ flow: state.flow, slots: state.slots }, ...state.inserted]
      : state.inserted;
    const slots = await slotsFromText(ctx, flow, null, understood, text);
    return startFlow(ctx, { ...state, inserted }, flow, slots);
  }
  if (understood.intent === 'greeting') return menu(ctx, state, 'greeting');
  if (understood.intent === 'thanks') {
    const after = menu(ctx, state);
    return { ...after, messages: [message(state, say(ctx.language, 'thanks')), ...after.messages] };
  }
  const candidates = [understood.intent, ...understood.alternatives.map((alternative) => alternative.intent)]
    .map((intent) => FLOW_OF_INTENT[intent])
    .filter(
      (candidate, index, all): candidate is Exclude<ChatFlow, 'a'> =>
        Boolean(candidate) && all.indexOf(candidate) === index,
    );
  if (candidates.length) {
    const draft = message(state, say(ctx.language, 'clarify'), [
      {
        type: 'options',
        options: candidates.map((candidate) => ({
          value: `flow:${candidate}`,
          label: say(ctx.language, FLOW_TEXT[candidate]),
          flow: candidate,
        })),
      },
    ]);
    return { messages: [draft], state: withOffer({ ...state, offered: [] }, draft) };
  }
  // Not understood: inside a flow, ask its step again; otherwise the menu.
  if (state.flow !== 'a' && state.step !== null) {
    return advance(ctx, state, [message(state, say(ctx.language, 'notUnderstood'))]);
  }
  return menu(ctx, state, 'notUnderstood');
}

function stepOfSlot(key: string): string {
  const steps: Record<string, string> = {
    items: 'items',
    fulfillmentId: 'items',
    issueType: 'issue',
    resolution: 'resolution',
    note: 'note',
  };
  return steps[key] ?? key;
}

/** The understanding used until none is wired: it understands nothing and offers the menu. */
export const NO_UNDERSTANDING: UnderstandingPort = {
  understand: () => ({ intent: 'unknown', confidence: 0, slots: {}, alternatives: [] }),
  needsClarification: () => false,
};
