// Stores register how to clear themselves: sign-out clears every persisted store (spec 2 "Page
// frames"); the header's close icon clears only the report-in-progress ones (behaviour data,
// review body, selected items, request id, return data).
const sessionClearers = new Set<() => void>();
const flowClearers = new Set<() => void>();

/** Registers a store's reset so sign-out can clear it. */
export function registerPersistedStore(clear: () => void): void {
  sessionClearers.add(clear);
}

/** Registers a store that holds a report in progress: the close icon and sign-out clear it. */
export function registerFlowStore(clear: () => void): void {
  flowClearers.add(clear);
  sessionClearers.add(clear);
}

/** Sign-out: clears every registered store and the session-storage keys they persisted. */
export function clearPersistedStores(): void {
  for (const clear of sessionClearers) clear();
}

/** The close icon: clears the report in progress. */
export function clearFlowStores(): void {
  for (const clear of flowClearers) clear();
}
