// Quantities on the choose-items step: how many of an item the report may claim, and the lines
// and the total of what is chosen.
import type { OrderItem } from '@rc/contract/shared-schemas';
import type { ClaimLine } from './stores/claim-flow-store';

export interface ClaimableItem extends OrderItem {
  claimableQuantity: number;
}

/**
 * The most of an item this report may claim: what can still be claimed plus what the report's own
 * saved draft holds (the server counts a draft's units as claimed), never more than the package has.
 */
export function maxClaimable(item: ClaimableItem, heldByDraft: Readonly<Record<string, number>>): number {
  return Math.max(0, Math.min(item.quantity, item.claimableQuantity + (heldByDraft[item.itemId] ?? 0)));
}

/** A quantity typed or stepped, held to 0..max as a whole number. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.trunc(value)));
}

/** The chosen lines (quantity ≥ 1) and the items as shown with the chosen quantities. */
export function chosenLines(
  items: readonly ClaimableItem[],
  quantities: Readonly<Record<string, number>>,
): { lines: ClaimLine[]; selectedItems: OrderItem[] } {
  const chosen = items.filter((item) => (quantities[item.itemId] ?? 0) > 0);
  return {
    lines: chosen.map((item) => ({ itemId: item.itemId, quantity: quantities[item.itemId] ?? 0 })),
    selectedItems: chosen.map(({ claimableQuantity: _claimable, ...item }) => ({
      ...item,
      quantity: quantities[item.itemId] ?? 0,
    })),
  };
}

/** What the chosen items are worth, in minor units. */
export function chosenTotal(items: readonly OrderItem[]): number {
  return items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
}
