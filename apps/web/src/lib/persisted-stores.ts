// Stores register how to clear themselves: sign-out clears every persisted store (spec 2 "Page
// frames"); the header's close icon clears only the report-in-progress ones (behaviour data,
// review body, selected items, request id, return data), after asking when they hold something
// the shopper entered (issue 23).
const sessionClearers = new Set<() => void>();
const flowClearers = new Set<() => void>();
const flowWork = new Set<() => boolean>();

/** Registers a store's reset so sign-out can clear it. */
export function registerPersistedStore(clear: () => void): void {
  sessionClearers.add(clear);
}

/**
 * Registers a store that holds a report in progress: the close icon and sign-out clear it.
 * `hasWork` says whether it holds something the shopper chose or typed (the close icon asks first).
 */
export function registerFlowStore(clear: () => void, hasWork?: () => boolean): void {
  flowClearers.add(clear);
  sessionClearers.add(clear);
  if (hasWork) flowWork.add(hasWork);
}

/** Sign-out: clears every registered store and the session-storage keys they persisted. */
export function clearPersistedStores(): void {
  for (const clear of sessionClearers) clear();
}

/** The close icon: clears the report in progress. */
export function clearFlowStores(): void {
  for (const clear of flowClearers) clear();
}

/** Whether a report or return in progress holds something the shopper chose or typed. */
export function flowHasWork(): boolean {
  for (const hasWork of flowWork) if (hasWork()) return true;
  return false;
}
