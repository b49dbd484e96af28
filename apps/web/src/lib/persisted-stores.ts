// Sign Out clears every persisted store (spec 2 "Page frames"); stores register here when created.
const clearers = new Set<() => void>();

/** Registers a store's reset so sign-out and the close icon can clear it. */
export function registerPersistedStore(clear: () => void): void {
  clearers.add(clear);
}

/** Clears every registered store and the session-storage keys they persisted. */
export function clearPersistedStores(): void {
  for (const clear of clearers) clear();
}
