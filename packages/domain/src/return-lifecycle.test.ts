import { describe, expect, it } from 'vitest';
import {
  applyReturnCommand,
  createReturnState,
  EMAILED_RETURN_STATUSES,
  heldQuantities,
  heldQuantity,
  isBalanceOwed,
  isEmailedReturnStatus,
  isFinalReturnStatus,
  isOpenReturnStatus,
  isReturnCancellable,
  isReturnStatus,
  mayIssueReturnCommand,
  type NewReturnLine,
  RETURN_COMMAND_TYPES,
  RETURN_STATUSES,
  type ReturnCommand,
  type ReturnCommandResult,
  type ReturnState,
  returnCommandsIn,
  returnStatusDisplay,
  returnTotals,
} from './return-lifecycle';
import { STATUSES } from './statuses';

const refundLine = (overrides: Partial<NewReturnLine> = {}): NewReturnLine => ({
  orderItemId: 'a',
  quantity: 3,
  unitPriceMinor: 1000,
  reason: 'changed_mind',
  subReason: null,
  resolution: 'original_payment',
  kept: false,
  instantExchange: false,
  exchange: null,
  due: { refundMinor: 2900, creditMinor: 0, bonusMinor: 0 },
  ...overrides,
});

const creditLine = refundLine({
  orderItemId: 'b',
  quantity: 1,
  resolution: 'store_credit',
  due: { refundMinor: 0, creditMinor: 1000, bonusMinor: 100 },
});

const exchangeLine = refundLine({
  orderItemId: 'c',
  quantity: 1,
  resolution: 'same_price_variant',
  instantExchange: true,
  exchange: { productId: 'p', variantId: 'v2', unitPriceMinor: 800, quantity: 1 },
  due: { refundMinor: 200, creditMinor: 0, bonusMinor: 0 },
});

function open(lines: NewReturnLine[] = [refundLine()], method: ReturnState['method'] = 'prepaid_label') {
  return createReturnState({ returnId: 'r1', commandId: 'submit', method, lines, balancePaidMinor: 0 }).state;
}

/** A command without its id (each union member on its own, so its fields stay checked). */
type WithoutId<T> = T extends unknown ? Omit<T, 'commandId'> : never;

let counter = 0;
function run(state: ReturnState, ...commands: Array<WithoutId<ReturnCommand>>) {
  let result: ReturnCommandResult = { outcome: 'duplicate', state, events: [] };
  for (const command of commands) {
    counter += 1;
    result = applyReturnCommand(result.state, { commandId: `c${counter}`, ...command } as ReturnCommand);
    if (result.outcome === 'refused') return result;
  }
  return result;
}

describe('return statuses (spec 4)', () => {
  it('uses only statuses the spec names', () => {
    for (const status of RETURN_STATUSES) expect(STATUSES).toContain(status);
    expect(isReturnStatus('to_return')).toBe(true);
    expect(isReturnStatus('draft')).toBe(false);
    expect(isReturnStatus(1)).toBe(false);
  });

  it('section 4: titles and colours as the status table says', () => {
    expect(
      RETURN_STATUSES.map((status) => [
        status,
        returnStatusDisplay(status).title,
        returnStatusDisplay(status).tone,
      ]),
    ).toEqual([
      ['requested', 'Requested', 'yellow'],
      ['to_return', 'To return', 'cyan'],
      ['return_shipped', 'Return shipped', 'cyan'],
      ['return_received', 'Return received', 'cyan'],
      ['completed', 'Completed', 'green'],
      ['rejected', 'Rejected', 'orange'],
      ['cancelled', 'Cancelled', 'grey'],
    ]);
    expect(returnStatusDisplay('to_return').titleKey).toBe('status.to_return');
  });

  it('final and open statuses', () => {
    expect(RETURN_STATUSES.filter(isFinalReturnStatus)).toEqual(['completed', 'rejected', 'cancelled']);
    expect(RETURN_STATUSES.filter(isOpenReturnStatus)).toEqual([
      'requested',
      'to_return',
      'return_shipped',
      'return_received',
    ]);
    for (const status of RETURN_STATUSES)
      expect(returnCommandsIn(status).length === 0).toBe(isFinalReturnStatus(status));
  });

  it('e-mails instructions and answers, not what the shopper just did', () => {
    expect(RETURN_STATUSES.filter(isEmailedReturnStatus)).toEqual([...EMAILED_RETURN_STATUSES]);
    expect(isEmailedReturnStatus('requested')).toBe(false);
    expect(isEmailedReturnStatus('return_shipped')).toBe(false);
  });

  it('who may give which command', () => {
    expect(RETURN_COMMAND_TYPES.filter((type) => mayIssueReturnCommand('shopper', type))).toEqual([
      'cancel',
      'addTracking',
    ]);
    expect(RETURN_COMMAND_TYPES.every((type) => mayIssueReturnCommand('merchant', type))).toBe(true);
    expect(mayIssueReturnCommand('rules', 'approve')).toBe(true);
    expect(mayIssueReturnCommand('carrier', 'receiveItems')).toBe(false);
    expect(RETURN_COMMAND_TYPES.filter((type) => mayIssueReturnCommand('payment', type))).toEqual([
      'payBalance',
    ]);
  });
});

describe('opening a return', () => {
  it('starts requested with the submission command and its event', () => {
    const created = createReturnState({
      returnId: 'r1',
      commandId: 'submit',
      method: null,
      lines: [refundLine()],
      balancePaidMinor: 0,
    });
    expect(created.state).toMatchObject({ status: 'requested', commandIds: ['submit'], tracking: [] });
    expect(created.state.lines[0]).toMatchObject({ received: 0, settled: 0, paid: { refundMinor: 0 } });
    expect(created.events).toEqual([{ type: 'status_changed', from: null, to: 'requested', reason: null }]);
  });

  it('an exchange needs its new item and only an exchange has one; quantities are whole', () => {
    const args = { returnId: 'r', commandId: 's', method: null, balancePaidMinor: 0 };
    expect(() => createReturnState({ ...args, lines: [refundLine({ resolution: 'anything' })] })).toThrow(
      RangeError,
    );
    expect(() =>
      createReturnState({ ...args, lines: [{ ...exchangeLine, resolution: 'store_credit' }] }),
    ).toThrow(RangeError);
    expect(() => createReturnState({ ...args, lines: [refundLine({ quantity: 0 })] })).toThrow(RangeError);
  });
});

describe('transitions', () => {
  it('requested → to_return → return_shipped → return_received → completed with the refund', () => {
    const approved = run(open(), { type: 'approve' });
    expect(approved.state.status).toBe('to_return');
    const shipped = run(approved.state, { type: 'addTracking', carrier: ' UPS ', trackingNumber: ' 1Z999 ' });
    expect(shipped.state.status).toBe('return_shipped');
    expect(shipped.state.tracking).toEqual([{ carrier: 'UPS', trackingNumber: '1Z999' }]);
    expect(shipped.events).toEqual([
      { type: 'tracking_added', carrier: 'UPS', trackingNumber: '1Z999' },
      { type: 'status_changed', from: 'to_return', to: 'return_shipped', reason: null },
    ]);
    const received = run(shipped.state, {
      type: 'receiveItems',
      items: [{ orderItemId: 'a', quantity: 3, condition: 'as_new' }],
    });
    expect(received.state.status).toBe('return_received');
    expect(received.state.lines[0]?.conditions).toEqual({ as_new: 3 });
    const refunded = run(received.state, { type: 'refund', items: [{ orderItemId: 'a', quantity: 3 }] });
    expect(refunded.state.status).toBe('completed');
    expect(refunded.events).toEqual([
      { type: 'refund_issued', orderItemId: 'a', amountMinor: 2900, quantity: 3 },
      { type: 'status_changed', from: 'return_received', to: 'completed', reason: null },
    ]);
  });

  it('partial receipts pay pro rata and the last unit pays the rest', () => {
    const approved = run(open(), { type: 'approve' });
    const first = run(
      approved.state,
      { type: 'receiveItems', items: [{ orderItemId: 'a', quantity: 1, condition: 'used' }] },
      { type: 'refund', items: [{ orderItemId: 'a', quantity: 1 }] },
    );
    expect(first.state.status).toBe('return_received');
    expect(first.events).toEqual([
      { type: 'refund_issued', orderItemId: 'a', amountMinor: 966, quantity: 1 },
    ]);
    const rest = run(
      first.state,
      { type: 'receiveItems', items: [{ orderItemId: 'a', quantity: 2, condition: 'damaged' }] },
      { type: 'refund', items: [{ orderItemId: 'a', quantity: 2 }] },
    );
    expect(rest.events[0]).toEqual({
      type: 'refund_issued',
      orderItemId: 'a',
      amountMinor: 1934,
      quantity: 2,
    });
    expect(rest.state.lines[0]?.conditions).toEqual({ used: 1, damaged: 2 });
    expect(returnTotals(rest.state).paid.refundMinor).toBe(2900);
  });

  it('markShipped moves on without tracking (a carrier scan)', () => {
    const result = run(open(), { type: 'approve' }, { type: 'markShipped' });
    expect(result.state.status).toBe('return_shipped');
    expect(run(result.state, { type: 'markShipped' })).toMatchObject({
      outcome: 'refused',
      refusal: 'not_allowed_in_status',
    });
  });

  it('more tracking can be added once shipped, without a status change', () => {
    const shipped = run(
      open(),
      { type: 'approve' },
      { type: 'addTracking', carrier: null, trackingNumber: '1' },
    );
    const again = run(shipped.state, { type: 'addTracking', carrier: '', trackingNumber: '2' });
    expect(again.events).toEqual([{ type: 'tracking_added', carrier: null, trackingNumber: '2' }]);
    expect(again.state.tracking).toHaveLength(2);
  });

  it('items may arrive without any shipping news (to_return → return_received)', () => {
    const result = run(
      open(),
      { type: 'approve' },
      {
        type: 'receiveItems',
        items: [{ orderItemId: 'a', quantity: 1, condition: 'as_new' }],
      },
    );
    expect(result.state.status).toBe('return_received');
    expect(result.events.at(-1)).toEqual({
      type: 'status_changed',
      from: 'to_return',
      to: 'return_received',
      reason: null,
    });
  });

  it('reject and cancel from requested', () => {
    expect(run(open(), { type: 'reject', reason: 'worn' }).events).toEqual([
      { type: 'status_changed', from: 'requested', to: 'rejected', reason: 'worn' },
    ]);
    expect(run(open(), { type: 'reject' }).state.status).toBe('rejected');
    expect(run(open(), { type: 'cancel' }).state.status).toBe('cancelled');
    expect(run(open(), { type: 'approve' }, { type: 'cancel', reason: 'label expired' }).state.status).toBe(
      'cancelled',
    );
  });

  it('cancel is refused once something is back or settled', () => {
    const partly = run(
      open(),
      { type: 'approve' },
      {
        type: 'receiveItems',
        items: [{ orderItemId: 'a', quantity: 1, condition: 'as_new' }],
      },
    );
    expect(partly.state.status).toBe('return_received');
    const instant = run(
      open([refundLine(), exchangeLine]),
      { type: 'approve' },
      {
        type: 'shipExchange',
        items: [{ orderItemId: 'c', quantity: 1 }],
      },
    );
    expect(run(instant.state, { type: 'cancel' })).toMatchObject({
      outcome: 'refused',
      refusal: 'already_under_way',
    });
    const keptPaid = run(
      open([refundLine(), { ...creditLine, kept: true }]),
      { type: 'approve' },
      {
        type: 'issueCredit',
        items: [{ orderItemId: 'b', quantity: 1 }],
      },
    );
    expect(run(keptPaid.state, { type: 'cancel' })).toMatchObject({
      outcome: 'refused',
      refusal: 'already_under_way',
    });
    const keptUnpaid = run(open([refundLine(), { ...creditLine, kept: true }]), { type: 'approve' });
    const cancelled = run(keptUnpaid.state, { type: 'cancel' }).state;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.lines.map((line) => line.received)).toEqual([0, 0]);
  });

  it('final statuses refuse every command', () => {
    const rejected = run(open(), { type: 'reject' }).state;
    for (const type of RETURN_COMMAND_TYPES) {
      const result = applyReturnCommand(rejected, { type, commandId: `x-${type}`, items: [] } as never);
      expect(result).toMatchObject({ outcome: 'refused', refusal: 'not_allowed_in_status', state: rejected });
    }
  });
});

describe('keep-the-item (returnless) refunds', () => {
  it('kept items count as back at approval; a return of kept items only goes to return_received', () => {
    const kept = { ...creditLine, kept: true };
    const approved = run(open([kept], null), { type: 'approve' });
    expect(approved.state.status).toBe('return_received');
    expect(approved.events).toEqual([
      { type: 'status_changed', from: 'requested', to: 'return_received', reason: null },
      { type: 'items_kept', items: [{ orderItemId: 'b', quantity: 1 }] },
    ]);
    const credited = run(approved.state, { type: 'issueCredit', items: [{ orderItemId: 'b', quantity: 1 }] });
    expect(credited.events).toEqual([
      { type: 'credit_issued', orderItemId: 'b', amountMinor: 1000, bonusMinor: 100, quantity: 1 },
      { type: 'status_changed', from: 'return_received', to: 'completed', reason: null },
    ]);
  });

  it('a kept item cannot be received; in a mixed return it is refunded while the rest travels', () => {
    const kept = refundLine({
      orderItemId: 'k',
      quantity: 1,
      kept: true,
      due: { refundMinor: 500, creditMinor: 0, bonusMinor: 0 },
    });
    const approved = run(open([refundLine(), kept]), { type: 'approve' });
    expect(approved.state.status).toBe('to_return');
    expect(
      run(approved.state, {
        type: 'receiveItems',
        items: [{ orderItemId: 'k', quantity: 1, condition: 'as_new' }],
      }),
    ).toMatchObject({ outcome: 'refused', refusal: 'kept_item' });
    const refunded = run(approved.state, { type: 'refund', items: [{ orderItemId: 'k', quantity: 1 }] });
    expect(refunded.state.status).toBe('to_return');
    expect(refunded.events).toEqual([
      { type: 'refund_issued', orderItemId: 'k', amountMinor: 500, quantity: 1 },
    ]);
  });
});

describe('exchanges', () => {
  it('an instant exchange ships before the item is back; its refund part waits for the item', () => {
    const approved = run(open([exchangeLine]), { type: 'approve' });
    const shippedAhead = run(approved.state, {
      type: 'shipExchange',
      items: [{ orderItemId: 'c', quantity: 1 }],
    });
    expect(shippedAhead.events).toEqual([
      { type: 'exchange_shipped', orderItemId: 'c', quantity: 1, productId: 'p', variantId: 'v2' },
    ]);
    expect(shippedAhead.state.status).toBe('to_return');
    const back = run(shippedAhead.state, {
      type: 'receiveItems',
      items: [{ orderItemId: 'c', quantity: 1, condition: 'as_new' }],
    });
    expect(back.events).toEqual([
      { type: 'items_received', items: [{ orderItemId: 'c', quantity: 1, condition: 'as_new' }] },
      { type: 'refund_issued', orderItemId: 'c', amountMinor: 200, quantity: 1 },
      { type: 'status_changed', from: 'to_return', to: 'return_received', reason: null },
      { type: 'status_changed', from: 'return_received', to: 'completed', reason: null },
    ]);
  });

  it('an exchange that is not instant waits for the item', () => {
    const line = { ...exchangeLine, instantExchange: false };
    const approved = run(open([line]), { type: 'approve' });
    expect(
      run(approved.state, { type: 'shipExchange', items: [{ orderItemId: 'c', quantity: 1 }] }),
    ).toMatchObject({
      outcome: 'refused',
      refusal: 'not_received',
    });
  });

  it('an exchange for something dearer ships only once the balance is paid, never over what is owed', () => {
    const dearer = refundLine({
      orderItemId: 'd',
      quantity: 1,
      resolution: 'anything',
      exchange: { productId: 'coat', variantId: null, unitPriceMinor: 9000, quantity: 1 },
      due: { refundMinor: 0, creditMinor: 0, bonusMinor: 0 },
    });
    const owed = createReturnState({
      returnId: 'r1',
      commandId: 'submit',
      method: 'prepaid_label',
      lines: [dearer],
      balanceDueMinor: 6000,
      balancePaidMinor: 0,
    }).state;
    expect(isBalanceOwed(owed)).toBe(true);
    const ship = { type: 'shipExchange', items: [{ orderItemId: 'd', quantity: 1 }] } as const;
    const back = run(
      owed,
      { type: 'approve' },
      { type: 'receiveItems', items: [{ orderItemId: 'd', quantity: 1, condition: 'as_new' }] },
    );
    expect(run(back.state, ship)).toMatchObject({ outcome: 'refused', refusal: 'balance_unpaid' });
    expect(run(back.state, { type: 'payBalance', amountMinor: 0 })).toMatchObject({
      outcome: 'refused',
      refusal: 'invalid_amount',
    });
    expect(run(back.state, { type: 'payBalance', amountMinor: 6001 })).toMatchObject({
      outcome: 'refused',
      refusal: 'balance_overpaid',
    });
    const part = run(back.state, { type: 'payBalance', amountMinor: 2000 });
    expect(part.events).toEqual([{ type: 'balance_paid', amountMinor: 2000 }]);
    expect(run(part.state, ship)).toMatchObject({ outcome: 'refused', refusal: 'balance_unpaid' });
    const paid = run(part.state, { type: 'payBalance', amountMinor: 4000 });
    expect(paid.state).toMatchObject({ status: 'return_received', balancePaidMinor: 6000 });
    expect(isBalanceOwed(paid.state)).toBe(false);
    const shipped = run(paid.state, ship);
    expect(shipped.state.status).toBe('completed');
    expect(run(shipped.state, { type: 'payBalance', amountMinor: 1 })).toMatchObject({
      outcome: 'refused',
      refusal: 'not_allowed_in_status',
    });
  });
});

describe('refusals', () => {
  const approved = () => run(open([refundLine(), creditLine]), { type: 'approve' }).state;

  it.each([
    [{ type: 'receiveItems', items: [] }, 'no_items'],
    [
      { type: 'receiveItems', items: [{ orderItemId: 'zz', quantity: 1, condition: 'as_new' }] },
      'unknown_item',
    ],
    [
      {
        type: 'receiveItems',
        items: [
          { orderItemId: 'a', quantity: 1, condition: 'as_new' },
          { orderItemId: 'a', quantity: 1, condition: 'as_new' },
        ],
      },
      'duplicate_item',
    ],
    [
      { type: 'receiveItems', items: [{ orderItemId: 'a', quantity: 0, condition: 'as_new' }] },
      'invalid_quantity',
    ],
    [
      { type: 'receiveItems', items: [{ orderItemId: 'a', quantity: 1.5, condition: 'as_new' }] },
      'invalid_quantity',
    ],
    [
      { type: 'receiveItems', items: [{ orderItemId: 'a', quantity: 1, condition: 'wet' }] },
      'invalid_condition',
    ],
    [
      { type: 'receiveItems', items: [{ orderItemId: 'a', quantity: 4, condition: 'as_new' }] },
      'too_many_units',
    ],
    [{ type: 'refund', items: [{ orderItemId: 'a', quantity: 1 }] }, 'not_received'],
    [{ type: 'refund', items: [{ orderItemId: 'a', quantity: 4 }] }, 'too_many_units'],
    [{ type: 'refund', items: [{ orderItemId: 'b', quantity: 1 }] }, 'resolution_mismatch'],
    [{ type: 'issueCredit', items: [{ orderItemId: 'a', quantity: 1 }] }, 'resolution_mismatch'],
    [{ type: 'shipExchange', items: [{ orderItemId: 'a', quantity: 1 }] }, 'resolution_mismatch'],
    [{ type: 'addTracking', carrier: null, trackingNumber: '  ' }, 'tracking_number_required'],
    [{ type: 'approve' }, 'not_allowed_in_status'],
    [{ type: 'close' }, 'not_allowed_in_status'],
  ])('%o → %s, and nothing changes', (command, refusal) => {
    const state = approved();
    const result = applyReturnCommand(state, { commandId: 'x', ...command } as ReturnCommand);
    expect(result).toEqual({ outcome: 'refused', state, events: [], refusal });
  });

  it('tracking only for methods that ship', () => {
    for (const method of ['in_store', null] as const) {
      const state = run(open([refundLine()], method), { type: 'approve' }).state;
      expect(run(state, { type: 'addTracking', carrier: null, trackingNumber: '1' })).toMatchObject({
        refusal: 'method_without_tracking',
      });
    }
  });
});

describe('closing a return', () => {
  it('ends it: received but unsettled units are withheld, units never back are not returned', () => {
    const state = run(
      open([refundLine(), creditLine]),
      { type: 'approve' },
      {
        type: 'receiveItems',
        items: [
          { orderItemId: 'a', quantity: 2, condition: 'damaged' },
          { orderItemId: 'b', quantity: 1, condition: 'as_new' },
        ],
      },
      { type: 'issueCredit', items: [{ orderItemId: 'b', quantity: 1 }] },
    ).state;
    const closed = run(state, { type: 'close', reason: 'damaged by the shopper' });
    expect(closed.events).toEqual([
      { type: 'status_changed', from: 'return_received', to: 'completed', reason: 'damaged by the shopper' },
      {
        type: 'closed',
        withheld: [{ orderItemId: 'a', quantity: 2 }],
        notReturned: [{ orderItemId: 'a', quantity: 1 }],
        exchangedNotReturned: [],
      },
    ]);
    expect(returnTotals(closed.state).paid).toEqual({ refundMinor: 0, creditMinor: 1000, bonusMinor: 100 });
    expect(heldQuantities([closed.state])).toEqual(
      new Map([
        ['a', 2],
        ['b', 1],
      ]),
    );
    expect(run(state, { type: 'close' }).events[0]).toMatchObject({ reason: null });
  });
});

describe('closing an instant exchange whose item never came back (decision 034)', () => {
  const shippedAhead = () =>
    run(
      open([refundLine(), exchangeLine]),
      { type: 'approve' },
      { type: 'shipExchange', items: [{ orderItemId: 'c', quantity: 1 }] },
    ).state;

  it('closes from to_return and return_shipped; the exchanged units stay held, their refund part unpaid', () => {
    for (const state of [
      shippedAhead(),
      run(shippedAhead(), { type: 'addTracking', carrier: null, trackingNumber: 'T1' }).state,
    ]) {
      const closed = run(state, { type: 'close', reason: 'parcel never came' });
      expect(closed.events).toEqual([
        { type: 'status_changed', from: state.status, to: 'completed', reason: 'parcel never came' },
        {
          type: 'closed',
          withheld: [],
          notReturned: [{ orderItemId: 'a', quantity: 3 }],
          exchangedNotReturned: [{ orderItemId: 'c', quantity: 1 }],
        },
      ]);
      expect(closed.state.status).toBe('completed');
      expect(returnTotals(closed.state).paid).toEqual({ refundMinor: 0, creditMinor: 0, bonusMinor: 0 });
      // The replacement went out: the original cannot be returned or claimed again; 'a' is free.
      expect(heldQuantities([closed.state])).toEqual(
        new Map([
          ['a', 0],
          ['c', 1],
        ]),
      );
    }
  });

  it('a partly received instant exchange lists only the units still out', () => {
    const line = { ...exchangeLine, quantity: 2, exchange: { ...exchangeLine.exchange, quantity: 2 } };
    const state = run(
      open([line as NewReturnLine]),
      { type: 'approve' },
      { type: 'shipExchange', items: [{ orderItemId: 'c', quantity: 2 }] },
      { type: 'receiveItems', items: [{ orderItemId: 'c', quantity: 1, condition: 'as_new' }] },
    ).state;
    expect(state.status).toBe('return_received');
    const closed = run(state, { type: 'close' });
    expect(closed.events[1]).toEqual({
      type: 'closed',
      withheld: [],
      notReturned: [],
      exchangedNotReturned: [{ orderItemId: 'c', quantity: 1 }],
    });
    expect(heldQuantities([closed.state]).get('c')).toBe(2);
  });

  it('before anything is back, a return with nothing shipped ahead is cancelled, not closed', () => {
    const approved = run(open([refundLine(), exchangeLine]), { type: 'approve' }).state;
    expect(run(approved, { type: 'close' })).toMatchObject({
      outcome: 'refused',
      refusal: 'not_allowed_in_status',
    });
    const shipped = run(approved, { type: 'addTracking', carrier: null, trackingNumber: 'T1' }).state;
    expect(run(shipped, { type: 'close' })).toMatchObject({ refusal: 'not_allowed_in_status' });
  });
});

describe('whether a return can be cancelled', () => {
  it('while requested or waiting to be sent, before anything is back or settled', () => {
    expect(isReturnCancellable(open())).toBe(true);
    const approved = run(open([refundLine(), exchangeLine]), { type: 'approve' }).state;
    expect(isReturnCancellable(approved)).toBe(true);
    expect(
      isReturnCancellable(
        run(approved, { type: 'shipExchange', items: [{ orderItemId: 'c', quantity: 1 }] }).state,
      ),
    ).toBe(false);
    expect(
      isReturnCancellable(run(approved, { type: 'addTracking', carrier: null, trackingNumber: 'T1' }).state),
    ).toBe(false);
    expect(isReturnCancellable(run(open(), { type: 'reject' }).state)).toBe(false);
  });
});

describe('idempotency by command id', () => {
  it('a repeated command changes nothing', () => {
    const approved = run(open(), { type: 'approve' }).state;
    const receive: ReturnCommand = {
      type: 'receiveItems',
      commandId: 'scan-1',
      items: [{ orderItemId: 'a', quantity: 1, condition: 'as_new' }],
    };
    const once = applyReturnCommand(approved, receive);
    const twice = applyReturnCommand(once.state, receive);
    expect(twice).toEqual({ outcome: 'duplicate', state: once.state, events: [] });
    expect(applyReturnCommand(approved, { type: 'approve', commandId: 'submit' }).outcome).toBe('duplicate');
  });
});

describe('units a return holds', () => {
  it('open: all; completed: back or settled; rejected and cancelled: none', () => {
    const line = { quantity: 3, received: 1, settled: 2 };
    expect(heldQuantity(line, 'to_return')).toBe(3);
    expect(heldQuantity(line, 'completed')).toBe(2);
    expect(heldQuantity(line, 'rejected')).toBe(0);
    expect(heldQuantity(line, 'cancelled')).toBe(0);
  });

  it('sums over an order returns', () => {
    const first = open();
    const second = run(open([refundLine({ quantity: 1 }), creditLine]), { type: 'reject' }).state;
    expect(heldQuantities([first, second, open([creditLine])])).toEqual(
      new Map([
        ['a', 3],
        ['b', 1],
      ]),
    );
  });
});
