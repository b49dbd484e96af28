// Which comment box of the page is open (issue 23, item 10): one at a time. The order's own box is
// open until the shopper opens another; opening a product's box closes the rest (their words are
// kept, hidden, until they come back to them).
import { create } from 'zustand';

interface CommentBoxState {
  /** The open thread's key; null: the order's own thread. */
  open: string | null;
  openBox(key: string): void;
  reset(): void;
}

export const useCommentBoxStore = create<CommentBoxState>((set) => ({
  open: null,
  openBox: (key) => set({ open: key }),
  reset: () => set({ open: null }),
}));

/** A thread's key: the order's own, or one of its products. */
export function threadKey(orderId: string, itemId?: string): string {
  return itemId ? `${orderId}:${itemId}` : `${orderId}:order`;
}

export function isBoxOpen(open: string | null, key: string): boolean {
  return open === null ? key.endsWith(':order') : open === key;
}
