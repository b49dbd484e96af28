// What a withdrawal takes of the order's lines (decision 052): the lines chosen, checked against
// the order, and each unit withdrawn from once. Pure: the rows are read before.
import { ERROR_CODES } from '@rc/domain/error-codes';
import { AppError } from '../../lib/app-error';
import type { WithdrawalRow } from './repository';

export type OrderItem = { orderItemId: string; title: string; quantity: number };

/** Units of each order item already withdrawn from, by the withdrawals recorded. */
export function withdrawnUnits(rows: readonly WithdrawalRow[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const row of rows) {
    for (const item of row.items)
      units.set(item.orderItemId, (units.get(item.orderItemId) ?? 0) + item.quantity);
  }
  return units;
}

type ChosenLines = readonly { itemId: string; quantity: number }[] | null | undefined;

/** The chosen lines by item, each an item of the order within its quantity (else 100061). */
export function checkedChoice(
  orderItems: readonly OrderItem[],
  chosen: ChosenLines,
): Map<string, number> | null {
  if (!chosen?.length) return null;
  const byId = new Map(orderItems.map((item) => [item.orderItemId, item]));
  const quantities = new Map<string, number>();
  for (const line of chosen) quantities.set(line.itemId, (quantities.get(line.itemId) ?? 0) + line.quantity);
  for (const [itemId, quantity] of quantities) {
    const item = byId.get(itemId);
    if (!item || quantity > item.quantity) throw new AppError(ERROR_CODES.WITHDRAWAL_ITEMS_INVALID);
  }
  return quantities;
}

/**
 * What this withdrawal takes, each unit withdrawn from once (decision 052): the lines chosen, or
 * for the whole order every unit not withdrawn yet. A unit withdrawn already, or nothing left, is
 * refused with 100063: a second withdrawal of the same goods is not a new statement.
 */
export function itemsToWithdraw(
  orderItems: readonly OrderItem[],
  choice: Map<string, number> | null,
  withdrawn: Map<string, number>,
): { items: OrderItem[]; partial: boolean } {
  const items: OrderItem[] = [];
  for (const item of orderItems) {
    const left = item.quantity - (withdrawn.get(item.orderItemId) ?? 0);
    const wanted = choice ? (choice.get(item.orderItemId) ?? 0) : left;
    if (wanted > left) throw new AppError(ERROR_CODES.WITHDRAWAL_ALREADY_RECEIVED);
    if (wanted > 0) items.push({ orderItemId: item.orderItemId, title: item.title, quantity: wanted });
  }
  if (items.length === 0) throw new AppError(ERROR_CODES.WITHDRAWAL_ALREADY_RECEIVED);
  const whole = new Map(orderItems.map((item) => [item.orderItemId, item.quantity]));
  const partial =
    items.length < orderItems.length ||
    items.some((line) => line.quantity < (whole.get(line.orderItemId) ?? 0));
  return { items, partial };
}
