// A return's life (issue 11; statuses from spec section 4, shown by status-display: requested
// yellow, to_return / return_shipped / return_received cyan, completed green, rejected orange,
// cancelled grey). The spec shows no transitions; these are ours (decision 023).
//
// (submit) → requested ─approve→ to_return, or return_received when every item is kept
// requested ─reject→ rejected, ─cancel→ cancelled
// to_return ─addTracking | markShipped→ return_shipped, ─cancel→ cancelled (nothing received or settled yet)
// to_return | return_shipped | return_received ─receiveItems→ return_received (per item, partial receipts)
// refund | issueCredit | shipExchange settle received (or kept) units; shipExchange may go first
//   for an instant exchange, and waits for the balance when the shopper owes one (payBalance, from
//   the payment provider's checkout, while the return is open); once every unit is back and
//   settled → completed
// return_received ─close→ completed (the merchant ends it: units received but not settled are
//   withheld, units never received are not returned); to_return | return_shipped ─close→ completed
//   only for an instant exchange shipped ahead whose item never came back (decision 034)
//
// Every command carries an id; a command whose id the return has already applied changes nothing
// (`duplicate`). A command the return's state does not allow is `refused` with a code and changes
// nothing. Money follows units: a line's amounts (fixed by the quote at submission) are paid pro
// rata as its units are both back (or kept) and settled, so the parts never exceed the whole.

import { proRataMinor } from './return-money';
import type { ReturnMethodId, ReturnResolution } from './return-policy';
import { methodShips } from './return-policy';
import { type StatusDisplay, statusDisplay } from './status-display';

export const RETURN_STATUSES = [
  'requested',
  'to_return',
  'return_shipped',
  'return_received',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** True when the value is a return status. */
export function isReturnStatus(value: unknown): value is ReturnStatus {
  return typeof value === 'string' && (RETURN_STATUSES as readonly string[]).includes(value);
}

/** Statuses no command leaves. */
export const FINAL_RETURN_STATUSES = [
  'completed',
  'rejected',
  'cancelled',
] as const satisfies readonly ReturnStatus[];

/** True when no command leaves the status. */
export function isFinalReturnStatus(status: ReturnStatus): boolean {
  return (FINAL_RETURN_STATUSES as readonly string[]).includes(status);
}

/** A return still holds its items: they cannot be returned or claimed again. */
export function isOpenReturnStatus(status: ReturnStatus): boolean {
  return !isFinalReturnStatus(status);
}

/** Title, i18n key and tone of a return status (spec 4 table, status-display conventions). */
export function returnStatusDisplay(status: ReturnStatus): StatusDisplay {
  return statusDisplay(status);
}

/**
 * The statuses the shopper is e-mailed about: each gives instructions or an answer. Not
 * `requested` and `return_shipped`, which the shopper just caused and sees on screen.
 */
export const EMAILED_RETURN_STATUSES = [
  'to_return',
  'return_received',
  'completed',
  'rejected',
  'cancelled',
] as const satisfies readonly ReturnStatus[];

/** True when reaching this status sends the shopper an e-mail. */
export function isEmailedReturnStatus(status: string): boolean {
  return (EMAILED_RETURN_STATUSES as readonly string[]).includes(status);
}

/** The state an item arrives in, recorded per unit received. */
export const RETURN_ITEM_CONDITIONS = ['as_new', 'used', 'damaged'] as const;
export type ReturnItemCondition = (typeof RETURN_ITEM_CONDITIONS)[number];

export const RETURN_COMMAND_TYPES = [
  'approve',
  'reject',
  'cancel',
  'addTracking',
  'markShipped',
  'receiveItems',
  'refund',
  'issueCredit',
  'shipExchange',
  'close',
  'payBalance',
] as const;
export type ReturnCommandType = (typeof RETURN_COMMAND_TYPES)[number];

export interface UnitsOfItem {
  orderItemId: string;
  quantity: number;
}

export type ReturnCommand =
  | { type: 'approve'; commandId: string }
  | { type: 'reject'; commandId: string; reason?: string | null }
  | { type: 'cancel'; commandId: string; reason?: string | null }
  | { type: 'addTracking'; commandId: string; carrier: string | null; trackingNumber: string }
  | { type: 'markShipped'; commandId: string }
  | {
      type: 'receiveItems';
      commandId: string;
      items: ReadonlyArray<UnitsOfItem & { condition: ReturnItemCondition }>;
    }
  | { type: 'refund' | 'issueCredit' | 'shipExchange'; commandId: string; items: readonly UnitsOfItem[] }
  | { type: 'close'; commandId: string; reason?: string | null }
  | { type: 'payBalance'; commandId: string; amountMinor: number };

/**
 * Who may give each command: the shopper, the merchant (API, command line), the rules at
 * submission, a carrier's events, the payment provider (a checkout paid).
 */
export const RETURN_COMMAND_ACTORS = {
  shopper: ['cancel', 'addTracking'],
  merchant: RETURN_COMMAND_TYPES,
  rules: ['approve', 'reject'],
  carrier: ['addTracking', 'markShipped'],
  payment: ['payBalance'],
} as const satisfies Record<string, readonly ReturnCommandType[]>;
export type ReturnActor = keyof typeof RETURN_COMMAND_ACTORS;

/** True when the actor may give the command (the status decides whether it applies). */
export function mayIssueReturnCommand(actor: ReturnActor, type: ReturnCommandType): boolean {
  return (RETURN_COMMAND_ACTORS[actor] as readonly string[]).includes(type);
}

const SETTLE = ['refund', 'issueCredit', 'shipExchange'] as const;

const COMMANDS_BY_STATUS: Readonly<Record<ReturnStatus, readonly ReturnCommandType[]>> = {
  requested: ['approve', 'reject', 'cancel', 'payBalance'],
  // close here only ends an instant exchange whose item never came back (close() says so).
  to_return: ['cancel', 'addTracking', 'markShipped', 'receiveItems', ...SETTLE, 'close', 'payBalance'],
  return_shipped: ['addTracking', 'receiveItems', ...SETTLE, 'close', 'payBalance'],
  return_received: ['addTracking', 'receiveItems', ...SETTLE, 'close', 'payBalance'],
  completed: [],
  rejected: [],
  cancelled: [],
};

/** The commands a status accepts at all (the items' state may still refuse one). */
export function returnCommandsIn(status: ReturnStatus): readonly ReturnCommandType[] {
  return COMMANDS_BY_STATUS[status];
}

export interface ReturnExchangeTarget {
  productId: string;
  variantId: string | null;
  unitPriceMinor: number;
  quantity: number;
}

/** Amounts of a line: what the quote promised for all its units, or what has been paid so far. */
export interface LineAmounts {
  refundMinor: number;
  creditMinor: number;
  bonusMinor: number;
}

export interface ReturnLine {
  orderItemId: string;
  /** Units of the order item in this return. */
  quantity: number;
  unitPriceMinor: number;
  reason: string;
  subReason: string | null;
  resolution: ReturnResolution;
  /** Refunded without coming back (keep-the-item). */
  kept: boolean;
  /** The exchange ships before the item is back. */
  instantExchange: boolean;
  exchange: ReturnExchangeTarget | null;
  /** The quote's amounts for every unit of the line. */
  due: LineAmounts;
  /** Units back at the merchant (a kept line counts as back once approved). */
  received: number;
  conditions: Readonly<Partial<Record<ReturnItemCondition, number>>>;
  /** Units refunded, credited or exchanged. */
  settled: number;
  paid: LineAmounts;
}

export interface ReturnTracking {
  carrier: string | null;
  trackingNumber: string;
}

export interface ReturnState {
  returnId: string;
  status: ReturnStatus;
  method: ReturnMethodId | null;
  lines: readonly ReturnLine[];
  /** What the shopper owes in all (the quote's balance: an exchange for something dearer, fees). */
  balanceDueMinor: number;
  /** What the shopper has paid of it so far. */
  balancePaidMinor: number;
  tracking: readonly ReturnTracking[];
  /** Ids of the commands applied, the submission's first. */
  commandIds: readonly string[];
}

export type ReturnEvent =
  | { type: 'status_changed'; from: ReturnStatus | null; to: ReturnStatus; reason: string | null }
  | { type: 'tracking_added'; carrier: string | null; trackingNumber: string }
  | { type: 'balance_paid'; amountMinor: number }
  | { type: 'items_received'; items: ReadonlyArray<UnitsOfItem & { condition: ReturnItemCondition }> }
  | { type: 'items_kept'; items: readonly UnitsOfItem[] }
  /** `quantity`: the units this money is for (newly back, or kept, and settled), for the store's restock. */
  | { type: 'refund_issued'; orderItemId: string; amountMinor: number; quantity: number }
  | { type: 'credit_issued'; orderItemId: string; amountMinor: number; bonusMinor: number; quantity: number }
  | {
      type: 'exchange_shipped';
      orderItemId: string;
      quantity: number;
      productId: string;
      variantId: string | null;
    }
  | {
      type: 'closed';
      withheld: readonly UnitsOfItem[];
      notReturned: readonly UnitsOfItem[];
      /** Instantly exchanged units whose item never came back (decision 034): still held. */
      exchangedNotReturned: readonly UnitsOfItem[];
    };

export type ReturnRefusal =
  | 'not_allowed_in_status'
  | 'no_items'
  | 'unknown_item'
  | 'duplicate_item'
  | 'invalid_quantity'
  | 'invalid_condition'
  | 'kept_item'
  | 'too_many_units'
  | 'not_received'
  | 'resolution_mismatch'
  | 'method_without_tracking'
  | 'tracking_number_required'
  | 'already_under_way'
  | 'invalid_amount'
  | 'balance_overpaid'
  | 'balance_unpaid';

export type ReturnCommandResult =
  | { outcome: 'applied'; state: ReturnState; events: ReturnEvent[] }
  | { outcome: 'duplicate'; state: ReturnState; events: [] }
  | { outcome: 'refused'; state: ReturnState; events: []; refusal: ReturnRefusal };

/** A line as submitted: everything but its progress. */
export type NewReturnLine = Omit<ReturnLine, 'received' | 'conditions' | 'settled' | 'paid'>;

/** A new return in `requested`, with the submission's command id and its first event. */
export function createReturnState({
  returnId,
  commandId,
  method,
  lines,
  balanceDueMinor = 0,
  balancePaidMinor,
}: {
  returnId: string;
  commandId: string;
  method: ReturnMethodId | null;
  lines: readonly NewReturnLine[];
  balanceDueMinor?: number;
  balancePaidMinor: number;
}): { state: ReturnState; events: ReturnEvent[] } {
  for (const line of lines) {
    if (
      (line.resolution === 'same_price_variant' || line.resolution === 'anything') !==
      (line.exchange !== null)
    ) {
      throw new RangeError(
        `line ${line.orderItemId}: an exchange needs its new item, and only an exchange has one`,
      );
    }
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`line ${line.orderItemId}: quantity must be a positive integer`);
    }
  }
  return {
    state: {
      returnId,
      status: 'requested',
      method,
      lines: lines.map((line) => ({
        ...line,
        received: 0,
        conditions: {},
        settled: 0,
        paid: { refundMinor: 0, creditMinor: 0, bonusMinor: 0 },
      })),
      balanceDueMinor,
      balancePaidMinor,
      tracking: [],
      commandIds: [commandId],
    },
    events: [{ type: 'status_changed', from: null, to: 'requested', reason: null }],
  };
}

/**
 * Units of an order item a return holds: all of them while it is open, those back or settled once
 * completed (kept and instantly exchanged units included), none once rejected or cancelled.
 */
export function heldQuantity(
  line: Pick<ReturnLine, 'quantity' | 'received' | 'settled'>,
  status: ReturnStatus,
): number {
  if (isOpenReturnStatus(status)) return line.quantity;
  return status === 'completed' ? Math.max(line.received, line.settled) : 0;
}

/** Units of each order item held by an order's returns. */
export function heldQuantities(
  returns: ReadonlyArray<Pick<ReturnState, 'status' | 'lines'>>,
): Map<string, number> {
  const held = new Map<string, number>();
  for (const item of returns) {
    for (const line of item.lines) {
      held.set(line.orderItemId, (held.get(line.orderItemId) ?? 0) + heldQuantity(line, item.status));
    }
  }
  return held;
}

/** What the return has paid so far and what it will pay in all (the quote's amounts). */
export function returnTotals(state: Pick<ReturnState, 'lines'>): { paid: LineAmounts; due: LineAmounts } {
  const add = (field: 'paid' | 'due') => ({
    refundMinor: state.lines.reduce((sum, line) => sum + line[field].refundMinor, 0),
    creditMinor: state.lines.reduce((sum, line) => sum + line[field].creditMinor, 0),
    bonusMinor: state.lines.reduce((sum, line) => sum + line[field].bonusMinor, 0),
  });
  return { paid: add('paid'), due: add('due') };
}

/** Units whose money is earned: back (or kept) and settled. */
function payableUnits(line: ReturnLine): number {
  return Math.min(line.received, line.settled);
}

function earned(line: ReturnLine): LineAmounts {
  const units = payableUnits(line);
  return {
    refundMinor: proRataMinor(line.due.refundMinor, units, line.quantity),
    creditMinor: proRataMinor(line.due.creditMinor, units, line.quantity),
    bonusMinor: proRataMinor(line.due.bonusMinor, units, line.quantity),
  };
}

/**
 * Pays what each line has earned and not been paid yet; the money events, each with the units it
 * pays for (those that became payable since `before`, whose own units were paid then).
 */
function pay(
  before: readonly ReturnLine[],
  lines: readonly ReturnLine[],
): { lines: ReturnLine[]; events: ReturnEvent[] } {
  const events: ReturnEvent[] = [];
  const paidLines = lines.map((line, index) => {
    const owed = earned(line);
    // The same line before the command (commands change lines, never add or remove one).
    const quantity = payableUnits(line) - payableUnits(before[index] as ReturnLine);
    const refund = owed.refundMinor - line.paid.refundMinor;
    const credit = owed.creditMinor - line.paid.creditMinor;
    const bonus = owed.bonusMinor - line.paid.bonusMinor;
    if (refund > 0)
      events.push({ type: 'refund_issued', orderItemId: line.orderItemId, amountMinor: refund, quantity });
    if (credit > 0 || bonus > 0) {
      events.push({
        type: 'credit_issued',
        orderItemId: line.orderItemId,
        amountMinor: credit,
        bonusMinor: bonus,
        quantity,
      });
    }
    return refund > 0 || credit > 0 || bonus > 0 ? { ...line, paid: owed } : line;
  });
  return { lines: paidLines, events };
}

function everythingDone(lines: readonly ReturnLine[]): boolean {
  return lines.every((line) => line.received === line.quantity && line.settled === line.quantity);
}

type Applied = { state: ReturnState; events: ReturnEvent[] };
type Step = Applied | ReturnRefusal;

function moved(state: ReturnState, to: ReturnStatus, reason: string | null = null): Applied {
  return {
    state: { ...state, status: to },
    events: [{ type: 'status_changed', from: state.status, to, reason }],
  };
}

/** Checks a command's item list: not empty, known items, each once, whole positive quantities. */
function itemsProblem(state: ReturnState, items: readonly UnitsOfItem[]): ReturnRefusal | null {
  if (items.length === 0) return 'no_items';
  const seen = new Set<string>();
  for (const item of items) {
    if (!state.lines.some((line) => line.orderItemId === item.orderItemId)) return 'unknown_item';
    if (seen.has(item.orderItemId)) return 'duplicate_item';
    seen.add(item.orderItemId);
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) return 'invalid_quantity';
  }
  return null;
}

function lineOf(state: ReturnState, orderItemId: string): ReturnLine {
  return state.lines.find((line) => line.orderItemId === orderItemId) as ReturnLine;
}

function approve(state: ReturnState): Step {
  const kept = state.lines.filter((line) => line.kept);
  const lines = state.lines.map((line) => (line.kept ? { ...line, received: line.quantity } : line));
  const everyKept = kept.length === state.lines.length;
  const step = moved({ ...state, lines }, everyKept ? 'return_received' : 'to_return');
  if (kept.length > 0) {
    step.events.push({
      type: 'items_kept',
      items: kept.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity })),
    });
  }
  return step;
}

function underWay(lines: readonly ReturnLine[]): boolean {
  return lines.some((line) => line.settled > 0 || (!line.kept && line.received > 0));
}

/**
 * True when the return can still be cancelled (by the shopper or the merchant): it is requested or
 * waiting to be sent, and nothing has come back or been settled yet.
 */
export function isReturnCancellable(state: Pick<ReturnState, 'status' | 'lines'>): boolean {
  return COMMANDS_BY_STATUS[state.status].includes('cancel') && !underWay(state.lines);
}

function cancel(state: ReturnState, reason: string | null): Step {
  if (underWay(state.lines)) return 'already_under_way';
  // Kept items counted as back at approval were never refunded: nothing came back after all.
  return moved(
    { ...state, lines: state.lines.map((line) => ({ ...line, received: 0 })) },
    'cancelled',
    reason,
  );
}

function addTracking(state: ReturnState, carrier: string | null, trackingNumber: string): Step {
  if (state.method === null || !methodShips(state.method)) return 'method_without_tracking';
  const number = trackingNumber.trim();
  if (number === '') return 'tracking_number_required';
  const tracking = { carrier: carrier?.trim() || null, trackingNumber: number };
  const next = { ...state, tracking: [...state.tracking, tracking] };
  const events: ReturnEvent[] = [{ type: 'tracking_added', ...tracking }];
  if (state.status !== 'to_return') return { state: next, events };
  const step = moved(next, 'return_shipped');
  return { state: step.state, events: [...events, ...step.events] };
}

function receive(
  state: ReturnState,
  items: ReadonlyArray<UnitsOfItem & { condition: ReturnItemCondition }>,
): Step {
  const problem = itemsProblem(state, items);
  if (problem) return problem;
  for (const item of items) {
    if (!(RETURN_ITEM_CONDITIONS as readonly string[]).includes(item.condition)) return 'invalid_condition';
    const line = lineOf(state, item.orderItemId);
    if (line.kept) return 'kept_item';
    if (line.received + item.quantity > line.quantity) return 'too_many_units';
  }
  const lines = state.lines.map((line) => {
    const item = items.find((candidate) => candidate.orderItemId === line.orderItemId);
    if (!item) return line;
    return {
      ...line,
      received: line.received + item.quantity,
      conditions: {
        ...line.conditions,
        [item.condition]: (line.conditions[item.condition] ?? 0) + item.quantity,
      },
    };
  });
  const events: ReturnEvent[] = [{ type: 'items_received', items: items.map((item) => ({ ...item })) }];
  return { state: { ...state, lines }, events };
}

const SETTLES: Readonly<Record<(typeof SETTLE)[number], (resolution: ReturnResolution) => boolean>> = {
  refund: (resolution) => resolution === 'original_payment',
  issueCredit: (resolution) => resolution === 'store_credit',
  shipExchange: (resolution) => resolution === 'same_price_variant' || resolution === 'anything',
};

/** True while the shopper still owes part of the return's balance. */
export function isBalanceOwed(state: Pick<ReturnState, 'balanceDueMinor' | 'balancePaidMinor'>): boolean {
  return state.balancePaidMinor < state.balanceDueMinor;
}

/** The shopper paid (part of) the balance: never more than is owed. */
function payBalance(state: ReturnState, amountMinor: number): Step {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 1) return 'invalid_amount';
  if (state.balancePaidMinor + amountMinor > state.balanceDueMinor) return 'balance_overpaid';
  return {
    state: { ...state, balancePaidMinor: state.balancePaidMinor + amountMinor },
    events: [{ type: 'balance_paid', amountMinor }],
  };
}

function settle(state: ReturnState, type: (typeof SETTLE)[number], items: readonly UnitsOfItem[]): Step {
  const problem = itemsProblem(state, items);
  if (problem) return problem;
  // The new item leaves the store only once what the shopper owes is paid.
  if (type === 'shipExchange' && isBalanceOwed(state)) return 'balance_unpaid';
  for (const item of items) {
    const line = lineOf(state, item.orderItemId);
    if (!SETTLES[type](line.resolution)) return 'resolution_mismatch';
    if (line.settled + item.quantity > line.quantity) return 'too_many_units';
    const ahead = type === 'shipExchange' && line.instantExchange;
    if (!ahead && line.settled + item.quantity > line.received) return 'not_received';
  }
  const events: ReturnEvent[] = [];
  const lines = state.lines.map((line) => {
    const item = items.find((candidate) => candidate.orderItemId === line.orderItemId);
    if (!item) return line;
    if (type === 'shipExchange') {
      const target = line.exchange as ReturnExchangeTarget;
      events.push({
        type: 'exchange_shipped',
        orderItemId: line.orderItemId,
        quantity: item.quantity,
        productId: target.productId,
        variantId: target.variantId,
      });
    }
    return { ...line, settled: line.settled + item.quantity };
  });
  return { state: { ...state, lines }, events };
}

/**
 * Ends a return (decision 034). Units received but not settled are withheld; units never back and
 * never settled are not returned (released: they may go back again). Units of an instant exchange
 * shipped ahead whose item never came back are `exchangedNotReturned`: the shopper has the
 * replacement, so they stay held (neither returned nor claimed again) and their refund part is not
 * paid; the merchant may charge for them outside the return. Before anything is back, close ends
 * only such a return (the parcel never came); any other is cancelled instead.
 */
function close(state: ReturnState, reason: string | null): Step {
  const shippedAhead = state.lines.some((line) => line.settled > line.received);
  if (state.status !== 'return_received' && !shippedAhead) return 'not_allowed_in_status';
  const exchangedNotReturned = state.lines
    .filter((line) => line.settled > line.received)
    .map((line) => ({ orderItemId: line.orderItemId, quantity: line.settled - line.received }));
  const withheld = state.lines
    .filter((line) => line.received > line.settled)
    .map((line) => ({ orderItemId: line.orderItemId, quantity: line.received - line.settled }));
  const notReturned = state.lines
    .filter((line) => line.quantity > Math.max(line.received, line.settled))
    .map((line) => ({
      orderItemId: line.orderItemId,
      quantity: line.quantity - Math.max(line.received, line.settled),
    }));
  const step = moved(state, 'completed', reason);
  return {
    state: step.state,
    events: [...step.events, { type: 'closed', withheld, notReturned, exchangedNotReturned }],
  };
}

function step(state: ReturnState, command: ReturnCommand): Step {
  switch (command.type) {
    case 'approve':
      return approve(state);
    case 'reject':
      return moved(state, 'rejected', command.reason ?? null);
    case 'cancel':
      return cancel(state, command.reason ?? null);
    case 'addTracking':
      return addTracking(state, command.carrier, command.trackingNumber);
    case 'markShipped':
      return moved(state, 'return_shipped');
    case 'receiveItems':
      return receive(state, command.items);
    case 'close':
      return close(state, command.reason ?? null);
    case 'payBalance':
      return payBalance(state, command.amountMinor);
    default:
      return settle(state, command.type, command.items);
  }
}

/**
 * Applies a command to a return: `duplicate` (nothing changes) when its id was applied before,
 * `refused` with a code when the status or the items do not allow it, else `applied` with the new
 * state and its events (status changes, receipts, money and exchanges to carry out). After
 * receipts and settlements the money the lines have earned is paid, and a return whose every
 * unit is back and settled is completed.
 */
export function applyReturnCommand(state: ReturnState, command: ReturnCommand): ReturnCommandResult {
  if (state.commandIds.includes(command.commandId)) return { outcome: 'duplicate', state, events: [] };
  if (!COMMANDS_BY_STATUS[state.status].includes(command.type)) {
    return { outcome: 'refused', state, events: [], refusal: 'not_allowed_in_status' };
  }
  const result = step(state, command);
  if (typeof result === 'string') return { outcome: 'refused', state, events: [], refusal: result };
  let next = result.state;
  const events = [...result.events];
  const payment = pay(state.lines, next.lines);
  next = { ...next, lines: payment.lines, commandIds: [...state.commandIds, command.commandId] };
  events.push(...payment.events);
  if (command.type === 'receiveItems' && next.status !== 'return_received') {
    events.push({ type: 'status_changed', from: next.status, to: 'return_received', reason: null });
    next = { ...next, status: 'return_received' };
  }
  if (!isFinalReturnStatus(next.status) && everythingDone(next.lines)) {
    events.push({ type: 'status_changed', from: next.status, to: 'completed', reason: null });
    next = { ...next, status: 'completed' };
  }
  return { outcome: 'applied', state: next, events };
}
