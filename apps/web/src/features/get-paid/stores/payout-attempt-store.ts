// The cash-out attempt of each claim (its idempotency key), kept in session storage so a reload or
// a second click during a slow answer asks for the same payout instead of a second one.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { registerPersistedStore } from '../../../lib/persisted-stores';
import type { Attempt } from '../../../lib/request-id';

interface PayoutAttemptState {
  attempts: Record<string, Attempt>;
  remember(claimId: string, attempt: Attempt): void;
  clear(): void;
}

export const usePayoutAttemptStore = create<PayoutAttemptState>()(
  persist(
    (set) => ({
      attempts: {},
      remember: (claimId, attempt) =>
        set((state) => ({ attempts: { ...state.attempts, [claimId]: attempt } })),
      clear: () => set({ attempts: {} }),
    }),
    {
      name: 'rc-payout-attempts',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ attempts: state.attempts }),
    },
  ),
);

registerPersistedStore(() => {
  usePayoutAttemptStore.getState().clear();
  usePayoutAttemptStore.persist.clearStorage();
});
